import type { RideEtas } from '../../../resources/rides/details';
import { pointAlong } from '../../../server/telematics/geometry';
import { demoClients } from '../../helpers/memberships';
import { collect, eventually, liveSocketOf, subscribe } from '../../helpers/liveClient';
import { rideWithRiders } from '../../helpers/ridershipBed';
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
    const { bus, path } = await rideWithRiders(server.running.database.db, 1, 1);
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

    const other = await startableRideOf(server.running.database.db, 2);
    expect((await clients.vendor.get(`/api/rides/${other.ride.id}/etas`)).status).toBe(404);
    expect(await subscribe(socket, { feed: 'ride-etas', params: { rideId: other.ride.id } })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    socket.disconnect();
  });
});
