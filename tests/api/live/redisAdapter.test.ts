import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { issueDeviceToken } from '../../../server/telematics/devices';
import { signedIn } from '../../helpers/apiClient';
import { collect, eventually, eventuallyAsync, liveSocketOf, pause, subscribe } from '../../helpers/liveClient';
import { freePort } from '../../helpers/oidcProvider';
import { describeWhen } from '../../helpers/requirements';
import { spawnServer } from '../../helpers/serverProcess';
import { startableRideOf, postPositions } from '../../helpers/startableRide';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(90_000);

const redisUrl = process.env.TEST_REDIS_URL;
/** The processes' live batch window, long enough that a batch from each would be told apart. */
const BATCH_MS = 200;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The second server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The second server did not start');
}

describeWhen({ ok: Boolean(redisUrl), why: 'TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379)' }, 'live feeds across two server processes on one Redis', () => {
  let first: TestServer;
  let second: ChildProcess;
  let secondUrl: string;
  let other: TestServer;
  let env: { REDIS_URL: string; PRODUCT_NAME: string; LIVE_BATCH_MS: string };

  beforeAll(async () => {
    // A product name of its own keeps this run's messages apart from anything else on the same Redis.
    env = { REDIS_URL: redisUrl!, PRODUCT_NAME: `Transit-${randomBytes(4).toString('hex')}`, LIVE_BATCH_MS: String(BATCH_MS) };
    first = await startTestServer({ role: 'vendor', env });
    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    const child = spawnServer({ ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', USER_ROLE: 'vendor', DATA_DIR: first.testDatabase.settings.dataDir, DATABASE_URL: first.testDatabase.settings.databaseUrl ?? '', SEED_DEMO: 'false', LOG_LEVEL: 'warn', PUBLIC_URL_VENDOR: secondUrl });
    child.stdout.resume();
    child.stderr.pipe(process.stderr);
    second = child;
    await waitForHealth(secondUrl, second);
    other = await startTestServer({ role: 'vendor', env });
  });
  afterAll(async () => {
    second?.kill('SIGTERM');
    await new Promise((resolve) => (second?.exitCode !== null ? resolve(null) : second.once('exit', resolve)));
    await first?.stop();
    await other?.stop();
  });

  it('delivers a position ingested by one process to a console connected to the other, and to no other deployment on the same Redis', async () => {
    const { db } = first.running.database;
    const ride = await db.selectFrom('rides').select(['id', 'vehicleId']).where('vendorId', '=', 1).where('yardId', '=', 1).where('vehicleId', 'is not', null).executeTakeFirstOrThrow();
    const token = await issueDeviceToken(db, ride.vehicleId!);
    const console2 = await liveSocketOf(await signedIn(secondUrl, 'yard@example.com'));
    // The same demo on a database of its own: its yard user's rooms have the same names as the first's.
    const elsewhere = await liveSocketOf(await signedIn(other.urlOf('vendor'), 'yard@example.com'));
    try {
      const positions = collect(console2, 'vehicle-locations');
      const overheard = collect(elsewhere, 'vehicle-locations');
      expect(await subscribe(console2, { feed: 'vehicle-locations' })).toEqual({ ok: true });
      expect(await subscribe(elsewhere, { feed: 'vehicle-locations' })).toEqual({ ok: true });
      const posted = await fetch(`${first.urlOf('vendor')}/api/telematics/positions`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ positions: [{ recordedAt: new Date().toISOString(), lat: 38.6, lng: -121.5, speedKph: 25 }] }),
      });
      expect(posted.status).toBe(202);
      await eventually(() => positions.flat().some((p) => p.vehicleId === ride.vehicleId), 'the position on the other process');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(overheard.flat()).toEqual([]);
    } finally {
      console2.disconnect();
      elsewhere.disconnect();
    }
  });

  it("publishes a ride's own messages through Redis only while a console of some process watches that ride", async () => {
    const { db } = first.running.database;
    const { ride, firstStop, token } = await startableRideOf(db, 1, 1);
    const room = `ride-location|ride:${ride.id}`;
    // Every message of this deployment's live feeds that names the ride's room, as Redis carries it.
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    let published = 0;
    await redis.pSubscribe(`${env.PRODUCT_NAME.toLowerCase()}:*`, (message) => void (message.includes(room) && (published += 1)), true);
    const watcher = await liveSocketOf(await signedIn(secondUrl, 'yard@example.com'));
    const post = async (minutesAgo: number) => expect((await postPositions(first.urlOf('vendor'), token, [
      { recordedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(), lat: firstStop.lat, lng: firstStop.lng },
    ])).status).toBe(202);
    try {
      await post(3);
      await pause(300);
      expect(published).toBe(0);

      const locations = collect(watcher, 'ride-location');
      expect(await subscribe(watcher, { feed: 'ride-location', params: { rideId: ride.id } })).toEqual({ ok: true });
      await post(2);
      await eventually(() => locations.some((location) => location.rideId === ride.id), "the ride's location on the other process");
      expect(published).toBeGreaterThan(0);

      // Once the other process has said its last watcher left, the ride's room is no longer published to.
      watcher.disconnect();
      await eventuallyAsync(async () => {
        published = 0;
        await post(1);
        await pause(300);
        return published === 0;
      }, 'no message about the ride once nobody watches it', 10_000, 0);
    } finally {
      watcher.disconnect();
      await redis.quit();
    }
  });

  it('sends a console one batch of positions a window, with those every process took', async () => {
    const { db } = first.running.database;
    const vehicles = await db.selectFrom('vehicles').select('id').where('vendorId', '=', 1).where('yardId', '=', 1).orderBy('id').limit(2).execute();
    const tokens = await Promise.all(vehicles.map(({ id }) => issueDeviceToken(db, id)));
    const watcher = await liveSocketOf(await signedIn(secondUrl, 'yard@example.com'));
    try {
      const batches = collect(watcher, 'vehicle-locations');
      expect(await subscribe(watcher, { feed: 'vehicle-locations' })).toEqual({ ok: true });
      // Each process takes one of the two buses' positions, several a window, for ten windows.
      const started = Date.now();
      while (Date.now() - started < 10 * BATCH_MS) {
        const position = [{ recordedAt: new Date().toISOString(), lat: 38.6, lng: -121.5 }];
        expect((await Promise.all([postPositions(first.urlOf('vendor'), tokens[0], position), postPositions(secondUrl, tokens[1], position)])).map((r) => r.status)).toEqual([202, 202]);
        await pause(BATCH_MS / 5);
      }
      const postingMs = Date.now() - started;
      await pause(2 * BATCH_MS);
      const ours = batches.map((batch) => new Set(batch.filter((p) => vehicles.some(({ id }) => id === p.vehicleId)).map((p) => p.vehicleId))).filter((batch) => batch.size);
      // One batch a window, most with both buses; a batch from each process would be twice as many, of one bus each.
      expect(ours.filter((batch) => batch.size === 2).length).toBeGreaterThan(ours.length / 2);
      expect(ours.length).toBeLessThanOrEqual(Math.ceil((postingMs + 2 * BATCH_MS) / BATCH_MS) + 1);
    } finally {
      watcher.disconnect();
    }
  });
});
