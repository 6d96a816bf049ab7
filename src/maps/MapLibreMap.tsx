import 'maplibre-gl/dist/maplibre-gl.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { addProtocol, Map as MapLibreGl, Marker, ScaleControl, setWorkerUrl, type GeoJSONSource, type LineLayerSpecification, type LngLatBoundsLike, type Unit } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol as PmtilesProtocol } from 'pmtiles';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { useOptionalConsoleSession } from '../shell/ConsoleSessionGate';
import { loadBasemap } from './basemap';
import { addFleetLayers, bindFleet, FLEET_SOURCE, showFleet } from './fleetLayer';
import { addCornerControls } from './mapCorners';
import { MapControls } from './MapControls';
import { MapRegion } from './MapDecorations';
import { MapMarkerIcon } from './MapMarkerIcon';
import { DEFAULT_MAP_HEIGHT, FIT_PADDING, NO_MARKERS, NO_PATHS, pointZoomOf, startViewport, type MapMarker, type MapPath, type MapProps } from './mapTypes';
import { boundsKey, MAX_ZOOM, type Bounds, type Viewport } from './projection';
import { useFitTarget } from './useMapViewport';

// The worker is a file of the build, served from the portal itself (CSP worker-src 'self').
setWorkerUrl(workerUrl);
// A basemap the console serves itself (MAP_PMTILES) is one PMTiles file, read by byte ranges.
addProtocol('pmtiles', new PmtilesProtocol().tile);

/**
 * The console's zoom levels are those of web maps, whose world is 256·2^zoom pixels wide; MapLibre's
 * world is 512·2^zoom. Converted here, at the one boundary.
 */
const toGlZoom = (zoom: number) => zoom - 1;
const fromGlZoom = (zoom: number) => zoom + 1;

const PATHS_SOURCE = 'console-paths';
/** The box of a marker's element, centred on its position; wide labels and headings overflow it. */
const MARKER_BOX_PX = 28;

const asLngLat = ({ lat, lng }: { lat: number; lng: number }): [number, number] => [lng, lat];
const asBounds = ({ south, west, north, east }: Bounds): LngLatBoundsLike => [[west, south], [east, north]];

function pathFeatures(paths: MapPath[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: paths.map((path) => ({
      type: 'Feature',
      id: path.id,
      properties: { color: path.color, width: path.width ?? 4, dashed: Boolean(path.dashed) },
      geometry: { type: 'LineString', coordinates: path.points.map(asLngLat) },
    })),
  };
}

/** The paths as two line layers over the basemap, solid and dashed, coloured and sized per path. */
function addPathLayers(map: MapLibreGl): void {
  map.addSource(PATHS_SOURCE, { type: 'geojson', data: pathFeatures([]) });
  const line = { source: PATHS_SOURCE, type: 'line', layout: { 'line-join': 'round', 'line-cap': 'round' } } as const;
  const paint: LineLayerSpecification['paint'] = { 'line-color': ['get', 'color'], 'line-width': ['get', 'width'] };
  map.addLayer({ ...line, id: `${PATHS_SOURCE}-solid`, filter: ['!', ['get', 'dashed']], paint });
  map.addLayer({ ...line, id: `${PATHS_SOURCE}-dashed`, filter: ['get', 'dashed'], paint: { ...paint, 'line-dasharray': [2, 1.5] } });
}

/** One marker's element: the console's marker icon, a button when the marker does something. */
function MarkerContent({ marker }: { marker: MapMarker }) {
  const half = MARKER_BOX_PX / 2;
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key !== 'Enter' && event.key !== ' ') || !marker.onClick) return;
    event.preventDefault();
    marker.onClick();
  };
  return (
    <svg width={MARKER_BOX_PX} height={MARKER_BOX_PX} viewBox={`${-half} ${-half} ${MARKER_BOX_PX} ${MARKER_BOX_PX}`} style={{ display: 'block', overflow: 'visible' }} onClick={marker.onClick} onKeyDown={onKeyDown}>
      <MapMarkerIcon marker={marker} x={0} y={0} />
    </svg>
  );
}

/** An element per marker id, made the first time the id is shown and kept while it is. */
class MarkerElements {
  private readonly elements = new Map<string, HTMLDivElement>();

  elementFor(id: string): HTMLDivElement {
    let element = this.elements.get(id);
    if (!element) {
      element = Object.assign(document.createElement('div'), { className: 'console-marker' });
      this.elements.set(id, element);
    }
    return element;
  }

  forget(id: string): void {
    this.elements.delete(id);
  }
}

/**
 * The markers as MapLibre markers whose elements React fills: moved when their position changes; a
 * marker that takes moves (`onMove`) is dragged by the person and says where it was dropped.
 */
