import { GoogleMap, MarkerF, PolylineF } from '@react-google-maps/api';
import Box from '@mui/material/Box';
import { memo, useEffect, useEffectEvent, useState } from 'react';
import { MapLoading } from './MapDecorations';
import { googleMapsReady, initialiseMapsScript, mapsScriptSettled } from './mapsScript';
import { MARKER_COLOR, markerShape, wideLabelWidth } from './MapMarkerIcon';
import { DEFAULT_MAP_HEIGHT, FIT_PADDING, NO_MARKERS, NO_PATHS, pointZoomOf, startViewport, type MapMarker, type MapPath, type MapProps } from './mapTypes';
import { boundsKey, fitView } from './projection';
import { useFitTarget } from './useMapViewport';
import { VectorMap } from './VectorMap';

const MAP_OPTIONS: google.maps.MapOptions = { clickableIcons: false, streetViewControl: false, mapTypeControl: false, fullscreenControl: false };

/** A pill as wide as the label, centred on the marker's position (spec 9's wide label). */
const pillPath = (width: number) => {
  const r = 9;
  const half = width / 2 - r;
  return `M ${-half} ${-r} H ${half} A ${r} ${r} 0 0 1 ${half} ${r} H ${-half} A ${r} ${r} 0 0 1 ${-half} ${-r} Z`;
};

function markerIcon(marker: MapMarker): google.maps.Symbol {
  const paint = { fillColor: marker.color ?? MARKER_COLOR, fillOpacity: 1, strokeColor: '#fff', strokeWeight: 2 };
  const shape = markerShape(marker);
  if (shape === 'heading') return { ...paint, path: google.maps.SymbolPath.FORWARD_CLOSED_ARROW, scale: 5, rotation: marker.rotation };
  if (shape === 'wide') return { ...paint, path: pillPath(wideLabelWidth(marker.label ?? '')), labelOrigin: new google.maps.Point(0, 0) };
  return { ...paint, path: google.maps.SymbolPath.CIRCLE, scale: 10 };
}

/** Dashes are drawn as repeated symbols over an invisible line: the Maps API has no dash style. */
const pathOptions = (path: MapPath): google.maps.PolylineOptions => {
  const strokeWeight = path.width ?? 4;
  if (!path.dashed) return { strokeColor: path.color, strokeWeight, strokeOpacity: 1 };
  const dash: google.maps.Symbol = { path: 'M 0,-1 0,1', strokeOpacity: 1, strokeColor: path.color, scale: strokeWeight };
  return { strokeColor: path.color, strokeWeight, strokeOpacity: 0, icons: [{ icon: dash, offset: '0', repeat: `${strokeWeight * 4}px` }] };
};

// Memoised, so that a marker or path that did not change is not handed to the Maps API again.
const GooglePath = memo(function GooglePath({ path }: { path: MapPath }) {
  return <PolylineF path={path.points} options={pathOptions(path)} />;
});

const GoogleMarker = memo(function GoogleMarker({ marker }: { marker: MapMarker }) {
  const label = marker.label && markerShape(marker) !== 'heading' ? { text: marker.label, color: '#fff', fontSize: '10px', fontWeight: '600' } : undefined;
  const { onMove } = marker;
  const dropped = onMove && ((event: google.maps.MapMouseEvent) => event.latLng && onMove(event.latLng.toJSON()));
  return <MarkerF position={marker.position} title={marker.title} icon={markerIcon(marker)} label={label} onClick={marker.onClick} draggable={Boolean(onMove)} onDragEnd={dropped} />;
});

function LoadedGoogleMap(props: MapProps) {
  const { ariaLabel, paths = NO_PATHS, markers = NO_MARKERS, height = DEFAULT_MAP_HEIGHT, fit = true, center, zoom, onViewChange, onBoundsChange } = props;
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [start] = useState(() => startViewport(props));
  const fitTarget = useFitTarget(fit, paths, markers);
  const fitKey = fitTarget ? boundsKey(fitTarget) : null;

  // The shared fit, at a whole zoom: raster tiles come in whole zoom levels.
  const fitMap = useEffectEvent((target: google.maps.Map) => {
    const element = target.getDiv();
    if (!fitTarget || !element.clientWidth) return;
    const fitted = fitView(fitTarget, { width: element.clientWidth, height: element.clientHeight }, FIT_PADDING, pointZoomOf(props));
    target.setCenter(fitted.center);
    target.setZoom(Math.floor(fitted.zoom));
  });
  useEffect(() => {
    if (map && fitKey) fitMap(map);
  }, [map, fitKey]);

  // Google's "idle" is the settled view: after a fit, a zoom, a drag.
  const reportIdle = () => {
    const bounds = map?.getBounds();
    const settledCenter = map?.getCenter();
    const settledZoom = map?.getZoom();
    if (bounds) onBoundsChange?.(bounds.toJSON());
    if (settledCenter && settledZoom !== undefined) onViewChange?.({ center: settledCenter.toJSON(), zoom: settledZoom });
  };

  return (
    <Box role="region" aria-label={ariaLabel} sx={{ height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: '100%' }}
        center={center ?? start.center}
        zoom={zoom ?? start.zoom}
        options={MAP_OPTIONS}
        onLoad={setMap}
        onUnmount={() => setMap(null)}
        onIdle={reportIdle}
        onClick={props.onPick && ((event) => event.latLng && props.onPick?.(event.latLng.toJSON()))}
      >
        {paths.map((path) => <GooglePath key={path.id} path={path} />)}
        {markers.map((marker) => <GoogleMarker key={marker.id} marker={marker} />)}
      </GoogleMap>
    </Box>
  );
}

/**
 * Google Maps with the vector map's props, loaded only when a key is configured. Its script is
 * loaded by the route before the map is shown (mapsScript.ts), or here for a map shown elsewhere.
 * Without the network, or with a key Google refuses, the built-in vector map takes its place.
 */
export default function GoogleMapView(props: MapProps) {
  const [settled, setSettled] = useState(mapsScriptSettled);
  useEffect(() => {
    if (!settled) void initialiseMapsScript().then(() => setSettled(true));
  }, [settled]);
  if (!settled) return <MapLoading height={props.height} />;
  return googleMapsReady() ? <LoadedGoogleMap {...props} /> : <VectorMap {...props} />;
}
