import { io } from 'socket.io-client';
import { LiveConnection } from '../../../src/providers/live/liveConnection';
import { ApiClient, DEMO_PASSWORD, signedIn } from '../../helpers/apiClient';
import { eventually, eventuallyAsync } from '../../helpers/liveClient';
import { describeWhen } from '../../helpers/requirements';
import { seededTestDatabase, startServerThroughProxy, type ServerProcess } from '../../helpers/serverProcess';
import type { TcpProxy } from '../../helpers/tcpProxy';
import { DATABASE_KINDS, type TestDatabase } from '../../helpers/testDatabase';
import { editableFields } from '../../helpers/writeWorkload';

jest.setTimeout(90_000);

type Body = Record<string, unknown>;
const postgres = DATABASE_KINDS.find(({ kind }) => kind === 'postgres')!;
const UNAVAILABLE = { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable. Try again in a moment.' };

/** SECURITY.md "Durability": the database being down gives 503 and fails closed. */
describeWhen(postgres.requirement, 'PostgreSQL out of reach', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await seededTestDatabase('postgres');
    ({ server, proxy, stop } = await startServerThroughProxy(database, 'vendor'));
  });
  afterAll(async () => {
    await stop?.();
    await database?.drop();
  });

  it('answers 503 with a clear message, grants and changes nothing, closes live feeds, and recovers by itself when the database returns', async () => {
    const vendor = await signedIn(server.url, 'vendor@example.com');
    await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
    const [vehicle] = (await vendor.get<Body[]>('/api/vehicles?range=[0,0]')).body;
    const [ride] = (await vendor.get<Body[]>('/api/rides?range=[0,0]')).body;
    const cookie = [...vendor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const live = new LiveConnection(() => io(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie, origin: server.url }, reconnectionDelay: 100, reconnectionDelayMax: 500 }));
    const heard: number[] = [];
    live.subscribe('rides-primary', undefined, (change) => heard.push(change.rideId));
    await eventually(() => live.state === 'live', 'the live feed', 10_000);

    await proxy.cut();
    const [health, list, save, signIn] = await Promise.all([
      vendor.get<Body>('/api/health'),
      vendor.get<Body>('/api/rides'),
      vendor.request<Body>('PUT', `/api/vehicles/${String(vehicle.id)}`, { ...editableFields(vehicle), seats: 33, version: vehicle.version }),
      new ApiClient(server.url).post<Body>('/api/auth/login', { email: 'vendor@example.com', password: DEMO_PASSWORD }),
    ]);
    expect([health.status, health.body]).toEqual([503, expect.objectContaining({ status: 'unavailable', ...UNAVAILABLE })]);
    for (const refused of [list, save, signIn]) {
      expect([refused.status, refused.body]).toEqual([503, expect.objectContaining(UNAVAILABLE)]);
      expect(refused.headers.get('retry-after')).toBe('5');
    }
    // A socket whose session can no longer be checked is closed at the next sweep, not kept open on trust.
    await eventually(() => live.state === 'offline', 'the live feed closed', 15_000);

    await proxy.restore();
    await eventuallyAsync(async () => (await vendor.get('/api/health')).status === 200, 'the health check to pass again');
    expect((await vendor.get('/api/rides')).status).toBe(200);
    // The save refused during the outage left the vehicle as it was: the same version saves now.
    const saved = await vendor.request<Body>('PUT', `/api/vehicles/${String(vehicle.id)}`, { ...editableFields(vehicle), seats: 33, version: vehicle.version });
    expect([saved.status, saved.body.version]).toEqual([200, (vehicle.version as number) + 1]);
    await eventually(() => live.state === 'live', 'the live feed back', 30_000);
    expect((await vendor.request('PUT', `/api/rides/${String(ride.id)}`, { ...editableFields(ride), tags: ['after-outage'], version: ride.version })).status).toBe(200);
    await eventually(() => heard.includes(ride.id as number), 'a ride change heard live');
    live.close();

    expect(server.output()).not.toContain('request failed');
  });
});