function useMarkerElements(map: MapLibreGl | null, markers: MapMarker[]): MarkerElements {
  const [elements] = useState(() => new MarkerElements());
  const placed = useRef(new Map<string, Marker>());
  const dropped = useEffectEvent((id: string, marker: Marker) => {
    const { lat, lng } = marker.getLngLat();
    markers.find((shown) => shown.id === id)?.onMove?.({ lat, lng });
  });
  useLayoutEffect(() => {
    if (!map) return;
    const shown = new Set(markers.map(({ id }) => id));
    for (const [id, marker] of placed.current) {
      if (shown.has(id)) continue;
      marker.remove();
      placed.current.delete(id);
      elements.forget(id);
    }
    for (const { id, position, onMove } of markers) {
      const existing = placed.current.get(id);
      if (existing) {
        existing.setLngLat(asLngLat(position)).setDraggable(Boolean(onMove));
        continue;
      }
      const marker = new Marker({ element: elements.elementFor(id), anchor: 'center', draggable: Boolean(onMove) }).setLngLat(asLngLat(position)).addTo(map);
      marker.on('dragend', () => dropped(id, marker));
      placed.current.set(id, marker);
    }
  }, [map, markers, elements]);
  // Taken off when the map goes (its element goes with it), not when it arrives.
  useEffect(() => {
    const shown = placed.current;
    return () => {
      for (const marker of shown.values()) marker.remove();
      shown.clear();
    };
  }, []);
  return elements;
}

/**
 * The console's map on MapLibre GL: the configured street map (basemap.ts) under the paths, drawn
 * as line layers, and the markers, elements the keyboard and assistive technology reach. Takes the
 * props every map takes (mapTypes.ts).
 */
