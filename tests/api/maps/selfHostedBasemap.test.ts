import fs from 'node:fs';
import { ConfigError, loadConfig } from '../../../server/config';
import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { writePmtilesBasemap } from '../../helpers/pmtilesBasemap';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

interface Style {
  sources: Record<string, { type: string; url: string; attribution: string }>;
  'font-faces': Record<string, { url: string; 'unicode-range': string[] }[]>;
  layers: { id: string; type: string; layout?: Record<string, unknown> }[];
}

/**
 * Issue 25: a basemap the console serves itself (MAP_PMTILES) for districts that allow no
 * third-party map service — its style, the file by byte ranges, the label fonts — to signed-in users.
 */
describe('a self-hosted basemap (MAP_PMTILES)', () => {
  let file: string;
  let server: TestServer;
  let withoutBasemap: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    file = writePmtilesBasemap();
    [server, withoutBasemap] = await Promise.all([
      startTestServer({ role: 'admin', env: { MAP_PMTILES: file, MAP_STYLE_URL: 'https://tiles.example.org/style.json' } }),
      startTestServer({ role: 'admin' }),
    ]);
    admin = await signedIn(server.url, 'admin@example.com');
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), withoutBasemap?.stop()]);
  });

  it('gives the maps its own style: Protomaps layers over the file, labels from its own fonts, no sprite, no other host', async () => {
    expect(loadConfig({ MAP_PMTILES: file, MAP_STYLE_URL: 'https://tiles.example.org/style.json' }).maps).toEqual({ styleUrl: '/api/map/style.json', hosts: [], pmtilesFile: file });
    const page = await fetch(`${server.url}/login`);
    expect(await page.text()).toContain('"mapStyleUrl":"/api/map/style.json"');
    expect(page.headers.get('content-security-policy')).not.toContain('tiles.example.org');

    const { status, body: style } = await admin.get<Style>('/api/map/style.json');
    expect(status).toBe(200);
    expect(style.sources.protomaps).toMatchObject({ type: 'vector', url: 'pmtiles:///api/map/basemap.pmtiles', attribution: expect.stringContaining('OpenStreetMap') });
    expect(Object.keys(style['font-faces']).sort()).toEqual(['Noto Sans Devanagari Regular v1', 'Noto Sans Italic', 'Noto Sans Medium', 'Noto Sans Regular']);
    const latin = style['font-faces']['Noto Sans Regular'].find((face) => face.url.endsWith('/noto-sans-latin-400-normal.woff2'))!;
    expect(latin['unicode-range']).toContain('U+0000-00FF');
    expect(style.layers.map(({ id }) => id)).toEqual(expect.arrayContaining(['earth', 'water', 'roads_major', 'places_locality']));
    expect(style.layers.filter(({ layout }) => layout?.['icon-image'])).toEqual([]);
    expect(style.layers.map(({ id }) => id)).not.toContain('roads_oneway');

    const font = await admin.download(latin.url);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.body.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('serves the file by byte ranges, as the map reads it, and the whole of it to a plain GET', async () => {
    const bytes = fs.readFileSync(file);
    const header = await admin.download('/api/map/basemap.pmtiles', { range: 'bytes=0-126' });
    expect(header.status).toBe(206);
    expect(header.headers.get('content-range')).toBe(`bytes 0-126/${bytes.length}`);
    expect(header.headers.get('accept-ranges')).toBe('bytes');
    expect(header.body.equals(bytes.subarray(0, 127))).toBe(true);
    expect(header.body.subarray(0, 7).toString('ascii')).toBe('PMTiles');

    const middle = await admin.download('/api/map/basemap.pmtiles', { range: 'bytes=1000-1999' });
    expect(middle.body.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await admin.download('/api/map/basemap.pmtiles', { range: 'bytes=-16' });
    expect(tail.body.equals(bytes.subarray(bytes.length - 16))).toBe(true);
    const whole = await admin.download('/api/map/basemap.pmtiles');
    expect(whole.status).toBe(200);
    expect(whole.body.equals(bytes)).toBe(true);
    expect(whole.headers.get('etag')).toBe(header.headers.get('etag'));
  });

  it('refuses a range it cannot serve with 416 and a reason, and strangers, stray names and a console without a basemap with 401 and 404', async () => {
    for (const range of [`bytes=${fs.statSync(file).size}-`, 'bytes=5-2', 'bytes=0-10,20-30', 'lines=1-2', 'bytes=-']) {
      const refused = await admin.get<{ message: string }>('/api/map/basemap.pmtiles', { range });
      expect([range, refused.status, refused.body.message]).toEqual([range, 416, 'This range of the basemap cannot be served: ask for one range of bytes within the file.']);
    }
    for (const path of ['/api/map/style.json', '/api/map/basemap.pmtiles', '/api/map/fonts/noto-sans-latin-400-normal.woff2']) {
      expect([path, (await fetch(`${server.url}${path}`)).status]).toEqual([path, 401]);
    }
    for (const path of ['/api/map/fonts/..%2F..%2Fpackage.json', '/api/map/fonts/noto-sans-klingon-400-normal.woff2', '/api/map/fonts/secret.txt']) {
      expect([path, (await admin.get(path)).status]).toEqual([path, 404]);
    }
    const elsewhere = await signedIn(withoutBasemap.url, 'admin@example.com');
    for (const path of ['/api/map/style.json', '/api/map/basemap.pmtiles', '/api/map/fonts/noto-sans-latin-400-normal.woff2']) {
      expect([path, (await elsewhere.get(path)).status]).toEqual([path, 404]);
    }
  });

  it('will not start on a file that is not there', () => {
    expect(() => loadConfig({ MAP_PMTILES: '/nowhere/extract.pmtiles' })).toThrow(new ConfigError('MAP_PMTILES names no file (/nowhere/extract.pmtiles).'));
  });
});
