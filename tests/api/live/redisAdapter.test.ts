import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { issueDeviceToken } from '../../../server/telematics/devices';
import { signedIn } from '../../helpers/apiClient';
import { collect, eventually, liveSocketOf, subscribe } from '../../helpers/liveClient';
import { freePort } from '../../helpers/oidcProvider';
import { describeWhen } from '../../helpers/requirements';
import { spawnServer } from '../../helpers/serverProcess';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(90_000);

const redisUrl = process.env.TEST_REDIS_URL;

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

  beforeAll(async () => {
    // A product name of its own keeps this run's messages apart from anything else on the same Redis.
    const env = { REDIS_URL: redisUrl!, PRODUCT_NAME: `Transit-${randomBytes(4).toString('hex')}` };
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
});
