import Grid from '@mui/material/Grid';
import { useParams } from 'react-router-dom';
import { rides } from '../../../resources/rides';
import { ResourceShow } from '../../resources/RecordShow';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { RideHistoryCard, VendorAssignmentsCard } from './RideHistoryCards';
import { RideLiveCard } from './RideLiveCard';
import { RideEtasCard } from './RideEtasCard';
import { RideManifestCard } from './RideManifestCard';
import { RideMap } from './RideMap';
import { DriverFeeCard, EndOfRideInspectionCard, RouteTracesCard } from './RideOperationCards';
import { ridePartsShown } from './rideParts';

/**
 * The ride drawer (spec 7.3): the ride's record beside its map, then what the ride paid, how the bus
 * was left, where it went, what happened to it and which vendors held it — each part shown only to
 * those whose codes allow it, as the server answers only them.
 */
export default function RideDetails() {
  const { id } = useParams<{ id: string }>();
  const shown = ridePartsShown(useConsoleAbility());
  if (!id) return null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 5 }}><ResourceShow resource={rides} /></Grid>
      <Grid size={{ xs: 12, lg: 7 }} container spacing={2} direction="column" sx={{ alignContent: 'stretch' }}>
        <RideMap rideId={id} />
        <RideLiveCard rideId={id} />
        <RideEtasCard rideId={id} />
        <RideManifestCard rideId={id} />
      </Grid>
      {shown.driverFee && <Grid size={{ xs: 12, md: 4 }}><DriverFeeCard rideId={id} /></Grid>}
      {shown.inspection && <Grid size={{ xs: 12, md: 4 }}><EndOfRideInspectionCard rideId={id} /></Grid>}
      <Grid size={{ xs: 12, md: 4 }}><RouteTracesCard rideId={id} /></Grid>
      <Grid size={{ xs: 12, lg: 7 }}><RideHistoryCard rideId={id} /></Grid>
      {shown.vendorHistory && <Grid size={{ xs: 12, lg: 5 }}><VendorAssignmentsCard rideId={id} /></Grid>}
    </Grid>
  );
}
