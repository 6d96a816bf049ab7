import type { LiveArea, LiveVehicles, OpenRouteIssues } from '../../../resources/live/snapshot';
import type { RideLive } from '../../../resources/rides/details';
import { ApiClient, signedIn } from '../../helpers/apiClient';
import { postPositions, startableRideOf } from '../../helpers/startableRide';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

/** What the live map and the ride drawer load before their feeds: the same tenant rules as the feeds. */
describe('the live snapshot: vehicles on the road, open route issues, a ride now (spec 7.7)', () => {
  let server: TestServer;
  let own: Awaited<ReturnType<typeof startableRideOf>>;
  let foreign: Awaited<ReturnType<typeof startableRideOf>>;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.running.database;
    own = await startableRideOf(db, 1, 1);
    foreign = await startableRideOf(db, 2);
    const now = Date.now();
    for (const [ride, offset] of [[own, 0], [foreign, 0.3]] as const) {
      // The foreign ride's second position is far from its path: an open off-route issue.
      await postPositions(server.url, ride.token, [{ recordedAt: new Date(now - 2_000).toISOString(), lat: ride.firstStop.lat, lng: ride.firstStop.lng }]);
      await postPositions(server.url, ride.token, [{ recordedAt: new Date(now - 1_000).toISOString(), lat: ride.firstStop.lat + offset, lng: ride.firstStop.lng + offset }]);
    }
  });
  afterAll(() => server?.stop());

  const vehiclesOf = async (client: ApiClient) => ((await client.get('/api/live/vehicles')).body as LiveVehicles).vehicles.map((vehicle) => vehicle.vehicleId);
  const issueRidesOf = async (client: ApiClient) => ((await client.get('/api/live/route-issues')).body as OpenRouteIssues).issues.map((issue) => issue.rideId);

  it("shows a yard its own vehicles and issues, never another vendor's", async () => {
    const yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    const vehicles = await vehiclesOf(yard);
    expect(vehicles).toContain(own.ride.vehicleId);
    expect(vehicles).not.toContain(foreign.ride.vehicleId);
    expect(await issueRidesOf(yard)).not.toContain(foreign.ride.id);

    const live = await yard.get(`/api/rides/${own.ride.id}/live`);
    expect(live.status).toBe(200);
    expect((live.body as RideLive).ride).toMatchObject({ rideId: own.ride.id, status: 'en_route' });
    expect((live.body as RideLive).position).toMatchObject({ vehicleId: own.ride.vehicleId, lat: own.firstStop.lat });
    expect((await yard.get(`/api/rides/${foreign.ride.id}/live`)).status).toBe(404);
  });

  it('shows the operator every vehicle and issue, with the ride each belongs to', async () => {
    const support = await signedIn(server.urlOf('admin'), 'support@example.com');
    const snapshot = (await support.get('/api/live/vehicles')).body as LiveVehicles;
    const foreignVehicle = snapshot.vehicles.find((vehicle) => vehicle.vehicleId === foreign.ride.vehicleId);
    const { db } = server.running.database;
    const driver = await db.selectFrom('drivers').select(['firstName', 'lastName']).where('id', '=', foreign.ride.driverId!).executeTakeFirstOrThrow();
    const run = await db.selectFrom('routes').select('number').where('id', '=', foreign.ride.routeId).executeTakeFirstOrThrow();
    expect(foreignVehicle).toMatchObject({
      rideId: foreign.ride.id, rideDisplayId: foreign.ride.displayId, rideStatus: 'en_route', driverName: `${driver.firstName} ${driver.lastName}`, runNumber: run.number,
    });
    expect(snapshot.vehicles.map((vehicle) => vehicle.vehicleId)).toContain(own.ride.vehicleId);
    const issues = ((await support.get('/api/live/route-issues')).body as OpenRouteIssues).issues;
    expect(issues.find((issue) => issue.rideId === foreign.ride.id)).toMatchObject({ kind: 'off_route', rideDisplayId: foreign.ride.displayId, resolvedAt: null });
  });

  it("shows a district coordinator only its district's rides", async () => {
    const district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    const snapshot = (await district.get('/api/live/vehicles')).body as LiveVehicles;
    const { db } = server.running.database;
    const shown = snapshot.vehicles.map((vehicle) => vehicle.rideId!);
    const districts = shown.length ? await db.selectFrom('rides').select('districtId').where('id', 'in', shown).execute() : [];
    expect(districts.every((ride) => ride.districtId === 1)).toBe(true);
    expect(shown.includes(own.ride.id)).toBe(own.ride.districtId === 1);
  });

  it("opens each user on their own area: the bounds of the yards or campuses they see", async () => {
    const { db } = server.running.database;
    const boundsOf = (places: { lat: number | null; lng: number | null }[]) => {
      const located = places.filter((place) => place.lat !== null && place.lng !== null) as { lat: number; lng: number }[];
      const lats = located.map(({ lat }) => lat);
      const lngs = located.map(({ lng }) => lng);
      return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
    };
    const district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    const campuses = await db.selectFrom('campuses').select(['lat', 'lng']).where('districtId', '=', 1).execute();
    expect(((await district.get('/api/live/area')).body as LiveArea).bounds).toEqual(boundsOf(campuses));

    const yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    const yardArea = ((await yard.get('/api/live/area')).body as LiveArea).bounds!;
    const yards = await db.selectFrom('yards').select(['lat', 'lng']).execute();
    const allYards = boundsOf(yards);
    expect(yardArea.north - yardArea.south).toBeLessThan(allYards.north - allYards.south);

    const support = await signedIn(server.urlOf('admin'), 'support@example.com');
    expect(((await support.get('/api/live/area')).body as LiveArea).bounds).toEqual(boundsOf([...yards, ...await db.selectFrom('campuses').select(['lat', 'lng']).execute()]));
  });

  it('answers 401 without a session', async () => {
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.get('/api/live/vehicles')).status).toBe(401);
    expect((await anonymous.get('/api/live/route-issues')).status).toBe(401);
    expect((await anonymous.get('/api/live/area')).status).toBe(401);
  });
});
