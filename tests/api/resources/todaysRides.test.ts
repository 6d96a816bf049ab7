import type { Kysely } from 'kysely';
import { defineAbilityFor } from '../../../permissions/defineAbility';
import type { AccountResponse } from '../../../permissions/accountContext';
import { rides } from '../../../resources/rides';
import type { Database } from '../../../server/db/schema';
import type { ApiClient } from '../../helpers/apiClient';
import { DEMO_STAFF, signInAll } from '../../helpers/flowSuite';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

type Ride = { id: number; displayId: number; scheduledStart: string };

const listOf = (filter: object, sort?: [string, 'ASC' | 'DESC']) =>
  `/api/rides?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,499]', ...(sort ? { sort: JSON.stringify(sort) } : {}) })}`;
const sortedIds = (rows: { id: number }[]) => rows.map(({ id }) => id).sort((a, b) => a - b);

/**
 * Today's work on the rides list: its default order, its quick filters (late,
 * off route, without a bus or driver, cancelled) as the declaration writes them, and its search box
 * (ride number, run, driver, vehicle), each matched against the database.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `today's rides: order, quick filters and search, on ${kind}`, () => {
    let server: TestServer;
    let users: Record<'admin' | 'district', ApiClient>;
    let day: string;
    const db = (): Kysely<Database> => server.running.database.db;
    const ridesOfDay = () => db().selectFrom('rides').where('rideDate', '=', day);

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      users = await signInAll(server, { admin: DEMO_STAFF.admin, district: DEMO_STAFF.district });
      // The day with the most rides, and among them some of every kind a quick filter picks.
      day = (await db().selectFrom('rides').select('rideDate').groupBy('rideDate').orderBy((eb) => eb.fn.countAll(), 'desc').executeTakeFirstOrThrow()).rideDate;
    });
    afterAll(() => server?.stop());

    const listed = async (client: ApiClient, filter: object) => {
      const answer = await client.get<Ride[]>(listOf(filter));
      expect(answer.status).toBe(200);
      return answer.body;
    };

    it('lists rides soonest first when no order is asked for', async () => {
      const shown = await listed(users.admin, { rideDate: day });
      expect(shown.length).toBeGreaterThan(1);
      const starts = shown.map((ride) => Date.parse(ride.scheduledStart));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it('narrows to the rides each quick filter names, alone and together, exactly those the database holds', async () => {
      const withIssue = (issue: string) => ridesOfDay().select('rides.id')
        .where('rides.id', 'in', db().selectFrom('routeIssues').select('rideId').where('kind', '=', issue)).execute();
      const expected: Record<string, { id: number }[]> = {
        late: await withIssue('late'),
        offRoute: await withIssue('off_route'),
        unstaffed: await ridesOfDay().select('id').where((eb) => eb.or([eb('vehicleId', 'is', null), eb('driverId', 'is', null)]))
          .where('status', 'not in', ['cancelled', 'completed']).execute(),
        cancelled: await ridesOfDay().select('id').where('status', '=', 'cancelled').execute(),
      };
      expect(Object.keys(expected).sort()).toEqual(Object.keys(rides.quickFilters!).sort());
      for (const [name, rows] of Object.entries(expected)) {
        expect([name, sortedIds(await listed(users.admin, { rideDate: day, [name]: true }))]).toEqual([name, sortedIds(rows)]);
        // Turned off, it narrows nothing.
        expect((await listed(users.admin, { rideDate: day, [name]: false })).length).toBe(Math.min(500, Number((await ridesOfDay().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)));
      }
      expect(expected.late.length + expected.cancelled.length + expected.unstaffed.length).toBeGreaterThan(0);
      const both = sortedIds(await listed(users.admin, { rideDate: day, late: true, cancelled: true }));
      expect(both).toEqual(sortedIds(expected.late).filter((id) => expected.cancelled.some((ride) => ride.id === id)));
    });

    it('refuses a quick filter that is not true or false, naming it', async () => {
      const answer = await users.admin.get<{ message: string }>(listOf({ late: 'yes' }));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('filter late: true or false.');
    });

    it('finds rides by ride number, run, driver full name and vehicle number', async () => {
      const ride = await ridesOfDay().innerJoin('routes', 'routes.id', 'rides.routeId').innerJoin('drivers', 'drivers.id', 'rides.driverId').innerJoin('vehicles', 'vehicles.id', 'rides.vehicleId')
        .select(['rides.id', 'rides.displayId', 'rides.driverId', 'rides.vehicleId', 'rides.routeId', 'routes.number as run', 'drivers.firstName', 'drivers.lastName', 'vehicles.number as vehicle'])
        .orderBy('rides.id').executeTakeFirstOrThrow();
      const search = (q: string) => listed(users.admin, { rideDate: day, q });
      expect((await search(String(ride.displayId))).map(({ id }) => id)).toEqual([ride.id]);
      expect((await search(`#${ride.displayId}`)).map(({ id }) => id)).toEqual([ride.id]);
      const ofRun = await ridesOfDay().select('id').where('routeId', 'in', db().selectFrom('routes').select('id').where((eb) => eb(eb.fn('lower', ['number']), 'like', `%${ride.run.toLowerCase()}%`))).execute();
      expect(sortedIds(await search(ride.run))).toEqual(sortedIds(ofRun));
      const ofDriver = await ridesOfDay().select('id').where('driverId', 'in', db().selectFrom('drivers').select('id').where('firstName', '=', ride.firstName).where('lastName', '=', ride.lastName)).execute();
      expect(sortedIds(await search(`${ride.lastName} ${ride.firstName}`))).toEqual(sortedIds(ofDriver));
      const ofVehicle = await ridesOfDay().select('id').where('vehicleId', 'in', db().selectFrom('vehicles').select('id').where((eb) => eb(eb.fn('lower', ['number']), 'like', `%${ride.vehicle.toLowerCase()}%`))).execute();
      expect(sortedIds(await search(ride.vehicle))).toEqual(sortedIds(ofVehicle));
      expect(await search(`${ride.firstName} Zzyzx`)).toEqual([]);
    });

    it("looks in a reference's record only for those who may read it", async () => {
      const account = (await users.district.get<AccountResponse>('/api/account')).body;
      const readsDrivers = defineAbilityFor(account).can('view', 'drivers');
      const ride = await ridesOfDay().innerJoin('drivers', 'drivers.id', 'rides.driverId').select(['rides.id', 'drivers.firstName', 'drivers.lastName'])
        .where('rides.districtId', '=', 1).orderBy('rides.id').executeTakeFirstOrThrow();
      const found = (await listed(users.district, { rideDate: day, q: `${ride.firstName} ${ride.lastName}` })).map(({ id }) => id);
      expect(found.includes(ride.id)).toBe(readsDrivers);
    });
  });
}
