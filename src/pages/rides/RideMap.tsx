import polyline from '@mapbox/polyline';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RidePolyline, RideRouteTrace } from '../../../resources/rides/details';
import { MapView } from '../../maps/MapView';
import type { MapMarker, MapPath } from '../../maps/mapTypes';
import { DetailCard } from './DetailCard';
import { useRideOutput } from './useRideOutput';

const PLANNED_COLOR = '#90a4ae';
const TRACE_COLORS = ['#1565c0', '#6a1b9a', '#00838f'];

const decode = (encoded: string, precision: number) => polyline.decode(encoded, precision).map(([lat, lng]) => ({ lat, lng }));

/** The run's planned path and stops, with where the ride's vehicles actually went drawn over it. */
export function RideMap({ rideId }: { rideId: number | string }) {
  const translate = useTranslate();
  const planned = useRideOutput<RidePolyline>(rideId, 'polyline');
  const traced = useRideOutput<{ traces: RideRouteTrace[] }>(rideId, 'route-traces');
  const paths: MapPath[] = [];
  if (planned.data?.polyline) {
    paths.push({ id: 'planned', points: decode(planned.data.polyline, planned.data.precision), color: PLANNED_COLOR, width: 6, dashed: true, label: translate('rides.details.plannedPath') });
  }
  traced.data?.traces.forEach((trace, index) => {
    paths.push({ id: `trace-${trace.vehicleId}`, points: decode(trace.polyline, trace.precision), color: TRACE_COLORS[index % TRACE_COLORS.length], width: 3, label: trace.vehicleNumber ?? undefined });
  });
  const markers: MapMarker[] = (planned.data?.stops ?? []).map((stop) => ({
    id: `stop-${stop.sequence}`, position: stop, label: String(stop.sequence),
    title: translate('rides.details.stopTitle', { sequence: stop.sequence, address: stop.address, time: stop.time, students: translate('rides.details.students', { smart_count: stop.studentCount }) }),
  }));

  return (
    <DetailCard title={translate('rides.details.map')} loading={planned.isPending} error={planned.error}>
      {paths.length ? <MapView ariaLabel={translate('rides.details.mapLabel')} paths={paths} markers={markers} /> : <Typography color="text.secondary">{translate('rides.details.noPath')}</Typography>}
      {planned.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('rides.details.stops', { smart_count: planned.data.stops.length })}
          {planned.data.distanceMeters ? ` · ${translate('rides.details.distance', { km: (planned.data.distanceMeters / 1000).toFixed(1) })}` : ''}
        </Typography>
      )}
    </DetailCard>
  );
}
