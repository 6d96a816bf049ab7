import { Popup, type ExpressionSpecification, type GeoJSONSource, type Map as MapLibreGl, type MapGeoJSONFeature, type MapLayerMouseEvent } from 'maplibre-gl';
import { MARKER_COLOR } from './MapMarkerIcon';
import type { MapMarker } from './mapTypes';

/**
 * A fleet on MapLibre's canvas: thousands of moving vehicles as one GeoJSON source and three symbol
 * layers (counted circles where vehicles crowd, heading arrows, bus-number labels), instead of an
 * element per vehicle. The source is clustered in MapLibre's worker; the pictures are drawn here, on
 * demand, the first time the map asks for one, so that no font or sprite has to be served.
 */
export const FLEET_SOURCE = 'console-fleet';
export const FLEET_LAYERS = { clusters: `${FLEET_SOURCE}-clusters`, arrows: `${FLEET_SOURCE}-arrows`, labels: `${FLEET_SOURCE}-labels` } as const;

/** Vehicles this close on screen (CSS pixels) are counted into one circle... */
const CLUSTER_RADIUS_PX = 36;
/** ...up to this MapLibre zoom (the console's 13, a few streets): closer in, every vehicle is drawn. */
const CLUSTER_MAX_GL_ZOOM = 12;
/** The pictures are drawn at twice their size, sharp on high-density screens. */
const PIXEL_RATIO = 2;
const MUTED_OPACITY = 0.45;
const ALERT_COLOR = '#d32f2f';
const LABEL_INK = '#1b2433';
const LABEL_FONT = '600 11px sans-serif';
/** The label starts this far right of the vehicle's point, beside its arrow (as MapMarkerIcon draws it). */
const LABEL_OFFSET_PX = 13;
/** An arrow pointing north, turned on the map by the vehicle's heading (MapMarkerIcon's). */
const ARROW_PATH = 'M0,-12 L8,9 L0,4 L-8,9 Z';
const ARROW_BOX_PX = 28;

const IMAGE = { arrow: 'fleet-arrow:', label: 'fleet-label:', cluster: 'fleet-cluster:' } as const;

/** Which vehicles are drawn over which: those needing attention on top, stale ones underneath. */
const layerRank = (marker: MapMarker) => (marker.alert ? 2 : marker.muted ? 0 : 1);

/** The fleet as the source's features. */
export function fleetFeatures(markers: MapMarker[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: markers.map((marker) => ({
      type: 'Feature',
      properties: {
        id: marker.id,
        label: marker.label ?? '',
        color: marker.color ?? MARKER_COLOR,
        heading: marker.rotation ?? 0,
        muted: Boolean(marker.muted),
        alert: marker.alert ? 1 : 0,
        rank: layerRank(marker),
      },
      geometry: { type: 'Point', coordinates: [marker.position.lng, marker.position.lat] },
    })),
  };
}

const opacity: ExpressionSpecification = ['case', ['get', 'muted'], MUTED_OPACITY, 1];
const vehicle: ExpressionSpecification = ['!', ['has', 'point_count']];

export function addFleetLayers(map: MapLibreGl): void {
  map.addSource(FLEET_SOURCE, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    cluster: true,
    clusterRadius: CLUSTER_RADIUS_PX,
    clusterMaxZoom: CLUSTER_MAX_GL_ZOOM,
    clusterProperties: { alerts: ['+', ['get', 'alert']] },
  });
  const always = { 'icon-allow-overlap': true, 'icon-ignore-placement': true } as const;
  map.addLayer({
    id: FLEET_LAYERS.arrows, type: 'symbol', source: FLEET_SOURCE, filter: vehicle,
    layout: { ...always, 'icon-image': ['concat', IMAGE.arrow, ['get', 'color']], 'icon-rotate': ['get', 'heading'], 'icon-rotation-alignment': 'map', 'symbol-sort-key': ['get', 'rank'] },
    paint: { 'icon-opacity': opacity },
  });
  map.addLayer({
    id: FLEET_LAYERS.labels, type: 'symbol', source: FLEET_SOURCE, filter: ['all', vehicle, ['!=', ['get', 'label'], '']],
    layout: { ...always, 'icon-image': ['concat', IMAGE.label, ['get', 'label']], 'icon-anchor': 'left', 'icon-offset': [LABEL_OFFSET_PX, 0], 'symbol-sort-key': ['get', 'rank'] },
    paint: { 'icon-opacity': opacity },
  });
  map.addLayer({
    id: FLEET_LAYERS.clusters, type: 'symbol', source: FLEET_SOURCE, filter: ['has', 'point_count'],
    layout: { ...always, 'icon-image': ['concat', IMAGE.cluster, ['get', 'point_count'], ':', ['case', ['>', ['get', 'alerts'], 0], 'alert', 'plain']] },
  });
}

/** Whether two fleets would be drawn alike (a title or a click aside): the same vehicles, where and as they were. */
function drawnAlike(before: MapMarker[], after: MapMarker[]): boolean {
  return before.length === after.length && before.every((marker, index) => {
    const other = after[index];
    return marker.id === other.id && marker.position.lat === other.position.lat && marker.position.lng === other.position.lng
      && marker.rotation === other.rotation && marker.label === other.label && marker.color === other.color
      && marker.muted === other.muted && marker.alert === other.alert;
  });
}

