import { randomBytes } from 'node:crypto';
import { issueDeviceToken } from '../../../server/telematics/devices';
import { signedIn } from '../../helpers/apiClient';
import { collect, eventually, liveSocketOf, pause, subscribe } from '../../helpers/liveClient';
import { describeWhen } from '../../helpers/requirements';
import { postPositions } from '../../helpers/startableRide';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcpProxy';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

const redisUrl = process.env.TEST_REDIS_URL;

describeWhen({ ok: Boolean(redisUrl), why: 'TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379)' }, 'live feeds while Redis is out of reach', () => {
  let proxy: TcpProxy;
  let server: TestServer | undefined;

  beforeAll(async () => {
    const redis = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    server = await startTestServer({ role: 'vendor', env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, PRODUCT_NAME: `Transit-${randomBytes(4).toString('hex')}` } });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
  });

  it("goes on taking positions and showing them to the process's own consoles, and stops within seconds while Redis is away", async () => {
    const { db } = server!.running.database;
    const vehicle = await db.selectFrom('vehicles').select('id').where('vendorId', '=', 1).where('yardId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const token = await issueDeviceToken(db, vehicle.id);
    const watcher = await liveSocketOf(await signedIn(server!.urlOf('vendor'), 'yard@example.com'));
    const batches = collect(watcher, 'vehicle-locations');
    expect(await subscribe(watcher, { feed: 'vehicle-locations' })).toEqual({ ok: true });

    await proxy.cut();
    // Longer than a command of the Redis client once waited for its answer (5 s).
    const until = Date.now() + 6_000;
    let posted = 0;
    while (Date.now() < until) {
      expect((await postPositions(server!.urlOf('vendor'), token, [{ recordedAt: new Date().toISOString(), lat: 38.6, lng: -121.5 }])).status).toBe(202);
      posted += 1;
      await pause(250);
    }
    await eventually(() => batches.flat().filter((position) => position.vehicleId === vehicle.id).length >= posted - 1, 'the positions on the console of the same process');
    watcher.disconnect();

    const stopping = Date.now();
    await server!.stop();
    server = undefined;
    expect(Date.now() - stopping).toBeLessThan(10_000);
  });
});
