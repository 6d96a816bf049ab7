import type { Socket } from 'socket.io-client';
import { io } from 'socket.io-client';
import type { LivePosition } from '../../../permissions/liveFeeds';
import { postPositions, startableRideOf } from '../../helpers/startableRide';
import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { collect, eventually, liveSocketOf, pause, subscribe } from '../../helpers/liveClient';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

describe('live feeds over real sockets (spec 7.7)', () => {
  let server: TestServer;
  let yard: ApiClient;
  let district: ApiClient;
  const sockets: Socket[] = [];
  const open = async (client: ApiClient) => {
    const socket = await liveSocketOf(client);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer();
    yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
  afterAll(() => server?.stop());

  const startableRide = (vendorId: number, yardId?: number) => startableRideOf(server.running.database.db, vendorId, yardId);
  const post = (token: string, positions: object[]) => postPositions(server.urlOf('vendor'), token, positions);

  const at = (ride: { scheduledStart: string }, minutes: number) => new Date(Date.parse(ride.scheduledStart) + minutes * 60_000).toISOString();

  it('refuses a socket without a live session', async () => {
    const socket = io(server.urlOf('vendor'), { path: '/socket.io', transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await expect(new Promise((resolve, reject) => { socket.once('connect', () => resolve('connected')); socket.once('connect_error', reject); })).rejects.toThrow('unauthorized');
  });

  it("delivers the tenant's vehicle positions and ride status, and never another vendor's, even when asked by id", async () => {
    const own = await startableRide(1, 1);
    const foreign = await startableRide(2);
    const socket = await open(yard);
    const positions = collect(socket, 'vehicle-locations');
    const statuses = collect(socket, 'ride-status');
    const lists = collect(socket, 'rides-primary');
    expect(await subscribe(socket, { feed: 'vehicle-locations' })).toEqual({ ok: true });
    expect(await subscribe(socket, { feed: 'rides-primary' })).toEqual({ ok: true });
    expect(await subscribe(socket, { feed: 'ride-status', params: { rideId: own.ride.id } })).toEqual({ ok: true });
    expect(await subscribe(socket, { feed: 'ride-location', params: { rideId: foreign.ride.id } })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await subscribe(socket, { feed: 'rides-secondary', params: { rideIds: [own.ride.id, foreign.ride.id] } })).toMatchObject({ ok: false, code: 'NOT_FOUND' });

    const coordinator = await open(district);
    const districtLists = collect(coordinator, 'rides-primary');
    expect(await subscribe(coordinator, { feed: 'rides-primary' })).toEqual({ ok: true });

    for (let i = 0; i < 3; i += 1) {
      expect((await post(foreign.token, [{ recordedAt: at(foreign.ride, i), lat: foreign.firstStop.lat, lng: foreign.firstStop.lng, speedKph: 20 }])).status).toBe(202);
      expect((await post(own.token, [{ recordedAt: at(own.ride, i), lat: own.firstStop.lat, lng: own.firstStop.lng, speedKph: 20 }])).status).toBe(202);
    }
    await eventually(() => statuses.some((s) => s.status === 'en_route'), 'the ride to start');
    await eventually(() => positions.flat().some((p) => p.vehicleId === own.ride.vehicleId), 'positions of the own vehicle');
    await pause(300);
    const seenVehicles = new Set(positions.flat().map((p: LivePosition) => p.vehicleId));
    expect([...seenVehicles]).toEqual([own.ride.vehicleId]);
    expect(lists.map((change) => change.rideId)).toEqual([own.ride.id]);
    // The coordinator of district 1 sees every vendor's rides in the district, and only those.
    const inDistrict = [foreign.ride, own.ride].filter((ride) => ride.districtId === 1).map((ride) => ride.id);
    expect(districtLists.map((change) => change.rideId).sort()).toEqual(inDistrict.sort());
    const stored = await server.running.database.db.selectFrom('rides').select(['status', 'actualStart']).where('id', '=', own.ride.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'en_route', actualStart: at(own.ride, 0) });
  });

  it('raises a route issue live when a vehicle leaves its planned path', async () => {
    const own = await startableRide(1, 1);
    const socket = await open(yard);
    const issues = collect(socket, 'route-issues');
    expect(await subscribe(socket, { feed: 'route-issues' })).toEqual({ ok: true });
    await post(own.token, [{ recordedAt: at(own.ride, 1), lat: own.firstStop.lat + 0.05, lng: own.firstStop.lng, speedKph: 30 }]);
    await eventually(() => issues.some((i) => i.rideId === own.ride.id && i.kind === 'off_route' && i.resolvedAt === null), 'an off-route issue');
    await post(own.token, [{ recordedAt: at(own.ride, 2), lat: own.firstStop.lat, lng: own.firstStop.lng, speedKph: 30 }]);
    await eventually(() => issues.some((i) => i.rideId === own.ride.id && i.resolvedAt !== null), 'the issue resolved');
  });

  it('raises and clears the issue from positions seconds apart, of which it stores one in ten seconds', async () => {
    const own = await startableRide(1, 1);
    const socket = await open(yard);
    const issues = collect(socket, 'route-issues');
    expect(await subscribe(socket, { feed: 'route-issues' })).toEqual({ ok: true });
    const second = (seconds: number) => new Date(Date.parse(at(own.ride, 1)) + seconds * 1000).toISOString();
    const { lat, lng } = own.firstStop;
    for (const [seconds, offset] of [[0, 0], [2, 0.05], [4, 0.05]]) {
      expect((await post(own.token, [{ recordedAt: second(seconds), lat: lat + offset, lng, speedKph: 30 }])).status).toBe(202);
    }
    await eventually(() => issues.some((i) => i.rideId === own.ride.id && i.kind === 'off_route' && i.resolvedAt === null), 'an off-route issue');
    expect((await post(own.token, [{ recordedAt: second(6), lat, lng, speedKph: 30 }])).status).toBe(202);
    await eventually(() => issues.some((i) => i.rideId === own.ride.id && i.resolvedAt !== null), 'the issue resolved');
    const { db } = server.running.database;
    const raised = await db.selectFrom('routeIssues').select(['resolvedAt', 'resolution']).where('rideId', '=', own.ride.id).where('kind', '=', 'off_route').execute();
    expect(raised).toEqual([{ resolvedAt: second(6), resolution: 'Back on route' }]);
    const stored = await db.selectFrom('positions').select('recordedAt').where('rideId', '=', own.ride.id).execute();
    expect(stored.map((row) => row.recordedAt)).toEqual([second(0)]);
  });

  it('stops a logged-out socket within seconds', async () => {
    const client = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    const socket = await open(client);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect((await client.post('/api/auth/logout')).status).toBeLessThan(300);
    await expect(Promise.race([closed.then(() => 'closed'), pause(3_000).then(() => 'still open')])).resolves.toBe('closed');
  });

  it('closes a flooding or oversized client, and keeps serving the others', async () => {
    const flooder = await open(yard);
    const oversized = await open(yard);
    const calm = await open(yard);
    const flooded = new Promise((resolve) => flooder.once('disconnect', resolve));
    for (let i = 0; i < 300; i += 1) flooder.emit('unsubscribe', { feed: 'rides-primary' });
    await flooded;
    const dropped = new Promise((resolve) => oversized.once('disconnect', resolve));
    oversized.emit('subscribe', { feed: 'rides-primary', params: { padding: 'x'.repeat(20_000) } });
    await dropped;
    expect(await subscribe(calm, { feed: 'rides-primary' })).toEqual({ ok: true });
  });

  it('refuses bad device input with a clear 4xx and stores nothing', async () => {
    const own = await startableRide(1, 1);
    const { db } = server.running.database;
    const count = async () => Number((await db.selectFrom('positions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect((await post('not-a-valid-token-000000000000', [{ recordedAt: at(own.ride, 0), lat: 1, lng: 1 }])).status).toBe(401);
    const bad = await post(own.token, [{ recordedAt: at(own.ride, 0), lat: 91, lng: 1 }]);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/lat/);
    expect((await post(own.token, [{ recordedAt: new Date(Date.now() + 3_600_000).toISOString(), lat: 1, lng: 1 }])).status).toBe(400);
    expect((await post(own.token, [])).status).toBe(400);
    expect(await count()).toBe(before);
  });
});
