import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithReport } from '../shell/global/lazyWithReport';
import { googleMapsApiKey } from './googleMapsApiKey';
import { MapLoading } from './MapDecorations';
import { MapLibreMap } from './mapsScript';
import type { MapProps } from './mapTypes';
import { VectorMap } from './VectorMap';

const GoogleMapView = lazyWithReport(() => import('./GoogleMapView'));

/** Whether this browser draws WebGL, which MapLibre needs (not jsdom, not a browser with it turned off). */
const drawsWebGl = () => typeof WebGLRenderingContext !== 'undefined' || typeof WebGL2RenderingContext !== 'undefined';

/**
 * The product's map: Google Maps when the app was built with VITE_GOOGLE_MAPS_API_KEY, otherwise
 * MapLibre GL over the configured street map; where WebGL is missing, the built-in vector map, which
 * needs neither. On the server, where no map draws, its place. All take the same props.
 */
export function MapView(props: MapProps) {
  // A page drawn on the server shows the map's place, and the browser takes it over with that same
  // place before it draws the map: never a different page to hydrate (React #418).
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!inBrowser) return <MapLoading height={props.height} />;
  if (!googleMapsApiKey && !drawsWebGl()) return <VectorMap {...withFleetAsMarkers(props)} />;
  return (
    <Suspense fallback={<MapLoading height={props.height} />}>
      {googleMapsApiKey ? <GoogleMapView {...withFleetAsMarkers(props)} /> : <MapLibreMap {...props} />}
    </Suspense>
  );
}

const noSubscription = () => () => undefined;

/** A map that draws no fleet of its own draws its vehicles as markers. */
function withFleetAsMarkers({ fleet, markers, ...props }: MapProps): MapProps {
  return fleet?.length ? { ...props, markers: [...(markers ?? []), ...fleet] } : { ...props, markers };
}
