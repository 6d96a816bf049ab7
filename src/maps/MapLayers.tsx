import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { MapMarkerIcon } from './MapMarkerIcon';
import type { MapMarker, MapPath } from './mapTypes';
import { project, zoomScale, type LatLng } from './projection';

/**
 * The layers draw in pixels of the current zoom, relative to an anchor near the view: panning only
 * moves the group that holds them, and the numbers stay small enough for SVG's single precision.
 */
interface LayerPlacement {
  zoom: number;
  anchorX: number;
  anchorY: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

function layerPoint(position: LatLng, { zoom, anchorX, anchorY }: LayerPlacement): [number, number] {
  const world = project(position);
  const scale = zoomScale(zoom);
  return [round(world.x * scale - anchorX), round(world.y * scale - anchorY)];
}

export const PathLayer = memo(function PathLayer({ paths, ...placement }: LayerPlacement & { paths: MapPath[] }) {
  return paths.map((path) => (
    <polyline
      key={path.id}
      data-path={path.id}
      points={path.points.map((point) => layerPoint(point, placement).join(',')).join(' ')}
      fill="none"
      stroke={path.color}
      strokeWidth={path.width ?? 4}
      strokeDasharray={path.dashed ? '8 6' : undefined}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {path.label && <title>{path.label}</title>}
    </polyline>
  ));
});

const markerOf = (markers: MapMarker[], target: EventTarget) => {
  const id = target instanceof Element ? target.closest('[data-marker]')?.getAttribute('data-marker') : null;
  return id === null || id === undefined ? undefined : markers.find((marker) => marker.id === id);
};

/** The markers, with one listener for all of them rather than one per marker. */
export const MarkerLayer = memo(function MarkerLayer({ markers, ...placement }: LayerPlacement & { markers: MapMarker[] }) {
  const onClick = (event: MouseEvent<SVGGElement>) => markerOf(markers, event.target)?.onClick?.();
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const marker = markerOf(markers, event.target);
    if (!marker?.onClick) return;
    event.preventDefault();
    marker.onClick();
  };
  return (
    <g onClick={onClick} onKeyDown={onKeyDown}>
      {markers.map((marker) => {
        const [x, y] = layerPoint(marker.position, placement);
        return <MapMarkerIcon key={marker.id} marker={marker} x={x} y={y} />;
      })}
    </g>
  );
});
