import http from 'node:http';
import type { AddressInfo } from 'node:net';
import GeoJsonVt from 'geojson-vt';
import vtPbf from 'vt-pbf';

/** The demo's three cities (server/db/seed/operation.ts): the streets cover them. */
const CITIES = [{ lat: 38.5816, lng: -121.4944 }, { lat: 30.2672, lng: -97.7431 }, { lat: 39.7392, lng: -104.9903 }];
const STREET_SPACING_DEG = 0.004;
const CITY_HALF_SIZE_DEG = 0.3;

/** The colours the style paints, for a test to look for in the drawn map. */
export const STREET_COLORS = { land: [242, 239, 233], street: [255, 255, 255], park: [200, 230, 201] } as const;
const hex = ([r, g, b]: readonly number[]) => `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;

type Feature = GeoJSON.Feature<GeoJSON.LineString | GeoJSON.Polygon>;

/** A street every STREET_SPACING_DEG each way across each city, and a park in each. */
function streetFeatures(): { streets: Feature[]; parks: Feature[] } {
  const streets: Feature[] = [];
  const parks: Feature[] = [];
  for (const { lat, lng } of CITIES) {
    const [south, north, west, east] = [lat - CITY_HALF_SIZE_DEG, lat + CITY_HALF_SIZE_DEG, lng - CITY_HALF_SIZE_DEG, lng + CITY_HALF_SIZE_DEG];
    for (let offset = -CITY_HALF_SIZE_DEG; offset <= CITY_HALF_SIZE_DEG; offset += STREET_SPACING_DEG) {
      streets.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[west, lat + offset], [east, lat + offset]] } });
      streets.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[lng + offset, south], [lng + offset, north]] } });
    }
    const park = [[lng, lat], [lng + 0.01, lat], [lng + 0.01, lat + 0.008], [lng, lat + 0.008], [lng, lat]];
    parks.push({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [park] } });
  }
  return { streets, parks };
}

export interface StreetMapServer {
  styleUrl: string;
  origin: string;
  /** The paths asked for so far: the style, tiles. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A street map on loopback, as a basemap host serves one: a MapLibre style and the vector tiles it
 * names, cut on request from generated streets and parks around the demo's cities. Tests point
 * MAP_STYLE_URL at it; nothing is fetched from the internet.
 */
export async function startStreetMapServer(): Promise<StreetMapServer> {
  const { streets, parks } = streetFeatures();
  const options = { maxZoom: 14, indexMaxZoom: 5, buffer: 64 };
  const layers = {
    streets: new GeoJsonVt({ type: 'FeatureCollection', features: streets }, options),
    parks: new GeoJsonVt({ type: 'FeatureCollection', features: parks }, options),
  };
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://loopback');
    requests.push(pathname);
    // The console's page is on another loopback port: a real basemap host answers cross-origin too.
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (pathname === '/style.json') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(style(origin)));
      return;
    }
    const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(pathname);
    if (!tile) {
      response.statusCode = 404;
      response.end();
      return;
    }
    const [z, x, y] = tile.slice(1).map(Number);
    const cut = Object.fromEntries(Object.entries(layers).map(([name, index]) => [name, index.getTile(z, x, y) ?? { features: [] }]));
    response.setHeader('Content-Type', 'application/x-protobuf');
    response.end(Buffer.from(vtPbf.fromGeojsonVt(cut as Parameters<typeof vtPbf.fromGeojsonVt>[0], { version: 2 })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    styleUrl: `${origin}/style.json`,
    origin,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function style(origin: string) {
  return {
    version: 8,
    name: 'Loopback streets',
    sources: { streets: { type: 'vector', tiles: [`${origin}/tiles/{z}/{x}/{y}.pbf`], minzoom: 0, maxzoom: 14, attribution: 'Loopback streets' } },
    layers: [
      { id: 'land', type: 'background', paint: { 'background-color': hex(STREET_COLORS.land) } },
      { id: 'parks', type: 'fill', source: 'streets', 'source-layer': 'parks', paint: { 'fill-color': hex(STREET_COLORS.park) } },
      { id: 'streets', type: 'line', source: 'streets', 'source-layer': 'streets', paint: { 'line-color': hex(STREET_COLORS.street), 'line-width': 3 } },
    ],
  };
}
