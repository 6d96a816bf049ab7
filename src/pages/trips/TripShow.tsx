import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { charterTrips } from '../../../resources/charter-trips';
import { ResourceShow } from '../../resources/RecordShow';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { TripApprovalCard } from './TripApprovalCard';
import { TripBusesCard } from './TripBusesCard';
import { TRIP_DECISIONS } from './TripDecisionButtons';
import { TripDocumentsCard } from './TripDocumentsCard';
import { TripInvoiceHistoryCard } from './TripInvoiceHistoryCard';
import { TripStatusLogCard } from './TripStatusLogCard';

/**
 * A charter trip's page: its record and the steps the user may take now, beside its approval along
 * the district's path (where its approvers decide, when it is their turn), its buses and drivers,
 * its approval documents, its status log and its invoice history — each shown only to those whose
 * codes allow it, as the server answers only them — and a way to its printable sheet.
 */
export default function TripShow() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const ability = useConsoleAbility();
  const { data: trip } = useGetOne(charterTrips.name, { id: id! }, { enabled: id !== undefined });
  if (!id) return null;
  const showsApproval = ability.can('view', 'trip-approval-path');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}><ResourceShow resource={charterTrips} stepsOfferedElsewhere={showsApproval ? TRIP_DECISIONS : []} /></Grid>
      <Grid size={{ xs: 12, lg: 5 }} container spacing={2} direction="column" sx={{ alignContent: 'stretch' }}>
        {ability.can('view-details', 'charter-trips') && (
          <Button component={Link} to={`/trip-sheet/${id}`} variant="outlined" startIcon={<PrintOutlined />} sx={{ alignSelf: 'flex-start' }}>
            {translate('trips.links.printSheet')}
          </Button>
        )}
        {trip && showsApproval && <TripApprovalCard trip={trip} />}
        {trip && ability.can('view', 'trip-ride-assignments') && <TripBusesCard trip={trip} />}
        {ability.can('view', 'trip-approval-documents') && <TripDocumentsCard tripId={id} />}
        {ability.can('view-status-log', 'charter-trips') && <TripStatusLogCard tripId={id} version={trip?.version} />}
        {ability.can('view-invoice-history', 'charter-trips') && <TripInvoiceHistoryCard tripId={id} version={trip?.version} />}
      </Grid>
    </Grid>
  );
}
