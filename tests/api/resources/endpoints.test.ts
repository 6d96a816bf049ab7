import { ON_TIME_CHART_DAYS, type DashboardFigures } from '../../../resources/dashboard/figures';
import { signedIn } from '../../helpers/apiClient';
import { startTestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

describe('ride lookup for deeplinks (spec 7.3)', () => {
  it("finds a ride's id by its display number, only within the tenant", async () => {
    const server = await startTestServer();
    try {
      const { db } = server.running.database;
      const own = await db.selectFrom('rides').select(['id', 'displayId']).where('vendorId', '=', 1).executeTakeFirstOrThrow();
      const foreign = await db.selectFrom('rides').select(['displayId']).where('vendorId', '=', 2).executeTakeFirstOrThrow();
      const yard = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
      await yard.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
      expect((await yard.get(`/api/rides/lookup?rideDisplayId=${own.displayId}`)).body).toEqual({ rideId: own.id });
      expect(await yard.get(`/api/rides/lookup?rideDisplayId=${foreign.displayId}`)).toMatchObject({ status: 404, body: { message: `Unable to find ride id for ride #${foreign.displayId}` } });
      expect((await yard.get('/api/rides/lookup?rideDisplayId=abc')).status).toBe(400);
    } finally {
      await server.stop();
    }
  });
});

describe('the API document for integrators', () => {
  it('is served at /api/docs and describes every declared resource', async () => {
    const server = await startTestServer({ role: 'admin', demo: false });
    try {
      const response = await fetch(`${server.url}/api/docs`);
      const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { required?: string[] }> } };
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths['/api/vehicles'])).toEqual(['get', 'post']);
      expect(Object.keys(document.paths['/api/vehicles/{id}'])).toEqual(['get', 'put']);
      expect(document.components.schemas['vehicles-input'].required).toEqual(expect.arrayContaining(['number', 'seats', 'status']));
      expect(document.paths['/api/rides']).toBeDefined();
      // A delete names the version it was read at, as a change does.
      const studentDelete = document.paths['/api/students/{id}'].delete as { parameters: { name: string; in: string; required: boolean }[]; responses: Record<string, unknown> };
      expect(studentDelete.parameters).toContainEqual(expect.objectContaining({ name: 'version', in: 'query', required: true }));
      expect(Object.keys(studentDelete.responses)).toEqual(expect.arrayContaining(['400', '409']));
      // Spec 7.3's rides list: the list's own parameters, answered with ids and a total.
      const rideIds = document.paths['/api/rides/ids'].get as { parameters: { name: string }[]; responses: Record<string, { content?: { 'application/json': { schema: { required: string[] } } } }> };
      expect(rideIds.parameters.map((parameter) => parameter.name)).toEqual(['sort', 'range', 'filter']);
      expect(rideIds.responses[200].content!['application/json'].schema.required).toEqual(['rideIds', 'totalRides', 'isTotalRidesExact']);
      expect(Object.keys(rideIds.responses)).toContain('400');
    } finally {
      await server.stop();
    }
  });
});

describe('dashboard figures', () => {
  it("counts today's rides, the week's on-time rate, the fleet in service, live vehicles and open route issues, per tenant", async () => {
    const server = await startTestServer();
    try {
      const { db } = server.running.database;
      const yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
      const ownRide = await db.selectFrom('rides').select(['id', 'vehicleId']).where('vendorId', '=', 1).where('yardId', '=', 1).where('vehicleId', 'is not', null).executeTakeFirstOrThrow();
      const foreignRide = await db.selectFrom('rides').select(['id', 'vehicleId']).where('vendorId', '=', 2).where('vehicleId', 'is not', null).executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      for (const ride of [ownRide, foreignRide]) await db.insertInto('positions').values({ vehicleId: ride.vehicleId!, rideId: ride.id, recordedAt: now, lat: 38.58, lng: -121.49, speedKph: 20, heading: null }).execute();
      const figures = await yard.get<DashboardFigures>('/api/dashboard');
      expect(figures.body.vehiclesLive).toBe(1);
      const openIssues = await db.selectFrom('routeIssues').innerJoin('rides', 'rides.id', 'routeIssues.rideId').select((eb) => eb.fn.countAll().as('n'))
        .where('routeIssues.resolvedAt', 'is', null).where('rides.vendorId', '=', 1).where((eb) => eb.or([eb('rides.yardId', '=', 1), eb('rides.yardId', 'is', null)])).executeTakeFirstOrThrow();
      expect(figures.body.openRouteIssues).toBe(Number(openIssues.n));
      expect(figures.status).toBe(200);
      const expectedToday = await db.selectFrom('rides').select((eb) => eb.fn.countAll().as('n')).where('rideDate', '=', figures.body.date).where('vendorId', '=', 1).where((eb) => eb.or([eb('yardId', '=', 1), eb('yardId', 'is', null)])).executeTakeFirstOrThrow();
      expect(figures.body.ridesToday).toBe(Number(expectedToday.n));
      const inService = await db.selectFrom('vehicles').select((eb) => eb.fn.countAll().as('n')).where('vendorId', '=', 1).where('yardId', '=', 1).where('status', '=', 'in_service').executeTakeFirstOrThrow();
      expect(figures.body.vehiclesInService).toBe(Number(inService.n));
      expect(figures.body.onTimeRate === null || (figures.body.onTimeRate >= 0 && figures.body.onTimeRate <= 1)).toBe(true);

      // The chart's days: the last two weeks before today that had rides, each counted within the yard.
      const fortnightAgo = new Date(Date.parse(`${figures.body.date}T00:00:00Z`) - ON_TIME_CHART_DAYS * 86_400_000).toISOString().slice(0, 10);
      const days = await db.selectFrom('rides').select(['rideDate', (eb) => eb.fn.countAll().as('n')])
        .where('rideDate', '>=', fortnightAgo).where('rideDate', '<', figures.body.date)
        .where('vendorId', '=', 1).where((eb) => eb.or([eb('yardId', '=', 1), eb('yardId', 'is', null)])).groupBy('rideDate').orderBy('rideDate').execute();
      expect(days.length).toBeGreaterThan(0);
      expect(figures.body.onTimeByDay.map((day) => [day.date, day.rides])).toEqual(days.map((day) => [day.rideDate, Number(day.n)]));
      const school = await signedIn(server.urlOf('enterprise'), 'school@example.com');
      expect((await school.get('/api/dashboard')).status).toBe(403);
    } finally {
      await server.stop();
    }
  });
});
