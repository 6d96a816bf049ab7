import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { FIT_PADDING, pointZoomOf, startViewport, type MapMarker, type MapPath, type MapProps } from './mapTypes';
import { boundsKey, boundsOf, clampZoom, fitView, type Bounds, type Size, type Viewport } from './projection';

/** What `fit` asks to show: given bounds, the bounds of the paths and markers (a fleet's too), or nothing. */
export function useFitTarget(fit: MapProps['fit'], paths: MapPath[], markers: MapMarker[], fleet: MapMarker[] = []): Bounds | null {
  const dataBounds = useMemo(
    () => (fit === true ? boundsOf([...paths.flatMap((path) => path.points), ...[...markers, ...fleet].map((marker) => marker.position)]) : null),
    [fit, paths, markers, fleet],
  );
  return typeof fit === 'object' ? fit : dataBounds;
}

type ViewportOptions = Pick<MapProps, 'center' | 'zoom' | 'defaultCenter' | 'defaultZoom' | 'onViewChange'> & {
  fitTarget: Bounds | null;
  size: Size;
};

export interface MapViewport {
  view: Viewport;
  changeView(next: Viewport): void;
  /** Shows the fit target again (the "zoom to fit" button); null when there is nothing to fit. */
  refit: (() => void) | null;
}

/**
 * The map's view, controlled (`center`, `zoom`) or not (`defaultCenter`, `defaultZoom`), and fitted
 * to its target once the map has a size and whenever the target's bounds change. Every change the
 * map makes itself — a gesture, a button, a fit — is reported through onViewChange.
 */
export function useMapViewport({ center, zoom, defaultCenter, defaultZoom, onViewChange, fitTarget, size }: ViewportOptions): MapViewport {
  const [requested, setRequested] = useState<Viewport>(() => startViewport({ center, zoom, defaultCenter, defaultZoom }));
  const view = { center: center ?? requested.center, zoom: zoom ?? requested.zoom };
  const pointZoom = pointZoomOf({ zoom, defaultZoom });
  const measured = size.width > 0 && size.height > 0;

  // Fitting is a consequence of new data, so it happens while rendering that data, not an effect later.
  const [fittedKey, setFittedKey] = useState<string | null>(null);
  const targetKey = fitTarget ? boundsKey(fitTarget) : null;
  if (fitTarget && measured && targetKey !== fittedKey) {
    setFittedKey(targetKey);
    setRequested(fitView(fitTarget, size, FIT_PADDING, pointZoom));
  } else if (!fitTarget && fittedKey !== null) {
    // Nothing to fit (no data, or data that failed): the same bounds coming back are fitted again.
    setFittedKey(null);
  }

  const reported = useRef(requested);
  const report = useEffectEvent((next: Viewport) => onViewChange?.(next));
  useEffect(() => {
    if (reported.current === requested) return;
    reported.current = requested;
    report(requested);
  }, [requested]);

  return {
    view,
    changeView: (next) => setRequested({ center: next.center, zoom: clampZoom(next.zoom) }),
    refit: fitTarget && measured ? () => setRequested(fitView(fitTarget, size, FIT_PADDING, pointZoom)) : null,
  };
}
