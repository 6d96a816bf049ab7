import type { ContentMetadata } from '../../resources/content/contentMetadata';
import { REPORT_APIS } from '../../resources/reports/performance';
import { MAX_PREPARED_DAYS, PREPARED_REPORTS_KEPT, type PreparedReport } from '../../resources/reports/preparedReports';
import { todayIn } from '../../server/db/seed/calendar';
import type { ApiClient } from '../helpers/apiClient';
import { DEMO_STAFF, signInAll } from '../helpers/flowSuite';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const csvLines = (text: string) => text.trim().split('\r\n');

/** A report prepared on demand (docs/sections.md "Reports, insights and the work queue"): the content API called with POST (spec 7.5). */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the run performance report, prepared when asked, on ${kind}`, () => {
    let server: TestServer;
    let users: Record<'admin' | 'manager' | 'yard' | 'district', ApiClient>;
    /** The days every test asks for: the last ten, today included, on the vendor's calendar. */
    let days: { from: string; to: string };

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      const { admin, manager, yard, district } = DEMO_STAFF;
      users = await signInAll(server, { admin, manager, yard, district });
      const account = await users.manager.get<{ account: { timezone: string } }>('/api/account');
      const today = todayIn(account.body.account.timezone);
      days = { from: dayBefore(today, 9), to: today };
    });
    afterAll(() => server?.stop());

    const prepare = (client: ApiClient, body: object) => client.post<PreparedReport & { message: string; code: string }>(REPORT_APIS.runPerformance, body);
    const metadata = (client: ApiClient, params: Record<string, string>, method?: string) =>
      client.post<ContentMetadata & { message: string; code: string }>('/api/content/metadata', { contentApi: REPORT_APIS.runPerformance, params, ...(method ? { method } : {}) });
    const ridesOf = async (column: 'vendorId' | 'districtId', id: number) => {
      const { db } = server.running.database;
      const rows = await db.selectFrom('rides').innerJoin('routes', 'routes.id', 'rides.routeId').select(['rides.id', 'routes.number'])
        .where(`rides.${column}`, '=', id).where('rides.rideDate', '>=', days.from).where('rides.rideDate', '<=', days.to).execute();
      return { rides: rows.length, runs: new Set(rows.map((row) => row.number)) };
    };

    it("prepares one line per run over the caller's rides of those days, and keeps the file for its download", async () => {
      const prepared = await prepare(users.manager, days);
      expect(prepared.status).toBe(201);
      const own = await ridesOf('vendorId', 1);
      expect(own.rides).toBeGreaterThan(0);
      expect(prepared.body).toMatchObject({ ...days, rides: own.rides, lines: expect.any(Number), downloadPath: `/api/reports/prepared/${prepared.body.id}` });
      const file = await users.manager.get<string>(prepared.body.downloadPath);
      expect(file.headers.get('content-type')).toContain('text/csv');
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="run-performance-${days.from}-to-${days.to}.csv"`);
      const [header, ...lines] = csvLines(file.body);
      expect(header).toBe('run,direction,district,vendor,rides,completed,on_time,on_time_percent,cancelled,route_issues,average_start_delay_minutes');
      expect(lines).toHaveLength(prepared.body.lines);
      expect(new Set(lines.map((line) => line.split(',')[0]))).toEqual(own.runs);
      expect(lines.reduce((sum, line) => sum + Number(line.split(',')[4]), 0)).toBe(own.rides);
      const audit = await server.running.database.db.selectFrom('auditLog').select(['action', 'recordId']).where('action', '=', 'report.prepare').execute();
      expect(audit).toContainEqual({ action: 'report.prepare', recordId: String(prepared.body.id) });
    });

    it("holds a district's report to the district's rides", async () => {
      const prepared = await prepare(users.district, days);
      expect(prepared.body.rides).toBe((await ridesOf('districtId', 1)).rides);
    });

    it('is described through the content landing when asked with POST, linking to the file it prepared', async () => {
      const described = await metadata(users.manager, days, 'POST');
      expect(described.status).toBe(200);
      expect(described.body).toMatchObject({ action: 'Run performance <b>report</b>', actionButtonLabel: 'Download CSV', actionLink: expect.stringMatching(/^\/api\/reports\/prepared\/\d+$/) });
      expect(described.body.context).toMatch(/^<b>\w{3} \d{1,2}, \d{4}<\/b> to <b>\w{3} \d{1,2}, \d{4}<\/b> · <b>Summit Student Transportation<\/b>, as a CSV file$/);
      expect(described.body.message).toContain(`from <b>${(await ridesOf('vendorId', 1)).rides}</b> rides`);
      const file = await users.manager.get<string>(described.body.actionLink);
      expect([file.status, csvLines(file.body)[0]]).toEqual([200, expect.stringMatching(/^run,direction,/)]);
    });

    it('is refused when asked with GET, with or without naming it, saying it is called with POST', async () => {
      for (const method of ['GET', undefined]) {
        const refused = await metadata(users.manager, days, method);
        expect([method, refused.status, refused.body]).toEqual([method, 400, expect.objectContaining({ code: 'UNSUPPORTED_METHOD', message: `${REPORT_APIS.runPerformance} is called with POST, not GET.` })]);
      }
      expect((await users.manager.get(`${REPORT_APIS.runPerformance}?from=${days.from}&to=${days.to}`)).status).toBe(404);
    });

    it('lets only the member who prepared a file download it', async () => {
      const { body } = await prepare(users.manager, days);
      for (const other of [users.district, users.admin]) {
        expect(await other.get(body.downloadPath)).toMatchObject({ status: 404, body: { code: 'PREPARED_REPORT_NOT_FOUND' } });
      }
      // The yard user may not prepare reports at all.
      expect((await users.yard.get(body.downloadPath)).status).toBe(403);
      expect((await prepare(users.yard, days)).status).toBe(403);
      expect((await metadata(users.yard, days, 'POST')).status).toBe(403);
    });

    it('keeps a file only until it expires', async () => {
      const { body } = await prepare(users.manager, days);
      const { db } = server.running.database;
      await db.updateTable('preparedReports').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('id', '=', body.id).execute();
      expect((await users.manager.get(body.downloadPath)).status).toBe(404);
      await prepare(users.manager, days);
      expect(await db.selectFrom('preparedReports').select('id').where('id', '=', body.id).executeTakeFirst()).toBeUndefined();
    });

    it(`keeps the ${PREPARED_REPORTS_KEPT} latest files of a member, letting the oldest go`, async () => {
      const { db } = server.running.database;
      const first = (await prepare(users.district, days)).body;
      for (let more = 0; more < PREPARED_REPORTS_KEPT; more += 1) expect((await prepare(users.district, days)).status).toBe(201);
      expect((await users.district.get(first.downloadPath)).status).toBe(404);
      const districtUser = await db.selectFrom('users').select('id').where('email', '=', 'district@example.com').executeTakeFirstOrThrow();
      expect((await db.selectFrom('preparedReports').select('id').where('userId', '=', districtUser.id).execute()).length).toBe(PREPARED_REPORTS_KEPT);
      // Another member's files are theirs to keep.
      expect((await db.selectFrom('preparedReports').select('id').where('userId', '!=', districtUser.id).execute()).length).toBeGreaterThan(0);
    });

    it('refuses days it cannot cover with 400 naming the problem, directly and through the landing', async () => {
      const tomorrow = dayBefore(days.to, -1);
      const cases: [string, Record<string, string>, RegExp][] = [
        ['a day that does not exist', { from: '2026-02-30', to: days.to }, /from: 2026-02-30 is not a day of the calendar/],
        ['a day that is not a date', { from: 'last week', to: days.to }, /from/],
        ['from after to', { from: days.to, to: days.from }, /comes after to/],
        ['a day to come', { from: days.from, to: tomorrow }, /is after today/],
        ['too many days', { from: dayBefore(days.to, MAX_PREPARED_DAYS), to: days.to }, new RegExp(`at most ${MAX_PREPARED_DAYS} days`)],
        ['a missing day', { from: days.from }, /to/],
      ];
      for (const [name, params, message] of cases) {
        for (const answer of [await prepare(users.manager, params), await metadata(users.manager, params, 'POST')]) {
          expect([name, answer.status, answer.body.message]).toEqual([name, 400, expect.stringMatching(message)]);
        }
      }
      expect((await metadata(users.manager, { ...days, format: 'pdf' }, 'POST')).body).toMatchObject({ code: 'UNKNOWN_PARAMETER' });
    });
  });
}
