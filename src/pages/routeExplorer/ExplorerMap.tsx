import polyline from '@mapbox/polyline';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useAccountFormats } from '../../shell/useAccountFormats';
import type { ExplorerRun } from '../../../resources/route-explorer/explorer';
import { MapView } from '../../maps/MapView';
import type { Bounds, MapMarker, MapPath, Viewport } from '../../maps/mapTypes';
import { boundsOf } from '../../maps/projection';
import type { ExplorerMapView } from '../../shell/routeExplorer/routeExplorerStart';
import { runColorOf, VIOLATION_COLOR } from './runColors';

interface ExplorerMapProps {
  runs: ExplorerRun[];
  selection: readonly number[];
  /** Where the last visit left the map; fitted to the runs instead when absent or once the selection changes. */
  restored: ExplorerMapView | undefined;
  fitToRuns: boolean;
  /** The district, where the map opens with nothing to show yet. */
  center: { lat: number; lng: number } | null;
  onViewChange: (view: Viewport) => void;
  height: string;
}

/** A district's few towns in view. */
const DISTRICT_ZOOM = 11;

/** Stops of a run that an open violation points at: drawn in the violation colour. */
const flaggedStops = (run: ExplorerRun) => new Set((run.violations ?? []).filter((violation) => !violation.waiver && violation.stopSequence !== null).map((violation) => violation.stopSequence));

/** The selected runs' paths and stops, each run in its own colour (docs/operating.md "Maps": works without a Google key). */
export function ExplorerMap({ runs, selection, restored, fitToRuns, center, onViewChange, height }: ExplorerMapProps) {
  const translate = useTranslate();
  const { timeOfDay } = useAccountFormats();
  const paths = useMemo<MapPath[]>(() => runs.filter((run) => run.polyline).map((run) => ({
    id: `run-${run.id}`, color: runColorOf(selection, run.id), width: 4, label: run.number,
    points: polyline.decode(run.polyline!, run.precision).map(([lat, lng]) => ({ lat, lng })),
  })), [runs, selection]);
  const markers = useMemo<MapMarker[]>(() => runs.flatMap((run) => {
    const flagged = flaggedStops(run);
    return run.stops.map((stop) => ({
      id: `run-${run.id}-stop-${stop.sequence}`, position: stop, label: String(stop.sequence),
      color: flagged.has(stop.sequence) ? VIOLATION_COLOR : runColorOf(selection, run.id),
      title: translate('routeExplorer.map.stopTitle', {
        run: run.number, sequence: stop.sequence, address: stop.address, time: timeOfDay(stop.time), minutes: stop.rideMinutes,
        students: translate('routeExplorer.map.students', { smart_count: stop.studentCount }),
      }),
    }));
  }), [runs, selection, translate, timeOfDay]);
  const bounds = useMemo<Bounds | null>(() => boundsOf([...paths.flatMap((path) => path.points), ...markers.map((marker) => marker.position)]), [paths, markers]);

  return (
    <MapView
      ariaLabel={translate('routeExplorer.map.label')} paths={paths} markers={markers} height={height} showScale
      fit={fitToRuns && bounds ? bounds : false}
      defaultCenter={restored ? { lat: restored.lat, lng: restored.lng } : (center ?? undefined)} defaultZoom={restored?.zoom ?? (center ? DISTRICT_ZOOM : undefined)}
      onViewChange={onViewChange}
    />
  );
}
