import { pageFrom } from '../../../src/providers/listPage';
import { RIDE_IDS_PATH, type RideIds } from '../../../resources/rides/rideIds';
import { SMALL_DEMO_SIZE } from '../../../server/db/seed/operation';
import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(180_000);

/** Enough school days of the small demo's runs that its rides pass the list's first counting bound. */
const MANY_RIDES = { ...SMALL_DEMO_SIZE, pastSchoolDays: 45 };

const listPath = (range: [number, number], filter: object = {}) =>
  `/api/rides?${new URLSearchParams({ sort: '["scheduledStart","DESC"]', range: JSON.stringify(range), filter: JSON.stringify(filter) })}`;

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `list totals past the counting bound (issue "performance") on ${kind}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    let rides: number;

    beforeAll(async () => {
      server = await startTestServer({ database: kind, role: 'admin', demo: MANY_RIDES });
      admin = await signedIn(server.url, 'admin@example.com');
      await admin.post('/api/account', { accountId: 1 });
      const counted = await server.running.database.db.selectFrom('rides').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      rides = Number(counted.n);
    });
    afterAll(() => server?.stop());

    it('has more rides than the first bound, or this suite proves nothing', () => {
      expect(rides).toBeGreaterThan(2000);
    });

    it('says "more than 2,000" on the first page instead of counting every ride', async () => {
      const page = await admin.get<unknown[]>(listPath([0, 24]));
      expect(page.status).toBe(200);
      expect(page.body).toHaveLength(25);
      expect(page.headers.get('content-range')).toBe('rides 0-24/*');
      expect(page.headers.get('x-total-more-than')).toBe('2000');
      expect(page.headers.get('access-control-expose-headers')).toContain('X-Total-More-Than');
      // What the console's data provider makes of it: no total, a next page, the bound to show.
      const result = pageFrom(page.headers, page.body as never, { page: 1, perPage: 25 });
      expect(result).toMatchObject({ pageInfo: { hasNextPage: true, hasPreviousPage: false }, meta: { totalMoreThan: 2000 } });
      expect(result.total).toBeUndefined();
    });

    it("counts the rides list's totalRides (spec 7.3) up to the same bound, and says when more match", async () => {
      const first = await admin.get<RideIds>(`${RIDE_IDS_PATH}?range=[0,24]`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ totalRides: 2000, isTotalRidesExact: false });
      expect(first.body.rideIds).toHaveLength(25);
      const deep = await admin.get<RideIds>(`${RIDE_IDS_PATH}?range=[2000,2024]`);
      expect(deep.body).toMatchObject({ totalRides: rides, isTotalRidesExact: true });
    });

    it('counts exactly once the page is close enough to the end', async () => {
      // The bound follows the page: a page ending past row 2,000 is counted up to 4,000 rows.
      const deep = await admin.get<unknown[]>(listPath([2000, 2024]));
      expect(deep.status).toBe(200);
      expect(rides).toBeLessThanOrEqual(4000);
      expect(deep.headers.get('content-range')).toBe(`rides 2000-${Math.min(2024, rides - 1)}/${rides}`);
      expect(deep.headers.get('x-total-more-than')).toBeNull();
      expect(pageFrom(deep.headers, deep.body as never, { page: 81, perPage: 25 })).toMatchObject({ total: rides });
    });

    it('still tells the total on a page past the last row, which has no row to carry it', async () => {
      const cancelled = await server.running.database.db.selectFrom('rides').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'cancelled').executeTakeFirstOrThrow();
      const past = await admin.get<unknown[]>(listPath([1000, 1024], { status: 'cancelled' }));
      expect(past.status).toBe(200);
      expect(past.body).toEqual([]);
      expect(past.headers.get('content-range')).toBe(`rides 1000-1000/${Number(cancelled.n)}`);
    });

    it('gives an exact total for a filter that matches fewer rows than the bound', async () => {
      const cancelled = await server.running.database.db.selectFrom('rides').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'cancelled').executeTakeFirstOrThrow();
      const page = await admin.get<{ status: string }[]>(listPath([0, 24], { status: 'cancelled' }));
      expect(page.status).toBe(200);
      expect(page.body.every((ride) => ride.status === 'cancelled')).toBe(true);
      expect(page.headers.get('content-range')).toMatch(new RegExp(`/${Number(cancelled.n)}$`));
      expect(page.headers.get('x-total-more-than')).toBeNull();
    });

    it('never shows a kept count past a change to the data: a page of another order or range shows it at once', async () => {
      const db = server.running.database.db;
      const cancelledNow = async () => Number((await db.selectFrom('rides').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'cancelled').executeTakeFirstOrThrow()).n);
      const totalOf = async (sort: string, range: [number, number]) => {
        const page = await admin.get<{ status: string }[]>(`/api/rides?${new URLSearchParams({ sort, range: JSON.stringify(range), filter: '{"status":"cancelled"}' })}`);
        expect(page.status).toBe(200);
        return page.headers.get('content-range')!.split('/')[1];
      };
      const before = await cancelledNow();
      expect(await totalOf('["scheduledStart","DESC"]', [0, 9])).toBe(String(before));
      // Another order and another range of the same query: the count is the same, kept or not.
      expect(await totalOf('["scheduledStart","ASC"]', [10, 19])).toBe(String(before));
      const { id } = await db.selectFrom('rides').select('id').where('status', '=', 'completed').orderBy('id').executeTakeFirstOrThrow();
      await db.updateTable('rides').set({ status: 'cancelled' }).where('id', '=', id).execute();
      try {
        // Pages never asked for before, of a query whose count was kept: the change shows at once.
        expect(await totalOf('["id","ASC"]', [0, 9])).toBe(String(before + 1));
        expect(await totalOf('["id","DESC"]', [20, 29])).toBe(String(before + 1));
      } finally {
        await db.updateTable('rides').set({ status: 'completed' }).where('id', '=', id).execute();
      }
      expect(await totalOf('["scheduledStart","ASC"]', [30, 39])).toBe(String(before));
    });

    it('keeps bad ranges a 400', async () => {
      for (const range of ['[5,2]', '[0,600]', '[-1,3]']) {
        const refused = await admin.get<{ code: string }>(`/api/rides?range=${encodeURIComponent(range)}`);
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('INVALID_PARAMETER');
      }
    });
  });
}
