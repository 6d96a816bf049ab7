import type { PublishResult, RunManagement } from '../../../resources/route-explorer/explorer';
import { describeWhen } from '../../helpers/requirements';
import { demoClients, type DemoClients } from '../../helpers/settingsClients';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

const earlier = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) - minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * Route management (spec 2.5, /route-explorer/route-management): stop order and times edited into a
 * draft with ROUTE_EXPLORER_EDIT, published with PUBLISH_EXPLORER_ROUTE; rides of later dates follow.
 */
for (const { kind, requirement } of DATABASE_KINDS) describeWhen(requirement, `route management on ${kind}`, () => {
  let server: TestServer;
  let clients: DemoClients;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    clients = await demoClients(server);
  });
  afterAll(() => server?.stop());

  const db = () => server.running.database.db;
  const amRun = (districtId: number, skip = 0) => db().selectFrom('routes').selectAll().where('districtId', '=', districtId).where('direction', '=', 'AM').orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
  const path = (id: number, suffix: string) => `/api/route-explorer/runs/${id}/${suffix}`;

  it('keeps an edit of stop order and times as a draft, checked and version-checked, then publishes it onto the run and its later rides', async () => {
    const run = await amRun(1);
    const stops = JSON.parse(run.stops) as { sequence: number; time: string }[];
    const management = (await clients.district.get<RunManagement>(path(run.id, 'management'))).body;
    expect(management).toMatchObject({ run: { id: run.id, version: run.version, stopCount: stops.length }, draft: null });

    // Stops 2 and 3 swap places, and the whole run leaves five minutes earlier.
    const order = [stops[0], stops[2], stops[1], ...stops.slice(3)];
    const edit = { version: null, stops: order.map((stop, index) => ({ sequence: stop.sequence, time: earlier(stops[index].time, 5) })) };
    const backwards = { version: null, stops: [...edit.stops].reverse() };
    const refused = await clients.district.request<{ message: string }>('PUT', path(run.id, 'draft'), backwards);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Stop \d+ must come after/);
    expect((await clients.district.request('PUT', path(run.id, 'draft'), { version: null, stops: edit.stops.slice(1) })).status).toBe(400);

    const drafted = await clients.district.request<RunManagement>('PUT', path(run.id, 'draft'), edit);
    expect(drafted.status).toBe(200);
    expect(drafted.body.draft).toMatchObject({ version: 1, baseVersion: run.version, startTime: earlier(run.startTime, 5), endTime: run.endTime });
    expect(drafted.body.draft!.stops.map((stop) => stop.sequence)).toEqual(order.map((stop) => stop.sequence));
    expect((await clients.district.request('PUT', path(run.id, 'draft'), edit)).status).toBe(409);
    expect((await db().selectFrom('routes').select('version').where('id', '=', run.id).executeTakeFirstOrThrow()).version).toBe(run.version);

    expect((await clients.district.post(path(run.id, 'publish'), { version: 1 })).status).toBe(403);
    expect((await clients.admin.post(path(run.id, 'publish'), { version: 7 })).status).toBe(409);
    const before = await db().selectFrom('rides').select(['id', 'rideDate', 'scheduledStart', 'status']).where('routeId', '=', run.id).orderBy('rideDate').execute();
    const seats = () => db().selectFrom('studentAssignments').select(['id', 'stopSequence']).where('routeId', '=', run.id).orderBy('id').execute();
    const seated = await seats();
    expect(seated.some((seat) => seat.stopSequence === 2) && seated.some((seat) => seat.stopSequence === 3)).toBe(true);
    const published = await clients.admin.post<PublishResult>(path(run.id, 'publish'), { version: 1 });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ routeId: run.id, version: run.version + 1 });

    const stored = await db().selectFrom('routes').select(['stops', 'startTime', 'version']).where('id', '=', run.id).executeTakeFirstOrThrow();
    expect(stored.startTime).toBe(earlier(run.startTime, 5));
    expect((JSON.parse(stored.stops) as { sequence: number; address: string }[]).map((stop) => stop.sequence)).toEqual(stops.map((_, index) => index + 1));
    expect((JSON.parse(stored.stops) as { address: string }[])[1].address).toBe((stops[2] as unknown as { address: string }).address);
    // Each student follows their stop to its new number: stop 3 is now the second, and stop 2 the third.
    const renumber: Record<number, number> = { 2: 3, 3: 2 };
    expect(await seats()).toEqual(seated.map((seat) => ({ id: seat.id, stopSequence: renumber[seat.stopSequence] ?? seat.stopSequence })));

    const after = new Map((await db().selectFrom('rides').select(['id', 'scheduledStart']).where('routeId', '=', run.id).execute()).map((ride) => [ride.id, ride.scheduledStart]));
    const { timezone } = await db().selectFrom('districts').select('timezone').where('id', '=', 1).executeTakeFirstOrThrow();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
    const moved = before.filter((ride) => ride.rideDate > today && ['scheduled', 'assigned'].includes(ride.status));
    expect(moved.length).toBeGreaterThan(0);
    expect(published.body.ridesUpdated).toBe(moved.length);
    for (const ride of before) {
      const shift = Date.parse(ride.scheduledStart) - Date.parse(after.get(ride.id)!);
      expect([ride.id, shift]).toEqual([ride.id, moved.includes(ride) ? 5 * 60_000 : 0]);
    }
    const events = await db().selectFrom('rideEvents').select('details').where('rideId', '=', moved[0].id).where('kind', '=', 'rescheduled').execute();
    expect(JSON.parse(events[0].details)).toMatchObject({ from: moved[0].scheduledStart, by: 'route-management' });
    expect((await clients.admin.post<{ code: string }>(path(run.id, 'publish'), { version: 1 })).body.code).toBe('NO_DRAFT');
  });

  it('refuses to publish an edit begun before the run changed, and discards a draft at its version', async () => {
    const run = await amRun(1, 1);
    const stops = (JSON.parse(run.stops) as { sequence: number; time: string }[]).map(({ sequence, time }) => ({ sequence, time }));
    expect((await clients.district.request('PUT', path(run.id, 'draft'), { version: null, stops })).status).toBe(200);
    await db().updateTable('routes').set({ version: run.version + 1 }).where('id', '=', run.id).execute();
    const changed = await clients.admin.post<{ code: string }>(path(run.id, 'publish'), { version: 1 });
    expect([changed.status, changed.body.code]).toEqual([409, 'RUN_CHANGED']);
    expect((await clients.district.post(path(run.id, 'draft/discard'), { version: 2 })).status).toBe(409);
    const discarded = await clients.district.post<RunManagement>(path(run.id, 'draft/discard'), { version: 1 });
    expect(discarded).toMatchObject({ status: 200, body: { draft: null } });
    const audit = await db().selectFrom('auditLog').select('action').where('entity', '=', 'route-explorer').where('recordId', '=', String(run.id)).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['edit-draft', 'discard-draft']);
  });

  it("answers another district's run as unknown, and refuses those without ROUTE_EXPLORER_EDIT", async () => {
    const foreign = await amRun(2);
    expect((await clients.district.get(path(foreign.id, 'management'))).status).toBe(404);
    expect((await clients.district.request('PUT', path(foreign.id, 'draft'), { version: null, stops: [] })).status).toBe(404);
    expect((await clients.school.get(path(foreign.id, 'management'))).status).toBe(403);
    expect(await db().selectFrom('routeExplorerDrafts').select('id').where('routeId', '=', foreign.id).executeTakeFirst()).toBeUndefined();
  });
});
