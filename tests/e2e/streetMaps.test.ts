import type { Browser, Locator, Page } from 'playwright-core';
import { namedFlavor } from '@protomaps/basemaps';
import { PNG } from 'pngjs';
import { browserRequirement, keepScreenshot, launchBrowser } from '../helpers/browser';
import { consoleUrl, signedInPage, type ConsoleBed } from '../helpers/consoleSignIn';
import { eventually, eventuallyAsync } from '../helpers/liveClient';
import { freePort } from '../helpers/oidcProvider';
import { describeWhen } from '../helpers/requirements';
import { writePmtilesBasemap } from '../helpers/pmtilesBasemap';
import { startStreetMapServer, STREET_COLORS, type StreetMapServer } from '../helpers/streetMapServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

const ADMIN = 'admin@example.com';
/** PathMap's colour for a run's path. */
const PATH_COLOR = [0x15, 0x65, 0xc0] as const;

const hexColor = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** How many pixels of the element's picture are within a few steps of each colour. */
async function pixelsOf(element: Locator, colors: Record<string, readonly number[]>): Promise<Record<string, number>> {
  const picture = PNG.sync.read(await element.screenshot());
  const counts = Object.fromEntries(Object.keys(colors).map((name) => [name, 0]));
  for (let offset = 0; offset < picture.data.length; offset += 4) {
    for (const [name, [r, g, b]] of Object.entries(colors)) {
      if (Math.abs(picture.data[offset] - r) + Math.abs(picture.data[offset + 1] - g) + Math.abs(picture.data[offset + 2] - b) <= 12) counts[name] += 1;
    }
  }
  return counts;
}

/**
 * Issue 25: every map draws on MapLibre GL over the configured street map (MAP_STYLE_URL), here one
 * served from loopback; and when the street map cannot be reached, on plain ground with a notice,
 * its paths and markers still there.
 */
describeWhen(browserRequirement, 'street maps under the console\'s maps, in Chromium', () => {
  let streets: StreetMapServer;
  let withStreets: TestServer;
  let unreachable: TestServer;
  let selfHosted: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    streets = await startStreetMapServer();
    const closedPort = await freePort();
    [withStreets, unreachable, selfHosted, browser] = await Promise.all([
      startTestServer({ role: 'admin', env: { MAP_STYLE_URL: streets.styleUrl } }),
      startTestServer({ role: 'admin', env: { MAP_STYLE_URL: `http://127.0.0.1:${closedPort}/style.json` } }),
      startTestServer({ role: 'admin', env: { MAP_PMTILES: writePmtilesBasemap() } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([withStreets?.stop(), unreachable?.stop(), selfHosted?.stop(), streets?.close()]);
  });
  const bedOf = (server: TestServer): ConsoleBed => ({ server: { urlOf: () => server.url }, browser });

  /** A run's page with its path drawn; `watch` sees the page before it opens. */
  const runPage = async (server: TestServer, watch?: (page: Page) => void) => {
    const run = await server.running.database.db.selectFrom('routes').select('id').where('polyline', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const bed = bedOf(server);
    const page = await signedInPage(bed, ADMIN);
    watch?.(page);
    await page.goto(consoleUrl(bed, ADMIN, `/routes/${run.id}/show`));
    const map = page.getByRole('region', { name: 'The path on a map' });
    await map.and(page.locator('[data-paths="path"]')).waitFor();
    return { page, map };
  };

  it('draws a run\'s path over streets from the configured style and its tiles', async () => {
    const { page, map } = await runPage(withStreets);
    await map.and(page.locator('[data-streets="true"]')).waitFor();
    await page.waitForFunction(() => document.querySelector('.maplibregl-canvas') !== null);
    // The tiles asked for, then drawn: land, streets and the path all in the picture.
    await eventually(() => streets.requests.some((path) => path.startsWith('/tiles/')), 'the street tiles asked for', 20_000);
    expect(streets.requests).toContain('/style.json');
    let seen = {};
    await eventuallyAsync(async () => {
      const { land, street, path } = seen = await pixelsOf(map, { ...STREET_COLORS, path: PATH_COLOR });
      return land > 2_000 && street > 2_000 && path > 200;
    }, 'land, streets and the path drawn', 20_000).catch((error: Error) => {
      throw new Error(`${error.message}: ${JSON.stringify(seen)}`);
    });
    await map.getByText('Loopback streets').first().waitFor({ state: 'attached' });
    expect(await map.getByRole('note').count()).toBe(0);
    await keepScreenshot(page, 'street-map-run-page');
    await page.context().close();
  });

  it('draws from a basemap file the console serves itself (MAP_PMTILES): land, water and roads read by byte ranges, place names in its own fonts', async () => {
    const answered: { path: string; status: number }[] = [];
    const { page, map } = await runPage(selfHosted, (opening) => opening.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/map/')) answered.push({ path: pathname, status: response.status() });
    }));
    await map.and(page.locator('[data-streets="true"]')).waitFor();
    // Over the extract's town, where its name is drawn.
    await map.evaluate((region) => (region as unknown as { maplibreMap: { jumpTo(view: object): void } }).maplibreMap.jumpTo({ center: [-121.4944, 38.5816], zoom: 10 }));
    const { earth, water, major } = namedFlavor('light');
    let seen = {};
    await eventuallyAsync(async () => {
      const counts = seen = await pixelsOf(map, { land: hexColor(earth), water: hexColor(water), road: hexColor(major) });
      return counts.land > 2_000 && counts.water > 50 && counts.road > 500;
    }, 'land, water and roads drawn', 20_000).catch((error: Error) => {
      throw new Error(`${error.message}: ${JSON.stringify(seen)}`);
    });
    await eventually(() => answered.some(({ path }) => /^\/api\/map\/fonts\/noto-sans-latin-\d+-(normal|italic)\.woff2$/.test(path)), 'a label\'s font fetched', 20_000);
    expect(answered.filter(({ path }) => path === '/api/map/basemap.pmtiles').every(({ status }) => status === 206)).toBe(true);
    expect(answered.filter(({ path }) => path === '/api/map/basemap.pmtiles').length).toBeGreaterThan(0);
    await map.getByText('Protomaps').first().waitFor({ state: 'attached' });
    expect(await map.getByRole('note').count()).toBe(0);
    await keepScreenshot(page, 'street-map-self-hosted');
    await page.context().close();
  });

  it('draws on plain ground with a notice when the street map cannot be reached, the path still on it', async () => {
    const { page, map } = await runPage(unreachable);
    await map.getByRole('note').filter({ hasText: 'Street map unavailable' }).waitFor();
    expect(await map.getAttribute('data-streets')).toBe('false');
    await eventuallyAsync(async () => (await pixelsOf(map, { path: PATH_COLOR })).path > 200, 'the path drawn on plain ground', 20_000);
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await keepScreenshot(page, 'street-map-unreachable');
    await page.context().close();
  });
});
