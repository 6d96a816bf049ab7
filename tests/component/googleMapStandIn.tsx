import type { ReactNode } from 'react';

/**
 * Google's script cannot load here: the tests that build the map with a key replace
 * `@react-google-maps/api` with these stand-ins, which show what the map was given.
 */
export const googleMapsLibraryStandIn = {
  GoogleMap: ({ center, zoom, children }: { center: unknown; zoom: number; children: ReactNode }) => (
    <div data-testid="google-map" data-center={JSON.stringify(center)} data-zoom={zoom}>{children}</div>
  ),
  PolylineF: ({ path }: { path: unknown[] }) => <span data-testid="google-path" data-points={path.length} />,
  MarkerF: ({ label, icon }: { label?: { text: string }; icon: { rotation?: number } }) => (
    <span data-testid="google-marker" data-label={label?.text ?? ''} data-rotation={icon.rotation ?? ''} />
  ),
};

export const googleMapTestProps = {
  ariaLabel: 'Test map', fit: false, defaultCenter: { lat: 41.87, lng: -87.65 }, defaultZoom: 12,
  paths: [{ id: 'route', color: '#333', points: [{ lat: 41.85, lng: -87.7 }, { lat: 41.9, lng: -87.6 }] }],
  markers: [{ id: 'stop', position: { lat: 41.87, lng: -87.65 }, label: '1' }, { id: 'bus', position: { lat: 41.88, lng: -87.64 }, label: '12', rotation: 45 }],
};

/** The globals the map's markers read once Google's script is here. */
export const defineGoogleMapsGlobals = () =>
  Object.assign(globalThis, { google: { maps: { SymbolPath: { CIRCLE: 0, FORWARD_CLOSED_ARROW: 1 }, Point: class {} } } });
