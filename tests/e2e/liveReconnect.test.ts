import type { Browser } from 'playwright-core';
import { openDatabase } from '../../server/db/connect';
import { browserRequirement, keepScreenshot, launchBrowser } from '../helpers/browser';
import { consoleUrl, signedInPage, type ConsoleBed } from '../helpers/consoleSignIn';
import { fleetPositions } from '../helpers/mapPage';
import { describeWhen } from '../helpers/requirements';
import { seededTestDatabase, startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { postPositions, startableRideOf } from '../helpers/startableRide';
import type { TestDatabase } from '../helpers/testDatabase';

jest.setTimeout(120_000);

const MAP = 'Map of the vehicles reporting live';

/**
 * Spec 7.7 and SECURITY.md "Durability": a restart of the server, planned (SIGTERM) or not (kill -9),
 * is not a reason to reload the page. The server is its own process, started again on the same port
 * and database.
 */
describeWhen(browserRequirement, 'the live map through a restart of the server process', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    database = await seededTestDatabase('sqlite');
    [server, browser] = await Promise.all([startServerProcess({ database, role: 'admin' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGKILL');
    await database?.drop();
  });
  const bed: ConsoleBed = {
    server: { urlOf: () => server.url },
    get browser() {
      return browser;
    },
  };

  /** A vendor ride of the yard made ready to start, so that a position of its vehicle starts it. */
  const startableRide = async (yardId: number) => {
    const handle = await openDatabase(database.settings);
    try {
      return await startableRideOf(handle.db, 1, yardId);
    } finally {
      await handle.close();
    }
  };

  const throughRestart = async (signal: NodeJS.Signals, yardId: number) => {
    const { ride, firstStop, token } = await startableRide(yardId);
    const page = await signedInPage(bed, 'admin@example.com');
    await page.goto(consoleUrl(bed, 'admin@example.com', '/live-map'));
    const indicator = page.getByRole('status').filter({ hasText: /^Live$/ });
    await indicator.waitFor();
    await page.evaluate(() => Object.assign(window, { untouchedSinceLoad: true }));
    // Its row in the list beside the map, en route.
    const vehicle = page.getByRole('region', { name: 'Vehicles' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: `Open ride #${ride.displayId}` }) }).filter({ hasText: 'En route' });
    expect(await vehicle.count()).toBe(0);

    await server.stop(signal);
    await page.getByRole('status').filter({ hasText: 'Live updates paused. Reconnecting…' }).waitFor();
    await keepScreenshot(page, `live-map-reconnecting-${signal.toLowerCase()}`);
    server = await startServerProcess({ database, role: 'admin', port: server.port });
    await indicator.waitFor({ timeout: 30_000 });

    const sent = await postPositions(server.url, token, [{ recordedAt: new Date().toISOString(), lat: firstStop.lat, lng: firstStop.lng, speedKph: 12, heading: 90 }]);
    expect(sent.status).toBe(202);
    expect(((await sent.json()) as { rideId: number | null }).rideId).toBe(ride.id);
    await vehicle.waitFor();
    expect(Object.keys(await fleetPositions(page.getByRole('region', { name: MAP })))).toContain(`vehicle-${ride.vehicleId}`);
    expect(await page.evaluate(() => (window as unknown as { untouchedSinceLoad?: boolean }).untouchedSinceLoad)).toBe(true);
    await keepScreenshot(page, `live-map-after-${signal.toLowerCase()}`);
    await page.context().close();
  };

  it('says updates are paused while the server stops for a restart, then shows a position sent after it, without a reload', async () => {
    await throughRestart('SIGTERM', 1);
  });

  it('does the same when the server process is killed (kill -9) and started again', async () => {
    await throughRestart('SIGKILL', 2);
  });
});
