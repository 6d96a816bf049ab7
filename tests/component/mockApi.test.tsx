import { setupServer } from 'msw/node';
import { readSheet } from 'read-excel-file/node';
import type { Identifier, RaRecord } from 'react-admin';
import { ALL_PERMISSIONS } from '../../permissions/catalogue';
import type { DashboardFigures } from '../../resources/dashboard/figures';
import { weekDayOf } from '../../resources/engine/calendarDay';
import type { RunManagement } from '../../resources/route-explorer/explorer';
import type { RunStudents } from '../../resources/students/service';
import { RESOURCES } from '../../resources';
import { MOCK_READER } from '../../src/mocks/endpoints/listOrder';
import { handlers } from '../../src/mocks/handlers';
import { dataProvider } from '../../src/providers/dataProvider';
import { loadConsoleSession } from '../../src/shell/loadConsoleSession';
import { comparerFor, offeredSorts, orderProblem, shownValues, sortKey } from '../helpers/listOrder';

// The handlers of mock API mode (VITE_MOCK_API=true), the same the browser worker uses.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const getJson = async (path: string) => {
  const response = await fetch(path);
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};
const send = (path: string, method: string, body: object) => fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const everything = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
/** The school day (Monday to Friday) on or before a day. */
function schoolDayBy(day: string): string {
  let date = day;
  while (['SA', 'SU'].includes(weekDayOf(date))) date = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return date;
}
const studentsAt = async (routeId: number, date?: string) => (await getJson(`/api/routes/${routeId}/students${date ? `?date=${date}` : ''}`)).body as RunStudents;

/** Every id of a resource, page by page. */
async function idsOf(resource: string): Promise<Set<unknown>> {
  const ids = new Set<unknown>();
  for (let page = 1; ; page += 1) {
    const { data, total } = await dataProvider.getList(resource, { ...everything, pagination: { page, perPage: 500 } });
    data.forEach((record: RaRecord) => ids.add(record.id));
    if (ids.size >= (total ?? 0) || !data.length) return ids;
  }
}