export default function MapLibreMap(props: MapProps) {
  const { ariaLabel, paths = NO_PATHS, markers = NO_MARKERS, fleet = NO_MARKERS, height = DEFAULT_MAP_HEIGHT, fit = true, center, zoom, showScale = true } = props;
  const translate = useTranslate();
  const holder = useRef<HTMLDivElement>(null);
  const [start] = useState(() => startViewport(props));
  const [map, setMap] = useState<MapLibreGl | null>(null);
  const [streets, setStreets] = useState<boolean | null>(null);
  const [viewZoom, setViewZoom] = useState(start.zoom);
  const region = useRef<HTMLDivElement>(null);
  const imperial = (useOptionalConsoleSession()?.account.account.measurementSystem ?? 'us') === 'us';
  const unit: Unit = imperial ? 'imperial' : 'metric';
  const startUnit = useRef(unit);
  // What the canvas is called, kept current for the map made in an effect.
  const canvasAttributes = useRef<Record<string, string>>({});
  useEffect(() => {
    canvasAttributes.current = { role: 'application', 'aria-label': ariaLabel, 'aria-roledescription': translate('maps.map') };
    if (map) for (const [name, value] of Object.entries(canvasAttributes.current)) map.getCanvas().setAttribute(name, value);
  });
  // The scale lives and goes with the map; it follows the account's system of measurement.
  const scale = useRef<ScaleControl | null>(null);

  const settled = useEffectEvent((settledMap: MapLibreGl) => {
    const bounds = settledMap.getBounds();
    const { lat, lng } = settledMap.getCenter();
    const view: Viewport = { center: { lat, lng }, zoom: fromGlZoom(settledMap.getZoom()) };
    setViewZoom(view.zoom);
    props.onViewChange?.(view);
    props.onBoundsChange?.({ south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() });
  });

  const userMoved = useEffectEvent(() => props.onUserMove?.());
  const picked = useEffectEvent((lat: number, lng: number) => props.onPick?.({ lat, lng }));
  // The fleet's vehicles by id, as they are now, for the map's pointer handlers.
  const fleetById = useRef(new Map<string, MapMarker>());
  const fleetMarker = useEffectEvent((id: string) => fleetById.current.get(id));
  const rightToLeft = useTheme().direction === 'rtl';
  useEffect(() => {
    let created: MapLibreGl | undefined;
    let cancelled = false;
    void loadBasemap().then((basemap) => {
      if (cancelled || !holder.current) return;
      setStreets(basemap.streets);
      created = new MapLibreGl({
        container: holder.current,
        style: basemap.style,
        center: asLngLat(start.center),
        zoom: toGlZoom(start.zoom),
        attributionControl: false,
        // Symbols appear at once: faded in, every batch of a moving fleet would be drawn frame after frame.
        fadeDuration: 0,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
      });
      if (showScale) scale.current = new ScaleControl({ unit: startUnit.current, maxWidth: 100 });
      addCornerControls(created, rightToLeft, showScale ? scale.current : undefined);
      // The canvas takes the keyboard (arrows pan, +/- zoom): an application inside the map's region,
      // not a second region named "Map".
      for (const [name, value] of Object.entries(canvasAttributes.current)) created.getCanvas().setAttribute(name, value);
      created.touchZoomRotate.disableRotation();
      created.keyboard.disableRotation();
      const ready = created;
      ready.on('load', () => {
        addPathLayers(ready);
        addFleetLayers(ready);
        bindFleet(ready, fleetMarker);
        // What is drawn on the canvas has no elements to look at: the page's scripts (and its tests)
        // ask the map behind the region.
        if (region.current) Object.assign(region.current, { maplibreMap: ready });
        setMap(ready);
        settled(ready);
      });
      ready.on('moveend', () => settled(ready));
      ready.on('click', (event) => picked(event.lngLat.lat, event.lngLat.lng));
      // A move with an event behind it is the person's; the page's own (a fit, a followed vehicle) has none.
      ready.on('movestart', (event) => event.originalEvent && userMoved());
      // Tiles of the street map that fail (the network dropped, a host blocked): say so.
      ready.on('error', (event) => {
        const { sourceId } = event as { sourceId?: string };
        if (sourceId && sourceId !== PATHS_SOURCE && sourceId !== FLEET_SOURCE) setStreets(false);
      });
    });
    return () => {
      cancelled = true;
      created?.remove();
    };
  }, [start, showScale, rightToLeft]);

  useEffect(() => {
    scale.current?.setUnit(unit);
  }, [unit]);

  useEffect(() => {
    if (!map) return;
    (map.getSource(PATHS_SOURCE) as GeoJSONSource).setData(pathFeatures(paths));
    region.current?.setAttribute('data-paths', paths.map(({ id }) => id).join(' '));
  }, [map, paths]);

  const fleetShown = useRef<MapMarker[]>(NO_MARKERS);
  useEffect(() => {
    if (!map) return;
    fleetById.current = new Map(fleet.map((marker) => [marker.id, marker]));
    showFleet(map, fleet, fleetShown.current);
    fleetShown.current = fleet;
  }, [map, fleet]);

  // Fitted when the map is ready and whenever the bounds to fit change, not when only their objects are new.
  const fitTarget = useFitTarget(fit, paths, markers, fleet);
  const pointZoom = pointZoomOf(props);
  // As the vector map fits (projection.ts fitView): bounds with an extent as close as they fit, one point at the point zoom.
  const fitTo = (target: MapLibreGl, bounds: Bounds) => {
    if (target.getContainer().clientWidth === 0) return;
    if (bounds.south === bounds.north && bounds.west === bounds.east) target.jumpTo({ center: [bounds.west, bounds.south], zoom: toGlZoom(pointZoom) });
    else target.fitBounds(asBounds(bounds), { padding: FIT_PADDING, maxZoom: toGlZoom(MAX_ZOOM), animate: false });
  };
  const fitKey = fitTarget ? boundsKey(fitTarget) : null;
  const fitNow = useEffectEvent((target: MapLibreGl) => fitTarget && fitTo(target, fitTarget));
  useEffect(() => {
    if (map && fitKey) fitNow(map);
  }, [map, fitKey]);

  // A controlled view follows its props.
  const [centerLat, centerLng] = [center?.lat, center?.lng];
  useEffect(() => {
    if (!map || (centerLat === undefined && zoom === undefined)) return;
    map.jumpTo({ center: centerLat === undefined ? undefined : [centerLng!, centerLat], zoom: zoom === undefined ? undefined : toGlZoom(zoom) });
  }, [map, centerLat, centerLng, zoom]);

  const elements = useMarkerElements(map, markers);

  return (
    <MapRegion ref={region} ariaLabel={ariaLabel} height={height} data-streets={streets === null ? undefined : String(streets)}>
      {/* Sized by its own style: MapLibre's stylesheet makes its container position: relative. */}
      <Box ref={holder} style={{ width: '100%', height: '100%' }} sx={{ '& .console-marker': { cursor: 'pointer' } }} />
      {markers.map((marker) => createPortal(<MarkerContent marker={marker} />, elements.elementFor(marker.id), marker.id))}
      {map && (
        <MapControls
          zoom={viewZoom}
          onZoom={(levels) => map.easeTo({ zoom: map.getZoom() + levels, duration: 200 })}
          onFit={fitTarget ? () => {
            props.onUserMove?.();
            fitTo(map, fitTarget);
          } : null}
        />
      )}
      {streets === false && (
        <Typography
          role="note"
          variant="caption"
          sx={{ position: 'absolute', left: '50%', bottom: 8, transform: 'translateX(-50%)', px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.85)', color: '#4a5466', pointerEvents: 'none' }}
        >
          {translate('maps.streetsUnavailable')}
        </Typography>
      )}
    </MapRegion>
  );
}
