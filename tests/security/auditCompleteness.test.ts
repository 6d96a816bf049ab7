import type { WorkQueueItem } from '../../permissions/accountContext';
import { REPORT_APIS } from '../../resources/reports/performance';
import { listRoutes } from '../../server/access';
import { UNAUDITED_WRITES } from '../../server/auditExemptions';
import { addDays, todayIn } from '../../server/db/seed/calendar';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startAuditBed, type AuditBed, type AuditCase } from './auditCases/auditBed';
import { entriesOfRequest, expectEntries, withAuditRefused } from './auditCases/auditedRequest';
import { ENGINE_CASES, engineWriteRoutes } from './auditCases/engineCases';
import { impersonating, SESSION_CASES } from './auditCases/sessionCases';
import { WORK_CASES } from './auditCases/workCases';

jest.setTimeout(120_000);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Each audited route, by method and path as registered, with a request that must leave its entry. */
const AUDIT_CASES: Record<string, AuditCase> = { ...SESSION_CASES, ...WORK_CASES, ...ENGINE_CASES };

/**
 * SECURITY.md "Privacy and audit": every write is in an append-only audit log (actor, impersonator,
 * tenant, record, action, time). The routes are read from the portals' own route tables, so a
 * state-changing route added without an entry, and not among the stated exemptions
 * (server/auditExemptions.ts), fails here. The resource engine's routes share one write path: a few
 * of its entities stand for all of them (auditCases/engineCases.ts).
 */
for (const { kind, requirement } of DATABASE_KINDS) describeWhen(requirement, `every write in the audit log on ${kind}`, () => {
  let bed: AuditBed;
  beforeAll(async () => {
    bed = await startAuditBed(kind);
  });
  afterAll(() => bed?.server.stop());

  const registeredWrites = () => new Set(bed.server.running.portals.flatMap((portal) => listRoutes(portal.app))
    .filter((route) => STATE_CHANGING.has(route.method)).map((route) => `${route.method} ${route.url}`));

  it('has an audit case, a resource engine route or a stated exemption for every state-changing route the portals register', () => {
    const registered = registeredWrites();
    expect(registered.size).toBeGreaterThan(100);
    const engine = engineWriteRoutes();
    const unaccounted = [...registered].filter((route) => !(route in AUDIT_CASES) && !(route in UNAUDITED_WRITES) && !engine.has(route));
    expect(unaccounted).toEqual([]);
    // And nothing listed that is gone, nor both audited and exempt.
    expect([...Object.keys(AUDIT_CASES), ...Object.keys(UNAUDITED_WRITES), ...engine].filter((route) => !registered.has(route))).toEqual([]);
    expect(Object.keys(UNAUDITED_WRITES).filter((route) => route in AUDIT_CASES || engine.has(route))).toEqual([]);
  });

  it.each(Object.keys(AUDIT_CASES))('%s leaves its entry: who, for whom, in which account, what to which record, and when', async (route) => {
    const request = await AUDIT_CASES[route](bed);
    const { entries, sentAt } = await entriesOfRequest(bed, route, request);
    expectEntries(route, entries, request, sentAt);
  });

  it('names the support user beside the user they act as when they change a record', async () => {
    const asManager = await impersonating(bed, 'manager');
    const { items } = (await asManager.get<{ items: WorkQueueItem[] }>('/api/work-queue/items')).body;
    const open = items.find((item) => item.status === 'open')!;
    const request = {
      send: () => asManager.post(`/api/work-queue/items/${open.id}/done`, { version: open.version }),
      expected: {
        action: 'update', actorUserId: bed.userIds.manager, impersonatorUserId: bed.userIds.support, portal: 'vendor' as const, tenant: bed.tenants.manager,
        entity: 'work-queue-items', recordId: open.id,
      },
    };
    const { entries, sentAt } = await entriesOfRequest(bed, 'POST /api/work-queue/items/:id/done', request);
    expectEntries('POST /api/work-queue/items/:id/done as the support user', entries, request, sentAt);
  });

  it('audits what describing a content prepares, once and as the caller, though the description itself is exempt', async () => {
    const day = addDays(todayIn('UTC'), -2);
    const request = {
      send: () => bed.staff.manager.post('/api/content/metadata', { contentApi: REPORT_APIS.runPerformance, params: { from: day, to: day }, method: 'POST' }),
      expected: { action: 'report.prepare', actorUserId: bed.userIds.manager, portal: 'vendor' as const, tenant: bed.tenants.manager, entity: 'prepared-reports' },
    };
    const { entries, sentAt } = await entriesOfRequest(bed, 'POST /api/content/metadata', request);
    expectEntries('POST /api/content/metadata', entries, request, sentAt);
  });

  it('keeps no change whose audit entry cannot be written', async () => {
    const { yard, school, admin, district } = bed.staff;
    const { items } = (await admin.get<{ items: WorkQueueItem[] }>('/api/work-queue/items')).body;
    const open = items.find((item) => item.status === 'open')!;
    const before = await bed.db().selectFrom('users').select(['id', 'firstName', 'locale']).where('id', 'in', [bed.userIds.yard, bed.userIds.school]).orderBy('id').execute();
    await withAuditRefused(bed, async () => {
      const refused = [
        await yard.request('PUT', '/api/profile', { name: { first: 'Refused', last: 'Change' }, phoneNumber: '' }),
        await school.request('PUT', '/api/profile/language', { locale: 'zh' }),
        await admin.post(`/api/work-queue/items/${open.id}/done`, { version: open.version }),
        await district.post('/api/students', { studentNumber: 'AUD-REFUSED', firstName: 'Ana', lastName: 'Lima', campusId: 2, grade: '3', status: 'active' }),
        await district.post('/api/roster-imports?fileName=refused.csv', 'sourced_id,student_number,first_name,last_name,school,grade\r\nR-1,R-1,Ana,Lima,x,3\r\n', { 'content-type': 'text/csv' }),
      ];
      expect(refused.map((response) => response.status >= 500)).toEqual([true, true, true, true, true]);
    });
    expect(await bed.db().selectFrom('users').select(['id', 'firstName', 'locale']).where('id', 'in', [bed.userIds.yard, bed.userIds.school]).orderBy('id').execute()).toEqual(before);
    expect(await bed.db().selectFrom('workQueueItems').select('status').where('id', '=', open.id).executeTakeFirstOrThrow()).toEqual({ status: 'open' });
    expect(await bed.db().selectFrom('students').select('id').where('studentNumber', '=', 'AUD-REFUSED').execute()).toEqual([]);
    expect(await bed.db().selectFrom('rosterImports').select('id').where('fileName', '=', 'refused.csv').execute()).toEqual([]);
  });
});