describe('mock API mode (spec 1.7)', () => {
  it('signs in with an account chosen, the full permission set and a US Pacific timezone', async () => {
    const outcome = await loadConsoleSession('/rides', '');
    if (outcome.kind !== 'ready') throw new Error(`expected a session, got a redirect to ${outcome.to}`);
    const { account, check } = outcome.session;
    expect(check.isAccountSelected).toBe(true);
    expect(account.permissions).toEqual([...ALL_PERMISSIONS]);
    expect(account.userRole).toBe('admin');
    expect(account.account).toMatchObject({ name: 'Mock Operations', timezone: 'America/Los_Angeles' });
  });

  it('gives default district grades "1" and "2", both not custom', async () => {
    expect((await getJson('/api/districts/default-grades')).body).toEqual({
      standardGrades: [{ gradeId: '1', value: '1', isCustom: false }, { gradeId: '2', value: '2', isCustom: false }],
    });
  });

  it('has no impersonation session, accepts telemetry and answers 404 for an API it does not know', async () => {
    expect((await getJson('/api/auth/impersonation-session')).status).toBe(404);
    expect((await send('/api/telemetry/events', 'POST', { events: [] })).status).toBe(204);
    expect((await send('/api/telemetry/errors', 'POST', { errors: [] })).status).toBe(204);
    expect((await getJson('/api/no-such-thing')).body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("exports a list as the server does: the labels shown as its heading, a reference as its record's name and its id", async () => {
    const response = await fetch(`/api/rides/export?${new URLSearchParams({ sort: '["id","ASC"]' })}`);
    const [header, first] = (await response.text()).split('\r\n').map((line) => line.split(','));
    expect(header.slice(0, 5)).toEqual(['ID', 'Ride #', 'Run', 'Run ID', 'Date']);
    const [ride] = (await dataProvider.getList('rides', { ...everything, pagination: { page: 1, perPage: 1 } })).data;
    const run = (await dataProvider.getOne('routes', { id: ride.routeId })).data;
    expect(first.slice(0, 5)).toEqual([String(ride.id), String(ride.displayId), String(run.number), String(ride.routeId), ride.rideDate]);
  });

  it('exports a list as an Excel workbook as the server does, and refuses a format it does not write', async () => {
    const response = await fetch(`/api/rides/export?${new URLSearchParams({ sort: '["id","ASC"]', format: 'xlsx' })}`);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rides.xlsx"');
    const [header, first] = await readSheet(Buffer.from(await response.arrayBuffer()));
    const [ride] = (await dataProvider.getList('rides', { ...everything, pagination: { page: 1, perPage: 1 } })).data;
    expect(header.slice(0, 5)).toEqual(['ID', 'Ride #', 'Run', 'Run ID', 'Date']);
    expect(first[0]).toBe(ride.id);
    expect(first[4]).toEqual(new Date(`${ride.rideDate}T00:00:00Z`));
    expect((await getJson('/api/rides/export?format=pdf')).body).toMatchObject({ code: 'INVALID_FORMAT' });
  });
});

describe('the mock operation behind every declared resource', () => {
  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))('lists %s through the stock simple-REST client, every reference resolving', async (_name, resource) => {
    const { data, total } = await dataProvider.getList(resource.name, everything);
    expect(data.length).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(data.length);
    for (const [field, declaration] of Object.entries(resource.fields).filter(([, declared]) => declared.reference)) {
      const targets = await idsOf(declaration.reference!);
      expect(data.filter((record) => record[field] !== null && !targets.has(record[field]))).toEqual([]);
    }
  });

  it('spreads a status flow over its statuses', async () => {
    const { data } = await dataProvider.getList('charter-trips', everything);
    expect(new Set(data.map((trip) => trip.status))).toEqual(new Set(RESOURCES.find((resource) => resource.name === 'charter-trips')!.fields.status.choices));
  });

  it('gives many records by id, as a reference column asks for them', async () => {
    const { data } = await dataProvider.getMany('drivers', { ids: [3, 1, 2] });
    expect(data.map((driver) => driver.id).sort()).toEqual([1, 2, 3]);
    // Every one of them, not a list's first page: a run's forty students, a page of a hundred rides' drivers.
    const ids = Array.from({ length: 60 }, (_, index) => index + 1);
    expect((await dataProvider.getMany('students', { ids })).data.map((student) => student.id).sort((a, b) => Number(a) - Number(b))).toEqual(ids);
  });

  it('pages, sorts, searches and filters as the server does, with the total in Content-Range', async () => {
    const page = await dataProvider.getList('rides', { pagination: { page: 2, perPage: 25 }, sort: { field: 'scheduledStart', order: 'DESC' }, filter: {} });
    expect(page.data).toHaveLength(25);
    expect(page.data.map((ride) => ride.scheduledStart)).toEqual([...page.data.map((ride) => ride.scheduledStart)].sort().reverse());
    const { data: [driver] } = await dataProvider.getList('drivers', { ...everything, pagination: { page: 1, perPage: 1 } });
    const found = await dataProvider.getList('drivers', { ...everything, filter: { q: driver.lastName.toLowerCase() } });
    expect(found.data.map((row) => row.lastName)).toEqual(found.data.map(() => driver.lastName));
    const chosen = await dataProvider.getList('vehicles', { ...everything, filter: { status: ['spare', 'retired'] } });
    expect(chosen.total).toBeGreaterThan(0);
    expect(chosen.data.every((vehicle) => ['spare', 'retired'].includes(vehicle.status))).toBe(true);
    expect((await getJson('/api/rides?sort=["nothing","ASC"]')).status).toBe(400);
  });

  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))('sorts %s as the server does: every offered sort, both ways, in the order of the text shown', async (_name, resource) => {
    const getMany = async (reference: string, ids: unknown[]) => (await dataProvider.getMany(reference, { ids: ids as Identifier[] })).data as (RaRecord & { id: number })[];
    const problems: string[] = [];
    for (const field of offeredSorts(resource, MOCK_READER)) {
      for (const order of ['ASC', 'DESC'] as const) {
        const { data } = await dataProvider.getList(resource.name, { pagination: { page: 1, perPage: 25 }, sort: { field, order }, filter: {} });
        const problem = orderProblem(await shownValues(resource, field, data, 'en', getMany), comparerFor(sortKey(resource, field), 'en'), order);
        if (problem) problems.push(`${field} ${order}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('counts the dashboard from the mock rides: today\'s rides, and vehicles on the road', async () => {
    const figures = (await getJson('/api/dashboard')).body as DashboardFigures;
    const today = await dataProvider.getList('rides', { ...everything, filter: { rideDate: figures.date } });
    expect(figures.ridesToday).toBe(today.total);
    expect(figures.ridesByStatus.en_route).toBe(figures.vehiclesLive);
    expect(figures.vehiclesLive).toBeGreaterThanOrEqual(24);
    const live = (await getJson('/api/live/vehicles')).body as { vehicles: { rideId: number }[] };
    expect(live.vehicles).toHaveLength(figures.vehiclesLive);
  });

  it('updates at the version read, refuses a stale one, and takes a declared status step', async () => {
    const { data: [vehicle] } = await dataProvider.getList('vehicles', { ...everything, pagination: { page: 1, perPage: 1 } });
    const { data: saved } = await dataProvider.update('vehicles', { id: vehicle.id, data: { ...vehicle, seats: 48 }, previousData: vehicle });
    expect(saved).toMatchObject({ seats: 48, version: vehicle.version + 1 });
    expect((await send(`/api/vehicles/${vehicle.id}`, 'PUT', { ...vehicle, seats: 50 })).status).toBe(409);
    const { data: [waiting] } = await dataProvider.getList('parkout-requests', { ...everything, filter: { status: 'requested' } });
    const approved = await dataProvider.transition('parkout-requests', waiting.id, 'approve', waiting.version);
    expect(approved).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect((await send(`/api/parkout-requests/${waiting.id}/approve`, 'POST', { version: approved.version })).status).toBe(409);
  });

  it("seats students by their assignments: a run's students by stop on a day, today unless asked, from the assignments in effect then", async () => {
    const { data: [ended] } = await dataProvider.getList('student-assignments', { ...everything, filter: { state: 'ended' } });
    const today = await studentsAt(ended.routeId);
    expect(today.stops.every((stop) => stop.studentCount === stop.studentIds?.length)).toBe(true);
    expect(today.stops.find((stop) => stop.sequence === ended.stopSequence)?.studentIds).not.toContain(ended.studentId);
    const schoolDay = schoolDayBy(ended.effectiveTo as string);
    const then = await studentsAt(ended.routeId, schoolDay);
    expect(then.day).toBe(schoolDay);
    expect(then.stops.find((stop) => stop.sequence === ended.stopSequence)?.studentIds).toContain(ended.studentId);
    expect((await getJson('/api/routes/999999/students')).status).toBe(404);
    expect((await getJson(`/api/routes/${ended.routeId}/students?date=2026-02-30`)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("answers a student's service from their assignments in effect today, with each run's ride today", async () => {
    const { data: [assignment] } = await dataProvider.getList('student-assignments', { ...everything, filter: { state: 'current', direction: 'AM' } });
    const { runs } = await dataProvider.studentService(assignment.studentId);
    expect(runs.find((run) => run.assignmentId === assignment.id)).toMatchObject({ routeId: assignment.routeId, direction: 'AM', stop: { sequence: assignment.stopSequence }, today: { rideId: expect.any(Number) } });
  });

  it("creates an assignment with its run's direction and its student's district and campus, and filters by its derived state", async () => {
    const { data: [student] } = await dataProvider.getList('students', { ...everything, pagination: { page: 1, perPage: 1 } });
    const { data: [run] } = await dataProvider.getList('routes', { ...everything, filter: { campusId: student.campusId, direction: 'PM' } });
    const day = (await studentsAt(run.id)).day;
    const { data: created } = await dataProvider.create('student-assignments', { data: { studentId: student.id, routeId: run.id, stopSequence: 1, daysOfWeek: ['MO'], effectiveFrom: day, effectiveTo: null, direction: 'AM' } });
    expect(created).toMatchObject({ direction: 'PM', districtId: student.districtId, campusId: student.campusId, state: 'current' });
    const { data: upcoming, total } = await dataProvider.getList('student-assignments', { ...everything, filter: { state: 'upcoming' } });
    expect(total).toBeGreaterThan(0);
    expect(upcoming.every((assignment) => assignment.effectiveFrom > day)).toBe(true);
  });

  it("moves a run's students with their stops when an edit that reorders the stops is published", async () => {
    const { data: [run] } = await dataProvider.getList('routes', { ...everything, filter: { direction: 'AM' } });
    const day = schoolDayBy((await studentsAt(run.id)).day);
    const before = await studentsAt(run.id, day);
    expect(before.stops.some((stop) => stop.studentCount > 0)).toBe(true);
    const [first, second] = run.stops as { sequence: number; time: string }[];
    const reordered = [second, first, ...(run.stops as { sequence: number; time: string }[]).slice(2)];
    const times = (run.stops as { time: string }[]).map((stop) => stop.time);
    const edited = (await (await send(`/api/route-explorer/runs/${run.id}/draft`, 'PUT', { version: null, stops: reordered.map((stop, index) => ({ sequence: stop.sequence, time: times[index] })) })).json()) as RunManagement;
    expect((await send(`/api/route-explorer/runs/${run.id}/publish`, 'POST', { version: edited.draft!.version })).status).toBe(200);
    const after = await studentsAt(run.id, day);
    expect(after.stops[0].studentIds).toEqual(before.stops[1].studentIds);
    expect(after.stops[1].studentIds).toEqual(before.stops[0].studentIds);
    expect(after.stops.slice(2)).toEqual(before.stops.slice(2));
  });

  it('opens the work queue on the first open item, which leads to a record waiting for its step', async () => {
    const { link } = (await getJson('/api/work-queue/first-link')).body as { link: string };
    const [, resource, id] = /^\/([a-z-]+)\/(\d+)\/show$/.exec(link)!;
    expect((await dataProvider.getOne(resource, { id })).data).toHaveProperty('status');
  });
});
