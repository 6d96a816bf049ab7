import type { Kysely } from 'kysely';
import type { WorkQueueItem } from '../../permissions/accountContext';
import type { Insights } from '../../resources/reports/performance';
import type { Database } from '../../server/db/schema';
import { ApiClient, signedIn } from '../helpers/apiClient';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(90_000);

async function membershipOf(db: Kysely<Database>, email: string) {
  return db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.userId')
    .select(['memberships.accountId', 'memberships.permissions', 'users.id as userId']).where('users.email', '=', email).executeTakeFirstOrThrow();
}

const csvRows = (text: string) => text.trim().split('\r\n').slice(1);

/** Reports, insights and the work queue (docs/sections.md "Reports, insights and the work queue"), within each caller's tenant. */
for (const { kind, requirement } of DATABASE_KINDS) describeWhen(requirement, `reports, insights and the work queue on ${kind}`, () => {
  let server: TestServer;
  let admin: ApiClient;
  let district: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
    await admin.post('/api/account', { accountId: 1 });
    district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
  });
  afterAll(() => server?.stop());

  const ridesIn = async (insights: Insights, districtId?: number) => {
    let query = server.running.database.db.selectFrom('rides').select((eb) => eb.fn.countAll().as('n')).where('rideDate', '>=', insights.from).where('rideDate', '<=', insights.to);
    if (districtId) query = query.where('districtId', '=', districtId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it("gives the period's figures by day, issue kind and district, counting every ride of the tenant once", async () => {
    const insights = (await admin.get<Insights>('/api/insights?days=14')).body;
    expect(insights.days.length).toBeGreaterThan(0);
    expect(insights.days.every((day) => day.date >= insights.from && day.date <= insights.to && day.onTime <= day.completed)).toBe(true);
    const total = insights.days.reduce((sum, day) => sum + day.rides, 0);
    expect(total).toBe(await ridesIn(insights));
    expect(insights.districts.reduce((sum, row) => sum + row.rides, 0)).toBe(total);
    expect(Object.values(insights.issuesByKind).reduce((sum, n) => sum + n, 0)).toBe(insights.days.reduce((sum, day) => sum + day.routeIssues, 0));
  });

  it("shows a district coordinator only their district's rides", async () => {
    const { accountId } = await membershipOf(server.running.database.db, 'district@example.com');
    const insights = (await district.get<Insights>('/api/insights?days=7')).body;
    expect(insights.districts.map((row) => row.districtId)).toEqual([accountId]);
    expect(insights.days.reduce((sum, day) => sum + day.rides, 0)).toBe(await ridesIn(insights, accountId));
  });

  it('refuses an unknown period with 400 and a user without the report code with 403', async () => {
    expect(await admin.get('/api/insights?days=5')).toMatchObject({ status: 400, body: { message: 'days must be one of 7, 14, 30.' } });
    expect((await admin.get('/api/insights?days=14&x=1')).status).toBe(400);
    const yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    await yard.post('/api/account', { accountId: 1, subAccountIds: [1] });
    expect(JSON.parse((await membershipOf(server.running.database.db, 'yard@example.com')).permissions)).not.toContain('REPORT_VIEW');
    expect((await yard.get('/api/insights')).status).toBe(403);
    expect((await yard.get('/api/reports/on-time')).status).toBe(403);
    expect((await yard.post('/api/content/metadata', { contentApi: '/api/reports/on-time', params: { days: '7' } })).status).toBe(403);
  });

  it('hands the on-time and route-issue reports over as CSV, described first on the landing page', async () => {
    const described = await district.post<{ action: string; actionLink: string }>('/api/content/metadata', { contentApi: '/api/reports/on-time', params: { days: '14' } });
    expect(described).toMatchObject({ status: 200, body: { action: 'On-time performance <b>report</b>', actionLink: '/api/reports/on-time?days=14', actionButtonLabel: 'Download CSV' } });
    const file = await district.get<string>(described.body.actionLink);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const insights = (await district.get<Insights>('/api/insights?days=14')).body;
    expect(csvRows(file.body).map((line) => line.split(',').slice(0, 4).join(','))).toEqual(insights.days.map((day) => [day.date, day.rides, day.completed, day.onTime].join(',')));

    const issues = await district.get<string>('/api/reports/route-issues?days=30');
    const { accountId } = await membershipOf(server.running.database.db, 'district@example.com');
    const period = (await district.get<Insights>('/api/insights?days=30')).body;
    const expected = await server.running.database.db.selectFrom('routeIssues').innerJoin('rides', 'rides.id', 'routeIssues.rideId').select((eb) => eb.fn.countAll().as('n'))
      .where('rides.districtId', '=', accountId).where('rides.rideDate', '>=', period.from).where('rides.rideDate', '<=', period.to).executeTakeFirstOrThrow();
    expect(Number(expected.n)).toBeGreaterThan(0);
    expect(csvRows(issues.body).length).toBe(Number(expected.n));
    expect(issues.body.startsWith('ride,date,district,kind,severity,detected_at,resolved_at,resolution\r\n')).toBe(true);
  });

  it("lists a user's own work-queue items and marks one done once, at its version", async () => {
    const items = (await admin.get<{ items: WorkQueueItem[] }>('/api/work-queue/items')).body.items;
    expect(items.length).toBeGreaterThan(1);
    const [first, second] = items;
    expect((await admin.get<{ link: string }>('/api/work-queue/first-link')).body.link).toBe(first.link);

    expect(await admin.post(`/api/work-queue/items/${first.id}/done`, { version: first.version + 1 })).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
    expect(await admin.post(`/api/work-queue/items/${first.id}/done`, { version: first.version })).toMatchObject({ status: 200, body: { status: 'done', version: first.version + 1 } });
    expect(await admin.post(`/api/work-queue/items/${first.id}/done`, { version: first.version + 1 })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
    expect((await admin.get<{ link: string }>('/api/work-queue/first-link')).body.link).toBe(second.link);

    const vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
    await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
    const own = (await vendor.get<{ items: WorkQueueItem[] }>('/api/work-queue/items')).body.items;
    expect(own.map((item) => item.id)).not.toContain(second.id);
    expect(await vendor.post(`/api/work-queue/items/${second.id}/done`, { version: second.version })).toMatchObject({ status: 404 });
    expect((await vendor.post(`/api/work-queue/items/${own[0].id}/done`, {})).status).toBe(400);
    expect((await vendor.post('/api/work-queue/items/abc/done', { version: 1 })).status).toBe(400);
  });
});
