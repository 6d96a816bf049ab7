import { Suspense } from 'react';
import { lazyWithReport } from '../shell/global/lazyWithReport';
import { googleMapsApiKey } from './googleMapsApiKey';
import { MapLoading } from './MapDecorations';
import type { MapProps } from './mapTypes';
import { VectorMap } from './VectorMap';

const GoogleMapView = lazyWithReport(() => import('./GoogleMapView'));

/**
 * The product's map: Google Maps when the app was built with VITE_GOOGLE_MAPS_API_KEY, otherwise
 * the built-in vector map, which needs nothing from the network. Both take the same props.
 */
export function MapView(props: MapProps) {
  if (!googleMapsApiKey) return <VectorMap {...props} />;
  return (
    <Suspense fallback={<MapLoading height={props.height} />}>
      <GoogleMapView {...props} />
    </Suspense>
  );
}
