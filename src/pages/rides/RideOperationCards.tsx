import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RideDriverFee, RideEndOfRideInspection, RideRouteTrace } from '../../../resources/rides/details';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { DetailCard, DetailRow } from './DetailCard';
import { useRideOutput } from './useRideOutput';

type RideId = { rideId: number | string };

/** What the ride pays its driver, part by part. */
export function DriverFeeCard({ rideId }: RideId) {
  const translate = useTranslate();
  const format = useAccountFormats();
  const { data, isPending, error } = useRideOutput<{ driverFee: RideDriverFee | null }>(rideId, 'driver-fee');
  const fee = data?.driverFee;
  return (
    <DetailCard title={translate('rides.driverFee.title')} loading={isPending} error={error}>
      {!fee ? <Typography color="text.secondary">{translate('rides.driverFee.none')}</Typography> : (
        <>
          <DetailRow label={translate('rides.driverFee.base')} value={format.money(fee.baseCents)} />
          <DetailRow label={translate('rides.driverFee.distance', { distance: format.distance(fee.distanceMeters) })} value={format.money(fee.distanceCents)} />
          <DetailRow label={translate('rides.driverFee.time', { minutes: fee.durationMinutes })} value={format.money(fee.timeCents)} />
          {fee.adjustmentsCents !== 0 && <DetailRow label={`${translate('rides.driverFee.adjustments')}${fee.adjustmentNote ? ` (${fee.adjustmentNote})` : ''}`} value={format.money(fee.adjustmentsCents)} />}
          <DetailRow strong label={translate('rides.driverFee.total')} value={format.money(fee.totalCents)} />
        </>
      )}
    </DetailCard>
  );
}

const RESULT_COLORS = { pass: 'success', defects: 'warning', fail: 'error' } as const;

/** The abstract of the driver's end-of-ride inspection: result, when and by whom, defects. */
export function EndOfRideInspectionCard({ rideId }: RideId) {
  const translate = useTranslate();
  const format = useAccountFormats();
  const { data, isPending, error } = useRideOutput<{ inspection: RideEndOfRideInspection | null }>(rideId, 'end-of-ride-inspection');
  const inspection = data?.inspection;
  return (
    <DetailCard title={translate('rides.inspection.title')} loading={isPending} error={error}>
      {!inspection ? <Typography color="text.secondary">{translate('rides.inspection.none')}</Typography> : (
        <>
          <Chip size="small" color={RESULT_COLORS[inspection.result]} label={translate(`rides.inspection.result_${inspection.result}`)} sx={{ mb: 1 }} />
          <Typography variant="body2">
            {translate('rides.inspection.inspectedAt', { at: format.dateTime(inspection.inspectedAt), driver: inspection.driverName ?? translate('rides.inspection.unknownDriver') })}
          </Typography>
          {inspection.defects.length === 0 ? <Typography variant="body2" color="text.secondary">{translate('rides.inspection.noDefects')}</Typography> : (
            <List dense aria-label={translate('rides.inspection.defects')}>
              {inspection.defects.map((defect) => <ListItem key={defect.item} disableGutters><ListItemText primary={defect.item} secondary={defect.note} /></ListItem>)}
            </List>
          )}
          {inspection.notes && <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>{inspection.notes}</Typography>}
        </>
      )}
    </DetailCard>
  );
}

/** Which vehicles reported positions on the ride, and when (the lines are on the map). */
export function RouteTracesCard({ rideId }: RideId) {
  const translate = useTranslate();
  const format = useAccountFormats();
  const { data, isPending, error } = useRideOutput<{ traces: RideRouteTrace[] }>(rideId, 'route-traces');
  return (
    <DetailCard title={translate('rides.traces.title')} loading={isPending} error={error}>
      {!data?.traces.length ? <Typography color="text.secondary">{translate('rides.traces.none')}</Typography> : data.traces.map((trace) => (
        <Typography key={trace.vehicleId} variant="body2">
          {translate('rides.traces.trace', { vehicle: trace.vehicleNumber ?? trace.vehicleId, from: format.time(trace.from), to: format.time(trace.to), smart_count: trace.pointCount })}
        </Typography>
      ))}
    </DetailCard>
  );
}
