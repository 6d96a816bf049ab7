import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import GeoJsonVt from 'geojson-vt';
import { zxyToTileId } from 'pmtiles';
import vtPbf from 'vt-pbf';

/** Sacramento, the first of the demo's cities: the extract covers it. */
const CITY = { lat: 38.5816, lng: -121.4944 };
const HALF_SIZE_DEG = 0.3;
const MAX_ZOOM = 12;
/** The label the extract's one place carries, drawn from the console's own fonts. */
export const PLACE_NAME = 'Testville';

type Feature = GeoJSON.Feature;

/** A state extract in miniature, in the Protomaps basemap's layers: land, a lake, roads every few blocks, one town. */
function extractLayers(): Record<string, Feature[]> {
  const [south, north, west, east] = [CITY.lat - HALF_SIZE_DEG, CITY.lat + HALF_SIZE_DEG, CITY.lng - HALF_SIZE_DEG, CITY.lng + HALF_SIZE_DEG];
  const square = (s: number, w: number, n: number, e: number): GeoJSON.Polygon => ({ type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] });
  const roads: Feature[] = [];
  for (let offset = -HALF_SIZE_DEG, index = 0; offset <= HALF_SIZE_DEG; offset += 0.004, index += 1) {
    const kind = index % 5 === 0 ? 'major_road' : 'minor_road';
    roads.push({ type: 'Feature', properties: { kind }, geometry: { type: 'LineString', coordinates: [[west, CITY.lat + offset], [east, CITY.lat + offset]] } });
    roads.push({ type: 'Feature', properties: { kind }, geometry: { type: 'LineString', coordinates: [[CITY.lng + offset, south], [CITY.lng + offset, north]] } });
  }
  return {
    earth: [{ type: 'Feature', properties: { kind: 'earth' }, geometry: square(south, west, north, east) }],
    water: [{ type: 'Feature', properties: { kind: 'lake' }, geometry: square(CITY.lat + 0.01, CITY.lng + 0.01, CITY.lat + 0.02, CITY.lng + 0.03) }],
    roads,
    places: [{ type: 'Feature', properties: { kind: 'locality', name: PLACE_NAME, min_zoom: 4, population_rank: 12 }, geometry: { type: 'Point', coordinates: [CITY.lng, CITY.lat] } }],
  };
}

function varint(value: number, out: number[]): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
}

/** A PMTiles v3 directory (uncompressed): its entries' tile ids as deltas, run lengths, lengths, then offsets. */
function directory(entries: { tileId: number; offset: number; length: number }[]): Buffer {
  const out: number[] = [];
  varint(entries.length, out);
  entries.forEach((entry, index) => varint(entry.tileId - (index ? entries[index - 1].tileId : 0), out));
  for (const _entry of entries) varint(1, out);
  for (const entry of entries) varint(entry.length, out);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    varint(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1, out);
  });
  return Buffer.from(out);
}

/**
 * Writes the miniature extract as a PMTiles v3 file, as a district's basemap would be (MAP_PMTILES):
 * vector tiles cut by geojson-vt from zoom 0 to 12, a single root directory, nothing compressed.
 * Returns the file's path, in a temporary folder.
 */
export function writePmtilesBasemap(): string {
  const indexes = Object.fromEntries(Object.entries(extractLayers()).map(([name, features]) => [
    name, new GeoJsonVt({ type: 'FeatureCollection', features }, { maxZoom: MAX_ZOOM, indexMaxZoom: MAX_ZOOM, buffer: 64 }),
  ]));
  const tiles: { tileId: number; data: Buffer }[] = [];
  for (let z = 0; z <= MAX_ZOOM; z++) {
    const span = 2 ** z;
    const tileOf = (lng: number, lat: number) => {
      const x = Math.floor(((lng + 180) / 360) * span);
      const radians = (lat * Math.PI) / 180;
      const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * span);
      return { x, y };
    };
    const [northWest, southEast] = [tileOf(CITY.lng - HALF_SIZE_DEG, CITY.lat + HALF_SIZE_DEG), tileOf(CITY.lng + HALF_SIZE_DEG, CITY.lat - HALF_SIZE_DEG)];
    for (let x = northWest.x; x <= southEast.x; x++) {
      for (let y = northWest.y; y <= southEast.y; y++) {
        const layers = Object.fromEntries(Object.entries(indexes).flatMap(([name, index]) => {
          const tile = index.getTile(z, x, y);
          return tile ? [[name, tile]] : [];
        }));
        if (Object.keys(layers).length) tiles.push({ tileId: zxyToTileId(z, x, y), data: Buffer.from(vtPbf.fromGeojsonVt(layers, { version: 2 })) });
      }
    }
  }
  tiles.sort((a, b) => a.tileId - b.tileId);
  let offset = 0;
  const entries = tiles.map(({ tileId, data }) => {
    const entry = { tileId, offset, length: data.length };
    offset += data.length;
    return entry;
  });
  const root = directory(entries);
  const metadata = Buffer.from(JSON.stringify({ name: 'Miniature extract', vector_layers: ['earth', 'water', 'roads', 'places'].map((id) => ({ id, fields: {} })) }));
  const tileData = Buffer.concat(tiles.map(({ data }) => data));

  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const sections = [[127, root.length], [127 + root.length, metadata.length], [127 + root.length + metadata.length, 0], [127 + root.length + metadata.length, tileData.length]];
  sections.forEach(([at, length], index) => {
    header.writeBigUInt64LE(BigInt(at), 8 + index * 16);
    header.writeBigUInt64LE(BigInt(length), 16 + index * 16);
  });
  for (const [at, count] of [[72, tiles.length], [80, tiles.length], [88, tiles.length]]) header.writeBigUInt64LE(BigInt(count), at);
  // Clustered, internal compression none (1), tile compression none (1), vector tiles (1), zooms 0 to 12.
  for (const [at, value] of [[96, 1], [97, 1], [98, 1], [99, 1], [100, 0], [101, MAX_ZOOM]]) header.writeUInt8(value, at);
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  header.writeInt32LE(e7(CITY.lng - HALF_SIZE_DEG), 102);
  header.writeInt32LE(e7(CITY.lat - HALF_SIZE_DEG), 106);
  header.writeInt32LE(e7(CITY.lng + HALF_SIZE_DEG), 110);
  header.writeInt32LE(e7(CITY.lat + HALF_SIZE_DEG), 114);
  header.writeUInt8(10, 118);
  header.writeInt32LE(e7(CITY.lng), 119);
  header.writeInt32LE(e7(CITY.lat), 123);

  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'console-pmtiles-')), 'extract.pmtiles');
  fs.writeFileSync(file, Buffer.concat([header, root, metadata, tileData]));
  return file;
}
