import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { MapControls } from './MapControls';
import { MapGrid, MapRegion, ScaleBar } from './MapDecorations';
import { MarkerLayer, PathLayer } from './MapLayers';
import { DEFAULT_MAP_HEIGHT, NO_MARKERS, NO_PATHS, type MapMarker, type MapPath, type MapProps } from './mapTypes';
import { viewOrigin, visibleBounds, type Bounds, type Size, type Viewport } from './projection';
import { useElementSize } from './useElementSize';
import { useMapGestures } from './useMapGestures';
import { useFitTarget, useMapViewport } from './useMapViewport';

export type { MapMarker, MapPath };
export type VectorMapProps = MapProps;

/** The layers' anchor moves in steps this large, so that panning rarely redraws them. */
const ANCHOR_CELL_PX = 2 ** 14;

/** onBoundsChange once the view settles: not during a drag, and once per distinct bounds. */
function useBoundsReport(view: Viewport, size: Size, dragging: boolean, onBoundsChange: MapProps['onBoundsChange']) {
  const { width, height } = size;
  const { lat, lng } = view.center;
  const { zoom } = view;
  const bounds = useMemo<Bounds | null>(
    () => (width > 0 && height > 0 ? visibleBounds({ center: { lat, lng }, zoom }, { width, height }) : null),
    [lat, lng, zoom, width, height],
  );
  const report = useEffectEvent((settled: Bounds) => onBoundsChange?.(settled));
  useEffect(() => {
    if (bounds && !dragging) report(bounds);
  }, [bounds, dragging]);
}

/**
 * The built-in map: Web-Mercator vectors without tiles, so that maps work offline and in tests.
 * Paths and markers are drawn once per zoom level; panning moves the layer that holds them.
 */
export function VectorMap({
  ariaLabel, paths = NO_PATHS, markers = NO_MARKERS, height = DEFAULT_MAP_HEIGHT, fit = true,
  center, zoom, defaultCenter, defaultZoom, onViewChange, onBoundsChange, showGrid = true, showScale = true,
}: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const size = useElementSize(container);
  const fitTarget = useFitTarget(fit, paths, markers);
  const { view, changeView, refit } = useMapViewport({ center, zoom, defaultCenter, defaultZoom, onViewChange, fitTarget, size });
  const { dragging, handlers } = useMapGestures({ element: container, view, size, changeView });
  useBoundsReport(view, size, dragging, onBoundsChange);

  const origin = viewOrigin(view, size);
  const anchorX = Math.floor((origin.x + size.width / 2) / ANCHOR_CELL_PX) * ANCHOR_CELL_PX;
  const anchorY = Math.floor((origin.y + size.height / 2) / ANCHOR_CELL_PX) * ANCHOR_CELL_PX;
  const placement = { zoom: view.zoom, anchorX, anchorY };

  return (
    <MapRegion
      ref={container}
      ariaLabel={ariaLabel}
      height={height}
      tabIndex={0}
      {...handlers}
      sx={{
        cursor: dragging ? 'grabbing' : 'grab', touchAction: 'none', userSelect: 'none',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {showGrid && (
        <svg width="100%" height="100%" style={{ position: 'absolute', inset: 0 }}>
          <MapGrid zoom={view.zoom} origin={origin} />
        </svg>
      )}
      {/* A layer of its own that panning moves as a whole, without painting the markers again. */}
      <div data-layers="" style={{ position: 'absolute', left: 0, top: 0, transform: `translate(${anchorX - origin.x}px, ${anchorY - origin.y}px)`, willChange: 'transform' }}>
        <svg width={1} height={1} overflow="visible" style={{ display: 'block', overflow: 'visible' }}>
          <PathLayer paths={paths} {...placement} />
          <MarkerLayer markers={markers} {...placement} />
        </svg>
      </div>
      <MapControls zoom={view.zoom} onZoom={(levels) => changeView({ center: view.center, zoom: view.zoom + levels })} onFit={refit} />
      {showScale && size.width > 0 && <ScaleBar lat={view.center.lat} zoom={view.zoom} />}
    </MapRegion>
  );
}
