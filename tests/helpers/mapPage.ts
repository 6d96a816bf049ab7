import type { Locator, Page } from 'playwright-core';

/** A vehicle of a map's fleet as drawn on its canvas: its marker id, bus-number label and point on the page. */
export interface DrawnVehicle {
  id: string;
  label: string;
  x: number;
  y: number;
}

export interface DrawnFleet {
  vehicles: DrawnVehicle[];
  /** The counted circles where vehicles crowd, each with its count and point on the page. */
  clusters: { count: number; x: number; y: number }[];
}

/**
 * What a MapLibre map (`region`, the map's region) draws of its fleet now: the vehicles drawn one by
 * one and the counted circles, asked of the map behind the region (MapLibreMap.tsx), as the canvas
 * has no elements to look at.
 */
export const drawnFleet = (region: Locator): Promise<DrawnFleet> => region.evaluate((element) => {
  type Feature = { properties: Record<string, unknown>; geometry: { coordinates: [number, number] } };
  const map = (element as unknown as { maplibreMap?: {
    queryRenderedFeatures(options: { layers: string[] }): Feature[];
    project(lngLat: [number, number]): { x: number; y: number };
    getCanvas(): HTMLCanvasElement;
  } }).maplibreMap;
  if (!map) return { vehicles: [], clusters: [] };
  const box = map.getCanvas().getBoundingClientRect();
  const onPage = (feature: Feature) => {
    const { x, y } = map.project(feature.geometry.coordinates);
    return { x: Math.round(box.x + x), y: Math.round(box.y + y) };
  };
  // A point near a tile's edge is returned by each tile it touches: once is enough.
  const vehicles = new Map<string, { id: string; label: string; x: number; y: number }>();
  for (const feature of map.queryRenderedFeatures({ layers: ['console-fleet-arrows'] })) {
    const id = String(feature.properties.id);
    vehicles.set(id, { id, label: String(feature.properties.label), ...onPage(feature) });
  }
  const clusters = new Map<number, { count: number; x: number; y: number }>();
  for (const feature of map.queryRenderedFeatures({ layers: ['console-fleet-clusters'] })) {
    clusters.set(Number(feature.properties.cluster_id), { count: Number(feature.properties.point_count), ...onPage(feature) });
  }
  return { vehicles: [...vehicles.values()], clusters: [...clusters.values()] };
});

/** How many vehicles the map draws, one by one or counted in circles. */
export const drawnVehicleCount = ({ vehicles, clusters }: DrawnFleet) => vehicles.length + clusters.reduce((sum, { count }) => sum + count, 0);

/**
 * Where each vehicle of the map's fleet is now, by marker id (`lat,lng`): what the map was last
 * given to draw, whether it draws the vehicle alone or counted in a circle.
 */
export const fleetPositions = (region: Locator): Promise<Record<string, string>> => region.evaluate(async (element) => {
  const map = (element as unknown as { maplibreMap?: { getSource(id: string): { getData(): Promise<GeoJSON.FeatureCollection> } } }).maplibreMap;
  if (!map) return {};
  const { features } = await map.getSource('console-fleet').getData();
  return Object.fromEntries(features.map((feature) => [String(feature.properties!.id), (feature.geometry as GeoJSON.Point).coordinates.slice().reverse().join(',')]));
});

/**
 * How far, in pixels, the map's centre is from where the vehicle labelled `label` was last placed
 * (Infinity when the map was given no such vehicle): what the map was told, not what it has drawn
 * yet, which lags a moment on a busy machine while a worker cuts the map's data.
 */
export const offCentre = (region: Locator, label: string): Promise<number> => region.evaluate(async (element, wanted) => {
  type Point = { x: number; y: number };
  const map = (element as unknown as { maplibreMap?: {
    getCenter(): { lng: number; lat: number };
    project(lngLat: [number, number] | { lng: number; lat: number }): Point;
    getSource(id: string): { getData(): Promise<GeoJSON.FeatureCollection> };
  } }).maplibreMap;
  const placed = map && (await map.getSource('console-fleet').getData()).features.find((feature) => feature.properties!.label === wanted);
  if (!map || !placed) return Infinity;
  const [centre, spot] = [map.project(map.getCenter()), map.project((placed.geometry as GeoJSON.Point).coordinates as [number, number])];
  return Math.hypot(spot.x - centre.x, spot.y - centre.y);
}, label);

/** Waits until the map draws at least `count` vehicles, alone or counted. */
export async function waitForDrawnVehicles(page: Page, region: Locator, count: number, timeoutMs = 30_000): Promise<DrawnFleet> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fleet = await drawnFleet(region);
    if (drawnVehicleCount(fleet) >= count) return fleet;
    if (Date.now() > deadline) throw new Error(`The map drew ${drawnVehicleCount(fleet)} vehicles, not ${count}, within ${timeoutMs} ms`);
    await page.waitForTimeout(250);
  }
}

/** The map's scale as read and drawn: its text and its width, which change with the zoom. */
export const mapScaleReading = (page: Page) => page.locator('.maplibregl-ctrl-scale').evaluate((scale) => `${scale.textContent} ${Math.round(scale.getBoundingClientRect().width)}px`);
