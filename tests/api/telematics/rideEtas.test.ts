import type { LiveVehicles } from '../../../resources/live/snapshot';
import type { RideEtas } from '../../../resources/rides/details';
import type { BusLookupResult } from '../../../resources/transportation-requests/busLookup';
import type { StudentService } from '../../../resources/students/service';
import { todayIn } from '../../../server/db/seed/calendar';
import { pointAlong } from '../../../server/telematics/geometry';
import { RideEtaService } from '../../../server/telematics/rideEtas';
import { demoClients } from '../../helpers/memberships';
import { collect, eventually, liveSocketOf, subscribe } from '../../helpers/liveClient';
import { postScans, rideWithRiders, scanOf } from '../../helpers/ridershipBed';
import { postPositions, startableRideOf } from '../../helpers/startableRide';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

describe('predicted arrivals at the stops ahead of a ride (issue "who is on the bus": ETAs)', () => {
  let server: TestServer;
  let clients: Awaited<ReturnType<typeof demoClients>>;
  beforeAll(async () => {
    server = await startTestServer();
    clients = await demoClients(server);
  });
  afterAll(() => server?.stop());

  it('predicts each stop still ahead, later for each, as positions come in; live to those who watch the ride; nothing for another vendor', async () => {
    const { bus, path, riders } = await rideWithRiders(server.running.database.db, 1, 1);
    const { stops: planned } = await server.running.database.db.selectFrom('routes').select('stops').where('id', '=', bus.ride.routeId).executeTakeFirstOrThrow();
    const before = await clients.vendor.get<RideEtas>(`/api/rides/${bus.ride.id}/etas`);
    expect(before.body).toEqual({ rideId: bus.ride.id, at: null, stops: [] });

    const socket = await liveSocketOf(clients.vendor);
    const live = collect(socket, 'ride-etas');
    expect(await subscribe(socket, { feed: 'ride-etas', params: { rideId: bus.ride.id } })).toEqual({ ok: true });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const third = pointAlong(path, path.lengthMeters / 3).point;
    const lastAt = at(1);
    for (const [recordedAt, [lat, lng]] of [[at(4), path.points[0]], [lastAt, third]] as const) {
      expect((await postPositions(server.url, bus.token, [{ recordedAt, lat, lng, speedKph: 30 }])).status).toBe(202);
    }
    const { body } = await clients.vendor.get<RideEtas>(`/api/rides/${bus.ride.id}/etas`);
    expect(body.at).toBe(lastAt);
    const stopCount = (JSON.parse(planned) as unknown[]).length;
    expect(body.stops.length).toBeGreaterThan(0);
    expect(body.stops.length).toBeLessThan(stopCount);
    const times = body.stops.map(({ predictedAt }) => Date.parse(predictedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(Date.parse(body.at!));
    for (const stop of body.stops) {
      expect(stop.delaySeconds).toBe(Math.round((Date.parse(stop.predictedAt) - Date.parse(stop.scheduledAt)) / 1000));
      expect(stop.address.length).toBeGreaterThan(0);
    }
    await eventually(() => live.some((etas) => etas.rideId === bus.ride.id && etas.stops.length === body.stops.length), 'the predictions to arrive live');

    // On the student's page: when the bus is predicted at their stop, and their last scans.
    const { db } = server.running.database;
    const rider = riders.find(({ stop }) => body.stops.some(({ sequence }) => sequence === stop.sequence))!;
    const { body: { account } } = await clients.admin.get<{ account: { timezone: string } }>('/api/account');
    await db.updateTable('rides').set({ rideDate: todayIn(account.timezone) }).where('id', '=', bus.ride.id).execute();
    await db.updateTable('studentAssignments').set({ effectiveFrom: '2020-01-01' }).where('routeId', '=', bus.ride.routeId).where('effectiveTo', 'is', null).execute();
    expect((await postScans(server.url, bus.token, [scanOf(rider.badge, 'board', null, 1)])).status).toBe(202);
    const service = await clients.admin.get<StudentService>(`/api/students/${rider.studentId}/service`);
    const run = service.body.runs.find(({ routeId }) => routeId === bus.ride.routeId)!;
    expect(run.today).toMatchObject({ rideId: bus.ride.id, status: 'en_route' });
    expect(run.today!.eta).toEqual(body.stops.find(({ sequence }) => sequence === rider.stop.sequence));
    expect(service.body.lastScans[0]).toMatchObject({ kind: 'board', rideId: bus.ride.id, rideDisplayId: bus.ride.displayId });

    const other = await startableRideOf(server.running.database.db, 2);
    expect((await clients.vendor.get(`/api/rides/${other.ride.id}/etas`)).status).toBe(404);
    expect(await subscribe(socket, { feed: 'ride-etas', params: { rideId: other.ride.id } })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    socket.disconnect();
  });

  it("tells the ride's tenant its next stop (the live map's list, live and in the snapshot), the bus lookup when it will be at the stop, and no one else", async () => {
    const { db } = server.running.database;
    const { bus, path } = await rideWithRiders(db, 1, 1);
    const other = await startableRideOf(db, 2);
    const { body: { account } } = await clients.admin.get<{ account: { timezone: string } }>('/api/account');
    await db.updateTable('rides').set({ rideDate: todayIn(account.timezone) }).where('id', '=', bus.ride.id).execute();
    const [vendorSocket, adminSocket] = await Promise.all([liveSocketOf(clients.vendor), liveSocketOf(clients.admin)]);
    const vendorHeard = collect(vendorSocket, 'ride-next-stops');
    const adminHeard = collect(adminSocket, 'ride-next-stops');
    for (const socket of [vendorSocket, adminSocket]) expect(await subscribe(socket, { feed: 'ride-next-stops' })).toEqual({ ok: true });

    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const [lat, lng] = pointAlong(path, path.lengthMeters / 3).point;
    for (const [recordedAt, point] of [[at(4), path.points[0]], [at(2), [lat, lng]]] as const) {
      expect((await postPositions(server.url, bus.token, [{ recordedAt, lat: point[0], lng: point[1], speedKph: 30 }])).status).toBe(202);
      expect((await postPositions(server.url, other.token, [{ recordedAt, lat: other.firstStop.lat, lng: other.firstStop.lng, speedKph: 0 }])).status).toBe(202);
    }
    const { body: etas } = await clients.vendor.get<RideEtas>(`/api/rides/${bus.ride.id}/etas`);
    expect(etas.stops.length).toBeGreaterThan(1);
    const told = (heard: typeof vendorHeard, rideId: number) => heard.filter((message) => message.rideId === rideId).at(-1);
    await eventually(() => told(vendorHeard, bus.ride.id)?.next?.sequence === etas.stops[0].sequence, "the ride's next stop to reach its vendor");
    await eventually(() => told(adminHeard, other.ride.id) !== undefined, "another vendor's ride's next stop to reach the operator");
    expect(told(vendorHeard, bus.ride.id)!.next).toEqual(etas.stops[0]);
    expect(told(vendorHeard, other.ride.id)).toBeUndefined();

    const { body: snapshot } = await clients.vendor.get<LiveVehicles>('/api/live/vehicles');
    expect(snapshot.vehicles.find((vehicle) => vehicle.rideId === bus.ride.id)?.nextStop).toEqual(etas.stops[0]);
    expect(snapshot.vehicles.some((vehicle) => vehicle.rideId === other.ride.id)).toBe(false);

    // The bus lookup from a home at the last stop ahead: the run's ride today and when its bus will be there.
    const run = await db.selectFrom('routes').select(['campusId', 'stops']).where('id', '=', bus.ride.routeId).executeTakeFirstOrThrow();
    const last = etas.stops.at(-1)!;
    const home = (JSON.parse(run.stops) as { sequence: number; lat: number; lng: number }[]).find(({ sequence }) => sequence === last.sequence)!;
    const lookup = await clients.admin.get<BusLookupResult>(`/api/transportation-requests/bus-lookup?campusId=${run.campusId}&lat=${home.lat}&lng=${home.lng}`);
    expect(lookup.status).toBe(200);
    const found = lookup.body.runs.find(({ routeId }) => routeId === bus.ride.routeId)!;
    expect(found.stop.sequence).toBe(last.sequence);
    expect(found.today).toEqual({ rideId: bus.ride.id, displayId: bus.ride.displayId, status: 'en_route', eta: last });

    // At the run's end the ride is finished: its next stop is told as none.
    expect((await postPositions(server.url, bus.token, [{ recordedAt: at(0), lat: path.points.at(-1)![0], lng: path.points.at(-1)![1], speedKph: 0 }])).status).toBe(202);
    await eventually(() => told(vendorHeard, bus.ride.id)?.next === null, 'the finished ride to have no next stop');
    vendorSocket.disconnect();
    adminSocket.disconnect();
  });

  it("reads a run's usual segment times from its finished rides' stored positions", async () => {
    const db = server.running.database.db;
    const { routeId } = await db.selectFrom('rides').select('routeId').where('status', '=', 'completed').where('actualStart', 'is not', null)
      .where((eb) => eb.exists(eb.selectFrom('positions').select('positions.id').whereRef('positions.rideId', '=', 'rides.id')))
      .orderBy('id').executeTakeFirstOrThrow();
    const service = new RideEtaService(db, undefined);
    const run = (await service['runOf'](routeId))!;
    expect(run).not.toBeNull();
    const history = await service['readHistory'](routeId, run);
    const stops = run.planned.stops.map(({ sequence }) => sequence);
    // A time for stops of the run, each no longer than the whole run's timetable, and the run taking time.
    expect(Object.keys(history).length).toBeGreaterThan(0);
    for (const [sequence, ms] of Object.entries(history)) {
      expect(stops).toContain(Number(sequence));
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThanOrEqual(24 * 60 * 60_000);
    }
    expect(Object.values(history).reduce((sum, ms) => sum + ms, 0)).toBeGreaterThan(0);
  });
});
