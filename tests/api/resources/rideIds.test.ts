import type { Kysely } from 'kysely';
import { RIDE_IDS_PATH, type RideIds } from '../../../resources/rides/rideIds';
import type { Database } from '../../../server/db/schema';
import { ApiClient, signedIn } from '../../helpers/apiClient';
import { DEMO_STAFF, signInAll } from '../../helpers/flowSuite';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

type Query = { filter?: object; sort?: [string, 'ASC' | 'DESC']; range?: [number, number] };

const queryString = ({ filter, sort, range }: Query) =>
  new URLSearchParams({ ...(filter ? { filter: JSON.stringify(filter) } : {}), ...(sort ? { sort: JSON.stringify(sort) } : {}), ...(range ? { range: JSON.stringify(range) } : {}) });

/** The list's total as its headers say it: the exact count, or the bound more rides than which match. */
function listTotalOf(headers: Headers): { totalRides: number; isTotalRidesExact: boolean } {
  const exact = /\/(\d+)$/.exec(headers.get('content-range') ?? '')?.[1];
  return exact !== undefined ? { totalRides: Number(exact), isTotalRidesExact: true } : { totalRides: Number(headers.get('x-total-more-than')), isTotalRidesExact: false };
}

/** Spec 7.3's rides list, `{ rideIds[], totalRides }`, beside the simple-rest list it must agree with. */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the rides list of ride ids (spec 7.3) on ${kind}`, () => {
    let server: TestServer;
    let users: Record<'admin' | 'manager' | 'yard' | 'district', ApiClient>;
    const db = (): Kysely<Database> => server.running.database.db;

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      const { admin, manager, yard, district } = DEMO_STAFF;
      users = await signInAll(server, { admin, manager, yard, district });
    });
    afterAll(() => server?.stop());

    const rideIds = (client: ApiClient, query: Query) => client.get<RideIds>(`${RIDE_IDS_PATH}?${queryString(query)}`);
    /** The day with the most rides, so that a filter on it matches rides of every tenant. */
    const busiestDay = async () => (await db().selectFrom('rides').select('rideDate').groupBy('rideDate').orderBy((eb) => eb.fn.countAll(), 'desc').executeTakeFirstOrThrow()).rideDate;

    it('answers the same rides, in the same order and with the same total, as GET /api/rides for the same query', async () => {
      const day = await busiestDay();
      const queries: Query[] = [
        {},
        { filter: { status: 'completed' }, sort: ['displayId', 'ASC'], range: [0, 9] },
        { filter: { rideDate: day }, sort: ['scheduledStart', 'ASC'], range: [5, 29] },
        { filter: { status: ['scheduled', 'assigned'], rideDate_gte: day }, range: [0, 499] },
      ];
      for (const client of Object.values(users)) {
        for (const query of queries) {
          const [ids, list] = await Promise.all([rideIds(client, query), client.get<{ id: number }[]>(`/api/rides?${queryString(query)}`)]);
          expect([query, ids.status]).toEqual([query, 200]);
          expect(ids.body.rideIds).toEqual(list.body.map((ride) => ride.id));
          expect({ totalRides: ids.body.totalRides, isTotalRidesExact: ids.body.isTotalRidesExact }).toEqual(listTotalOf(list.headers));
        }
      }
    });

    it('gives totalRides as a number, never the text of a count', async () => {
      const { body } = await rideIds(users.admin, { filter: { status: 'completed' } });
      expect(typeof body.totalRides).toBe('number');
      const counted = await db().selectFrom('rides').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'completed').executeTakeFirstOrThrow();
      expect(body).toMatchObject({ totalRides: Number(counted.n), isTotalRidesExact: true });
      expect(body.rideIds.every((id) => typeof id === 'number')).toBe(true);
    });

    it('gives a vendor, a yard user and a district user only their own rides, every one of them', async () => {
      const day = await busiestDay();
      const onDay = db().selectFrom('rides').select('id').where('rideDate', '=', day).orderBy('id');
      const own = {
        manager: await onDay.where('vendorId', '=', 1).execute(),
        // A yard user sees their yard's rides and the vendor's rides not yet given a yard.
        yard: await onDay.where('vendorId', '=', 1).where((eb) => eb.or([eb('yardId', '=', 1), eb('yardId', 'is', null)])).execute(),
        district: await onDay.where('districtId', '=', 1).execute(),
      };
      const everyRide = await onDay.execute();
      for (const [name, rides] of Object.entries(own) as [keyof typeof own, { id: number }[]][]) {
        expect([name, rides.length > 0, rides.length < everyRide.length]).toEqual([name, true, true]);
        const { body } = await rideIds(users[name], { filter: { rideDate: day }, sort: ['displayId', 'ASC'], range: [0, 499] });
        expect([name, [...body.rideIds].sort((a, b) => a - b)]).toEqual([name, rides.map((ride) => ride.id)]);
        expect([name, body.totalRides]).toEqual([name, rides.length]);
      }
    });

    it("gives nothing for another tenant's filter values", async () => {
      const foreignRides = (await db().selectFrom('rides').select('id').where('vendorId', '=', 2).where('districtId', '!=', 1).limit(20).execute()).map((ride) => ride.id);
      expect(foreignRides.length).toBeGreaterThan(0);
      const nothing = { rideIds: [], totalRides: 0, isTotalRidesExact: true };
      const foreignFilters: [keyof typeof users, object][] = [
        ['manager', { vendorId: 2 }], ['manager', { id: foreignRides }],
        ['yard', { yardId: 2 }], ['yard', { vendorId: 2 }], ['yard', { id: foreignRides }],
        ['district', { districtId: 2 }], ['district', { id: foreignRides }],
      ];
      for (const [name, filter] of foreignFilters) {
        const { status, body } = await rideIds(users[name], { filter });
        expect([name, filter, status, body]).toEqual([name, filter, 200, nothing]);
      }
    });

    it('refuses bad input with 400 and a message naming the problem, never a 500', async () => {
      const cases: [string, string, RegExp][] = [
        ['a filter that is not JSON', 'filter={oops', /filter is not valid JSON/],
        ['a filter on an unknown field', `filter=${encodeURIComponent('{"passwordHash":"x"}')}`, /cannot be filtered by "passwordHash"/],
        ['a filter value of the wrong type', `filter=${encodeURIComponent('{"status":5}')}`, /filter status: 5 is not a valid value/],
        ['a sort on an unknown field', `sort=${encodeURIComponent('["secret","ASC"]')}`, /cannot be sorted by "secret"/],
        ['a range past the page size', 'range=[0,600]', /at most 500 records per page/],
        ['an inverted range', 'range=[5,2]', /the end comes before the start/],
        ['a negative range', 'range=[-1,3]', /whole numbers from 0/],
        ['an unknown parameter', 'page=2', /must NOT have additional properties/],
        ['a parameter given twice', 'range=[0,1]&range=[0,2]', /range/],
      ];
      for (const [name, query, message] of cases) {
        const { status, body } = await users.manager.get<{ message: string; contextId: string }>(`${RIDE_IDS_PATH}?${query}`);
        expect([name, status]).toEqual([name, 400]);
        expect([name, body.message]).toEqual([name, expect.stringMatching(message)]);
      }
    });

    it('answers only a signed-in user with a chosen account who may view rides', async () => {
      expect((await new ApiClient(server.urlOf('vendor')).get(RIDE_IDS_PATH)).status).toBe(401);
      const unchosen = await signedIn(server.urlOf('admin'), 'admin@example.com');
      expect(await unchosen.get(RIDE_IDS_PATH)).toMatchObject({ status: 403, body: { code: 'auth/account-not-selected' } });
    });

    it('follows a change at once, though it keeps answers', async () => {
      const query: Query = { filter: { status: 'cancelled' }, range: [0, 499] };
      const before = (await rideIds(users.manager, query)).body;
      const ride = await db().selectFrom('rides').select('id').where('vendorId', '=', 1).where('status', '=', 'scheduled').executeTakeFirstOrThrow();
      await db().updateTable('rides').set({ status: 'cancelled' }).where('id', '=', ride.id).execute();
      const after = (await rideIds(users.manager, query)).body;
      expect(after.totalRides).toBe(before.totalRides + 1);
      expect(after.rideIds).toContain(ride.id);
    });
  });
}
