import polyline from '@mapbox/polyline';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useMemo, useState } from 'react';
import type { RideLive, RidePolyline, RideRouteTrace } from '../../../resources/rides/details';
import { useLiveFeed } from '../../providers/live/useLive';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { colorOfStatus } from '../liveMap/rideStatusColors';
import { MapView } from '../../maps/MapView';
import type { LatLng, MapMarker, MapPath } from '../../maps/mapTypes';
import { DetailCard } from './DetailCard';
import { replayedAt, replaySpan, type TimedTrace } from './replay';
import { ReplayControls, useReplayClock } from './RideReplay';
import { useRideOutput } from './useRideOutput';

const PLANNED_COLOR = '#90a4ae';
const LIVE_TRACE_COLOR = '#ef6c00';
/** Points of the growing trace kept on screen, at most (the stored traces hold the rest). */
const MAX_LIVE_TRACE = 2_000;
const TRACE_COLORS = ['#1565c0', '#6a1b9a', '#00838f'];
const REPLAY_COLOR = '#ef6c00';

const decode = (encoded: string, precision: number) => polyline.decode(encoded, precision).map(([lat, lng]) => ({ lat, lng }));

/** The recorded traces with each point's moment, as a replay plays them. */
const timedTraces = (traces: RideRouteTrace[]): TimedTrace[] => traces.map((trace) => ({
  vehicleId: trace.vehicleId,
  vehicleNumber: trace.vehicleNumber,
  points: decode(trace.polyline, trace.precision),
  times: trace.secondsFromStart.map((seconds) => Date.parse(trace.from) + seconds * 1000),
}));

/**
 * The run's planned path and stops, with where the ride's vehicles actually went drawn over it; the
 * recorded drive can be replayed, each vehicle where it was at the moment the slider shows.
 */
export function RideMap({ rideId }: { rideId: string }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const planned = useRideOutput<RidePolyline>(rideId, 'polyline');
  const traced = useRideOutput<{ traces: RideRouteTrace[] }>(rideId, 'route-traces');
  // Kept current by the drawer's live card (useRideLive): the vehicle where it is now.
  const live = useRideOutput<RideLive>(rideId, 'live');
  const [liveTrace, setLiveTrace] = useState<LatLng[]>([]);
  useLiveFeed('ride-route-trace', { rideId: Number(rideId) }, ({ points }) => setLiveTrace((old) => [...old, ...points.map(({ lat, lng }) => ({ lat, lng }))].slice(-MAX_LIVE_TRACE)));
  const traces = useMemo(() => timedTraces(traced.data?.traces ?? []), [traced.data]);
  const span = useMemo(() => replaySpan(traces), [traces]);
  const clock = useReplayClock(span);
  const paths: MapPath[] = [];
  if (planned.data?.polyline) {
    paths.push({ id: 'planned', points: decode(planned.data.polyline, planned.data.precision), color: PLANNED_COLOR, width: 6, dashed: true, label: translate('rides.details.plannedPath') });
  }
  traced.data?.traces.forEach((trace, index) => {
    paths.push({ id: `trace-${trace.vehicleId}`, points: decode(trace.polyline, trace.precision), color: TRACE_COLORS[index % TRACE_COLORS.length], width: 3, label: trace.vehicleNumber ?? undefined });
  });
  if (liveTrace.length > 1) paths.push({ id: 'live-trace', points: liveTrace, color: LIVE_TRACE_COLOR, width: 4, label: translate('rides.live.trace') });
  const markers: MapMarker[] = (planned.data?.stops ?? []).map((stop) => ({
    id: `stop-${stop.sequence}`, position: stop, label: String(stop.sequence),
    title: translate('rides.details.stopTitle', { sequence: stop.sequence, address: stop.address, time: formats.timeOfDay(stop.time), students: translate('rides.details.students', { smart_count: stop.studentCount }) }),
  }));
  if (clock.time !== null) {
    for (const trace of traces) {
      const replayed = replayedAt(trace, clock.time);
      if (!replayed) continue;
      const vehicle = trace.vehicleNumber ?? String(trace.vehicleId);
      paths.push({ id: `replay-driven-${trace.vehicleId}`, points: replayed.driven, color: REPLAY_COLOR, width: 5, label: translate('rides.replay.driven') });
      markers.push({
        id: `replay-${trace.vehicleId}`, position: replayed.position, rotation: replayed.heading, color: REPLAY_COLOR, label: vehicle,
        title: translate('rides.replay.vehicleAt', { vehicle, time: formats.timeWithSeconds(new Date(clock.time).toISOString()) }),
      });
    }
  }
  const position = live.data?.position;
  if (position) {
    markers.push({ id: 'vehicle', position, rotation: position.heading ?? 0, color: colorOfStatus(live.data?.ride.status), title: translate('rides.live.vehicleHere', { time: formats.time(position.at) }) });
  }

  return (
    <DetailCard title={translate('rides.details.map')} loading={planned.isPending} error={planned.error}>
      {paths.length ? <MapView ariaLabel={translate('rides.details.mapLabel')} paths={paths} markers={markers} /> : <Typography color="text.secondary">{translate('rides.details.noPath')}</Typography>}
      {span && <ReplayControls clock={clock} span={span} />}
      {planned.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('rides.details.stops', { smart_count: planned.data.stops.length })}
          {planned.data.distanceMeters ? ` · ${translate('rides.details.distance', { distance: formats.distance(planned.data.distanceMeters) })}` : ''}
        </Typography>
      )}
    </DetailCard>
  );
}
