import type { ExplorerRun, ExplorerRunList, ExplorerViolation } from '../../../resources/route-explorer/explorer';
import { describeWhen } from '../../helpers/requirements';
import { demoClients, grantCodes, type DemoClients } from '../../helpers/settingsClients';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

const details = (districtId: number, ids: number[]) => `/api/route-explorer/districts/${districtId}/runs/details?ids=${ids.join(',')}`;

/** The route explorer (spec 2.4, DOMAIN.md "route explorer"): a district's runs and their violations, computed by the server. */
for (const { kind, requirement } of DATABASE_KINDS) describeWhen(requirement, `the route explorer API on ${kind}`, () => {
  let server: TestServer;
  let clients: DemoClients;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    clients = await demoClients(server);
  });
  afterAll(() => server?.stop());

  const db = () => server.running.database.db;
  const vanRuns = (districtId: number) => db().selectFrom('routes').select(['id', 'stops']).where('districtId', '=', districtId).where('vehicleType', 'in', ['van', 'car']).orderBy('id').execute();
  /** The students a run carries now (its current assignments; the seed ends none in the future). */
  const ridersOf = (routeId: number) => db().selectFrom('studentAssignments').select(['studentId', 'stopSequence']).where('routeId', '=', routeId).where('effectiveTo', 'is', null).orderBy('studentId').execute();

  it('offers the districts whose runs the user may see, and lists a district with its limits', async () => {
    expect((await clients.admin.get<{ id: number }[]>('/api/route-explorer/districts')).body.map((d) => d.id)).toEqual([1, 2, 3].sort());
    expect((await clients.district.get('/api/route-explorer/districts')).body).toEqual([{ id: 1, name: 'Cedar Valley Unified School District' }]);
    const list = (await clients.district.get<ExplorerRunList>('/api/route-explorer/districts/1/runs')).body;
    const limits = await db().selectFrom('routeExplorerLimits').select(['maxRideMinutes', 'maxWalkMeters']).where('districtId', '=', 1).executeTakeFirstOrThrow();
    expect(list.limits).toEqual({ ...limits, seats: { bus: 72, van: 10, car: 6 } });
    expect(list.center).toEqual({ lat: 38.5816, lng: -121.4944 });
    const runCount = await db().selectFrom('routes').select((eb) => eb.fn.countAll().as('n')).where('districtId', '=', 1).executeTakeFirstOrThrow();
    expect(list.runs).toHaveLength(Number(runCount.n));
    expect(list.runs.some((run) => (run.openViolations ?? 0) > 0)).toBe(true);
    expect(JSON.stringify(list)).not.toContain('studentIds');
  });

  it('flags a van carrying more students than its seats, and shows the seeded waiver with who and why', async () => {
    const vans = await vanRuns(1);
    expect(vans.length).toBeGreaterThan(0);
    const runs = (await clients.district.get<ExplorerRun[]>(details(1, vans.map((van) => van.id)))).body;
    for (const run of runs) {
      const students = (await ridersOf(run.id)).length;
      expect(run.violations).toContainEqual(expect.objectContaining({ key: 'capacity', kind: 'capacity', value: students, limit: run.vehicleType === 'van' ? 10 : 6 }));
    }
    const waived = await db().selectFrom('routeViolationWaivers').selectAll().where('districtId', '=', 1).where('violationKey', '=', 'capacity').executeTakeFirstOrThrow();
    const [run] = (await clients.district.get<ExplorerRun[]>(details(1, [waived.routeId]))).body;
    expect(run.violations!.find((violation) => violation.key === 'capacity')!.waiver).toMatchObject({ reason: waived.reason, waivedBy: 'Diane Castillo' });
  });

  it("flags a ride over the district's limit, and a walk over it naming the student only outside the vendor portal", async () => {
    const [run] = await db().selectFrom('routes').select(['id', 'stops']).where('districtId', '=', 1).where('vendorId', '=', 1).where('direction', '=', 'AM').orderBy('id').limit(1).execute();
    const stop = JSON.parse(run.stops)[0] as { lat: number };
    const { studentId } = (await ridersOf(run.id)).find((rider) => rider.stopSequence === 1)!;
    // A kilometre north of the stop, and a limit below this run's longest ride.
    await db().updateTable('students').set({ lat: stop.lat + 0.009 }).where('id', '=', studentId).execute();
    const before = (await clients.district.get<ExplorerRun[]>(details(1, [run.id]))).body[0];
    await db().updateTable('routeExplorerLimits').set({ maxRideMinutes: before.longestRideMinutes - 1 }).where('districtId', '=', 1).execute();
    const [checked] = (await clients.district.get<ExplorerRun[]>(details(1, [run.id]))).body;
    expect(checked.violations).toContainEqual(expect.objectContaining({ key: 'ride-time', value: before.longestRideMinutes, limit: before.longestRideMinutes - 1 }));
    const walk = checked.violations!.find((violation) => violation.key === `walk-distance:${studentId}`)!;
    expect(walk).toMatchObject({ kind: 'walkDistance', stopSequence: 1, studentId, studentName: expect.stringMatching(/\w+ \w+/) });
    expect(walk.value).toBeGreaterThan(950);

    await grantCodes(db(), 'vendor@example.com', ['ROUTE_EXPLORER_VIEW', 'ROUTE_EXPLORER_VIOLATION_VIEW']);
    const vendorRun = (await clients.vendor.get<ExplorerRun[]>(details(1, [run.id]))).body[0];
    expect(vendorRun.violations!.find((violation) => violation.key === walk.key)).toMatchObject({ studentId, studentName: null });
    const audit = await db().selectFrom('auditLog').select('detail').where('entity', '=', 'route-explorer').where('action', '=', 'read').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('shows no violations without ROUTE_EXPLORER_VIOLATION_VIEW, and the vendor only the districts it serves', async () => {
    await grantCodes(db(), 'vendor@example.com', ['ROUTE_EXPLORER_VIEW'], ['ROUTE_EXPLORER_VIOLATION_VIEW']);
    expect((await clients.vendor.get<{ id: number }[]>('/api/route-explorer/districts')).body.map((d) => d.id)).toEqual([1, 3]);
    expect((await clients.vendor.get('/api/route-explorer/districts/2/runs')).status).toBe(404);
    const list = (await clients.vendor.get<ExplorerRunList>('/api/route-explorer/districts/1/runs')).body;
    const ownRuns = await db().selectFrom('routes').select('id').where('districtId', '=', 1).where('vendorId', '=', 1).execute();
    expect(list.runs.map((run) => run.id).sort((a, b) => a - b)).toEqual(ownRuns.map((run) => run.id).sort((a, b) => a - b));
    expect(list.runs.every((run) => run.openViolations === null)).toBe(true);
  });

  it("refuses those without ROUTE_EXPLORER_VIEW, and answers another district's runs as unknown", async () => {
    expect((await clients.school.get('/api/route-explorer/districts')).status).toBe(403);
    expect((await clients.support.get('/api/route-explorer/districts/1/runs')).status).toBe(403);
    expect((await clients.district.get('/api/route-explorer/districts/2/runs')).status).toBe(404);
    const foreign = await db().selectFrom('routes').select('id').where('districtId', '=', 2).executeTakeFirstOrThrow();
    expect((await clients.district.get<ExplorerRun[]>(details(1, [foreign.id]))).body).toEqual([]);
    expect((await clients.district.get(details(2, [foreign.id]))).status).toBe(404);
    expect((await clients.district.get('/api/route-explorer/districts/1/runs/details?ids=1,x')).status).toBe(400);
    expect((await clients.district.get(`/api/route-explorer/districts/1/runs/details?ids=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`)).status).toBe(400);
  });

  describe('waivers (ROUTE_EXPLORER_VIOLATION_EDIT)', () => {
    const openCapacity = async () => {
      const waived = new Set((await db().selectFrom('routeViolationWaivers').select('routeId').where('violationKey', '=', 'capacity').execute()).map((w) => w.routeId));
      return (await vanRuns(1)).find((van) => !waived.has(van.id))!;
    };

    it('keeps a waiver with who, when and why; one at a time; and takes it back at the version shown', async () => {
      const run = await openCapacity();
      expect((await clients.district.post('/api/route-explorer/waivers', { routeId: run.id, key: 'capacity', reason: 'Second van assigned' })).status).toBe(403);
      const short = await clients.admin.post<{ message: string }>('/api/route-explorer/waivers', { routeId: run.id, key: 'capacity', reason: 'ok' });
      expect(short.status).toBe(400);
      expect((await clients.admin.post<{ code: string }>('/api/route-explorer/waivers', { routeId: run.id, key: 'walk-distance:1', reason: 'Not a violation here' })).body.code).toBe('NO_SUCH_VIOLATION');
      const waived = await clients.admin.post<ExplorerViolation>('/api/route-explorer/waivers', { routeId: run.id, key: 'capacity', reason: '  A second van follows this run.  ' });
      expect(waived.status).toBe(201);
      expect(waived.body.waiver).toMatchObject({ version: 1, reason: 'A second van follows this run.', waivedBy: 'Alicia Moreno' });
      const again = await clients.admin.post<{ code: string }>('/api/route-explorer/waivers', { routeId: run.id, key: 'capacity', reason: 'Once more, please' });
      expect([again.status, again.body.code]).toEqual([409, 'ALREADY_WAIVED']);
      const seen = (await clients.district.get<ExplorerRun[]>(details(1, [run.id]))).body[0];
      const waiver = seen.violations!.find((violation) => violation.key === 'capacity')!.waiver!;
      expect(waiver).toEqual(waived.body.waiver);

      const path = `/api/route-explorer/waivers/${waiver.id}`;
      expect((await clients.district.request('DELETE', `${path}?version=${waiver.version}`)).status).toBe(403);
      expect(await clients.admin.request('DELETE', path)).toMatchObject({ status: 400, body: { code: 'VERSION_REQUIRED' } });
      expect(await clients.admin.request('DELETE', `${path}?version=${waiver.version + 1}`)).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
      expect((await clients.admin.request('DELETE', `${path}?version=${waiver.version}`)).status).toBe(204);
      expect((await clients.admin.request('DELETE', `${path}?version=${waiver.version}`)).status).toBe(404);
      const audit = await db().selectFrom('auditLog').select('action').where('entity', '=', 'route-explorer').where('recordId', '=', String(run.id)).orderBy('id').execute();
      expect(audit.map((entry) => entry.action).filter((action) => action !== 'read')).toEqual(['waive', 'unwaive']);
    });

    it("answers another district's run as unknown, even with the code", async () => {
      await grantCodes(db(), 'district@example.com', ['ROUTE_EXPLORER_VIOLATION_EDIT']);
      const theirs = await db().selectFrom('routeViolationWaivers').select(['id', 'routeId', 'violationKey']).where('districtId', '=', 2).executeTakeFirstOrThrow();
      await db().deleteFrom('routeViolationWaivers').where('id', '=', theirs.id).execute();
      expect((await clients.district.post('/api/route-explorer/waivers', { routeId: theirs.routeId, key: theirs.violationKey, reason: 'Not ours to accept' })).status).toBe(404);
      await db().insertInto('routeViolationWaivers').values({ ...theirs, districtId: 2, reason: 'Seeded', waivedByUserId: 1, waivedAt: new Date().toISOString() }).execute();
      expect((await clients.district.request('DELETE', `/api/route-explorer/waivers/${theirs.id}`)).status).toBe(404);
      expect((await clients.district.request('DELETE', `/api/route-explorer/waivers/${theirs.id}?version=1`)).status).toBe(404);
      expect(await db().selectFrom('routeViolationWaivers').select('id').where('id', '=', theirs.id).executeTakeFirst()).toBeDefined();
    });
  });
});
