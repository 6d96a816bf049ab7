import type { RideEtas } from '../../../resources/rides/details';
import type { StudentService } from '../../../resources/students/service';
import { todayIn } from '../../../server/db/seed/calendar';
import { pointAlong } from '../../../server/telematics/geometry';
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
});