/**
 * Gives the map the fleet to draw, unless it would draw it as it already does: a page that renders
 * again (a clock ticking in a list) does not make the map cut its tiles and draw its frames again.
 */
export function showFleet(map: MapLibreGl, markers: MapMarker[], shown: MapMarker[]): void {
  if (drawnAlike(shown, markers)) return;
  (map.getSource(FLEET_SOURCE) as GeoJSONSource).setData(fleetFeatures(markers));
}

function canvas(width: number, height: number): CanvasRenderingContext2D {
  const context = Object.assign(document.createElement('canvas'), { width: Math.ceil(width * PIXEL_RATIO), height: Math.ceil(height * PIXEL_RATIO) }).getContext('2d')!;
  context.scale(PIXEL_RATIO, PIXEL_RATIO);
  return context;
}

const pixels = (context: CanvasRenderingContext2D) => context.getImageData(0, 0, context.canvas.width, context.canvas.height);

function arrowImage(color: string): ImageData {
  const context = canvas(ARROW_BOX_PX, ARROW_BOX_PX);
  context.translate(ARROW_BOX_PX / 2, ARROW_BOX_PX / 2);
  const arrow = new Path2D(ARROW_PATH);
  Object.assign(context, { fillStyle: color, strokeStyle: '#fff', lineWidth: 2, lineJoin: 'round' });
  context.fill(arrow);
  context.stroke(arrow);
  return pixels(context);
}

/** A bus number, dark on a white halo, readable over any street or path. */
function labelImage(text: string): ImageData {
  const measure = canvas(1, 1);
  measure.font = LABEL_FONT;
  const width = measure.measureText(text).width + 6;
  const context = canvas(width, 18);
  Object.assign(context, { font: LABEL_FONT, textBaseline: 'middle', lineWidth: 3, strokeStyle: '#fff', fillStyle: LABEL_INK, lineJoin: 'round' });
  context.strokeText(text, 3, 9);
  context.fillText(text, 3, 9);
  return pixels(context);
}

/** A counted circle, larger for more vehicles, red-ringed when one of them needs attention. */
function clusterImage(count: string, alert: boolean): ImageData {
  const radius = 12 + Math.min(8, 2 * (count.length - 1));
  const size = 2 * radius + 4;
  const context = canvas(size, size);
  context.beginPath();
  context.arc(size / 2, size / 2, radius, 0, 2 * Math.PI);
  Object.assign(context, { fillStyle: MARKER_COLOR, strokeStyle: alert ? ALERT_COLOR : '#fff', lineWidth: alert ? 4 : 2 });
  context.fill();
  context.stroke();
  Object.assign(context, { font: '700 11px sans-serif', textAlign: 'center', textBaseline: 'middle', fillStyle: '#fff' });
  context.fillText(count, size / 2, size / 2 + 0.5);
  return pixels(context);
}

function fleetImage(id: string): ImageData | undefined {
  if (id.startsWith(IMAGE.arrow)) return arrowImage(id.slice(IMAGE.arrow.length));
  if (id.startsWith(IMAGE.label)) return labelImage(id.slice(IMAGE.label.length));
  if (id.startsWith(IMAGE.cluster)) {
    const [count, kind] = id.slice(IMAGE.cluster.length).split(':');
    return clusterImage(count, kind === 'alert');
  }
  return undefined;
}

/**
 * What the fleet does under the pointer: a vehicle shows its title and, clicked, does what its
 * marker does (`markerOf` finds it by id, as it is now); a counted circle, clicked, zooms in until
 * its vehicles part.
 */
export function bindFleet(map: MapLibreGl, markerOf: (id: string) => MapMarker | undefined): void {
  map.on('styleimagemissing', ({ id }) => {
    const image = fleetImage(id);
    if (image && !map.hasImage(id)) map.addImage(id, image, { pixelRatio: PIXEL_RATIO });
  });
  const popup = new Popup({ closeButton: false, closeOnClick: false, offset: 14, className: 'console-map-title' });
  const markerAt = (event: MapLayerMouseEvent) => markerOf(String((event.features?.[0] as MapGeoJSONFeature | undefined)?.properties.id));
  for (const layer of [FLEET_LAYERS.arrows, FLEET_LAYERS.labels]) {
    map.on('mousemove', layer, (event) => {
      const marker = markerAt(event);
      map.getCanvas().style.cursor = marker?.onClick ? 'pointer' : '';
      if (marker?.title) popup.setLngLat(marker.position).setText(marker.title).addTo(map);
    });
    map.on('mouseleave', layer, () => {
      map.getCanvas().style.cursor = '';
      popup.remove();
    });
    map.on('click', layer, (event) => markerAt(event)?.onClick?.());
  }
  map.on('mouseenter', FLEET_LAYERS.clusters, () => void (map.getCanvas().style.cursor = 'pointer'));
  map.on('mouseleave', FLEET_LAYERS.clusters, () => void (map.getCanvas().style.cursor = ''));
  map.on('click', FLEET_LAYERS.clusters, (event) => {
    const cluster = event.features?.[0];
    if (!cluster) return;
    const center = (cluster.geometry as GeoJSON.Point).coordinates as [number, number];
    void (map.getSource(FLEET_SOURCE) as GeoJSONSource).getClusterExpansionZoom(cluster.properties.cluster_id as number)
      .then((zoom) => map.easeTo({ center, zoom }));
  });
}
