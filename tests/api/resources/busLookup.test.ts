import type { BusLookupResult, RunStop } from '../../../resources/transportation-requests/busLookup';
import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { SEATS_BY_VEHICLE_TYPE } from '../../../resources/route-explorer/violations';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

const lookup = (params: Record<string, string | number>) => `/api/transportation-requests/bus-lookup?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

/** Spec 2.5 "transportation request bus lookup", behind TRANSPORTATION_REGISTRATION_BUS_LOOKUP_VIEW. */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the bus lookup on ${kind}`, () => {
    let server: TestServer;
    let district: ApiClient;
    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    });
    afterAll(() => server?.stop());

    const db = () => server.running.database.db;

    it("lists the campus's runs, each with its stop nearest the home, nearest first", async () => {
      const runs = await db().selectFrom('routes').select(['id', 'stops']).where('campusId', '=', 1).where('status', '=', 'active').execute();
      const target = (JSON.parse(runs[0].stops) as RunStop[])[2];
      const home = { lat: target.lat + 0.0004, lng: target.lng - 0.0003 };
      const { status, body } = await district.get<BusLookupResult>(lookup({ campusId: 1, ...home }));
      expect(status).toBe(200);
      expect(body.campus.id).toBe(1);
      expect(body.origin).toMatchObject({ ...home, source: 'coordinates' });
      expect(body.runs.map((run) => run.routeId).sort()).toEqual(runs.map((run) => run.id).sort());
      expect(body.runs[0].stop).toMatchObject({ lat: target.lat, lng: target.lng, address: target.address });
      expect(body.runs[0].distanceMeters).toBeGreaterThan(30);
      expect(body.runs[0].distanceMeters).toBeLessThan(70);
      const distances = body.runs.map((run) => run.distanceMeters);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      // Each run's seats left: its vehicle type's seats less the students it carries now (all on school days in the demo).
      for (const run of body.runs) {
        const { vehicleType } = await db().selectFrom('routes').select('vehicleType').where('id', '=', run.routeId).executeTakeFirstOrThrow();
        const riders = await db().selectFrom('studentAssignments').select('id').where('routeId', '=', run.routeId).where('effectiveTo', 'is', null).execute();
        expect([run.number, run.seatsLeft]).toEqual([run.number, Math.max(0, SEATS_BY_VEHICLE_TYPE[vehicleType] - riders.length)]);
      }
    });

    it("finds the home from a request, or from an address the district knows, a student's home read as a student record is", async () => {
      const request = await db().selectFrom('transportationRequests').selectAll().where('districtId', '=', 1).where('campusId', '=', 2).orderBy('id').executeTakeFirstOrThrow();
      const byRequest = await district.get<BusLookupResult>(lookup({ requestId: request.id }));
      expect(byRequest.body).toMatchObject({ campus: { id: 2 }, origin: { lat: request.lat, lng: request.lng, source: 'request' } });
      expect(byRequest.body.runs.length).toBeGreaterThan(0);
      const byAddress = await district.get<BusLookupResult>(lookup({ campusId: 2, address: request.address.toUpperCase() }));
      expect(byAddress.body.origin).toMatchObject({ lat: request.lat, lng: request.lng, address: request.address });
      expect(byAddress.body.runs).toEqual(byRequest.body.runs);

      const student = await db().selectFrom('students').select(['id', 'address', 'lat', 'lng']).where('districtId', '=', 1)
        .where((eb) => eb('address', 'not in', eb.selectFrom('transportationRequests').select('address'))).orderBy('id').executeTakeFirstOrThrow();
      const byHome = await district.get<BusLookupResult>(lookup({ campusId: 1, address: student.address! }));
      expect(byHome.body.origin).toMatchObject({ lat: student.lat, lng: student.lng, source: 'student' });
      const read = await db().selectFrom('auditLog').select(['action', 'detail']).where('entity', '=', 'students').where('recordId', '=', String(student.id)).execute();
      expect(read).toEqual([{ action: 'read', detail: JSON.stringify({ via: 'bus-lookup' }) }]);
    });

    it("answers another district's campus and request as unknown, and refuses those without the lookup code", async () => {
      const foreignCampus = await db().selectFrom('campuses').select('id').where('districtId', '=', 2).executeTakeFirstOrThrow();
      expect(await district.get(lookup({ campusId: foreignCampus.id, lat: 30.27, lng: -97.74 }))).toMatchObject({ status: 404, body: { message: 'No such campus.' } });
      const foreignRequest = await db().selectFrom('transportationRequests').select(['id', 'address']).where('districtId', '=', 2).executeTakeFirstOrThrow();
      expect((await district.get(lookup({ requestId: foreignRequest.id }))).status).toBe(404);
      // Another district's addresses are not places this district knows.
      expect(await district.get(lookup({ campusId: 1, address: foreignRequest.address }))).toMatchObject({ status: 400, body: { code: 'ADDRESS_NOT_FOUND' } });
      const school = await signedIn(server.urlOf('enterprise'), 'school@example.com');
      expect((await school.get(lookup({ campusId: 1, lat: 38.58, lng: -121.49 }))).status).toBe(403);
      const vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
      await vendor.post('/api/account', { accountId: 1, subAccountIds: [1] });
      expect((await vendor.get(lookup({ campusId: 1, lat: 38.58, lng: -121.49 }))).status).toBe(403);
    });

    it.each([
      [{ lat: 38.58, lng: -121.49 }, 'campusId is required (or a requestId, whose campus is used).'],
      [{ campusId: 1 }, 'Give the home as lat and lng, or as an address.'],
      [{ campusId: 1, lat: 38.58 }, 'lat and lng go together: give both, or an address.'],
      [{ campusId: 1, lat: 95, lng: -121.49 }, 'lat must be a number from -90 to 90.'],
      [{ campusId: 1, lat: 'north', lng: -121.49 }, 'lat must be a number from -90 to 90.'],
      [{ campusId: 'one', lat: 38.58, lng: -121.49 }, 'campusId must be a record id (a whole number from 1).'],
      [{ campusId: 1, address: 'Oak' }, 'address must be 5 to 300 characters.'],
      [{ campusId: 1, address: '99999 Nowhere Rd, Sacramento' }, "No known place has this address: give the home's coordinates (lat and lng) instead."],
    ])('GET %j → 400 naming the problem', async (params, message) => {
      expect(await district.get(lookup(params))).toMatchObject({ status: 400, body: { message } });
    });

    it('refuses a parameter it does not know', async () => {
      expect((await district.get(lookup({ campusId: 1, lat: 38.58, lng: -121.49, radius: 5 }))).status).toBe(400);
    });
  });
}
