import { addDays, todayIn } from '../../../server/db/seed/calendar';
import type { RunStudents, StudentService } from '../../../resources/students/service';
import { weekDayOf } from '../../../resources/engine/calendarDay';
import { demoRolesForSuite } from '../../helpers/demoRoleSessions';

jest.setTimeout(120_000);

type Assignment = {
  id: number; version: number; studentId: number; routeId: number; stopSequence: number; direction: string;
  daysOfWeek: string[]; effectiveFrom: string; effectiveTo: string | null; state: string; districtId: number; campusId: number;
};
type Refusal = { message: string; code: string };

const TIMEZONE = 'America/Los_Angeles';
const listOf = (filter: Record<string, unknown>) => `/api/student-assignments?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]`;
/** The next Monday after `day`: a school day whatever day the suite runs on. */
const nextMonday = (day: string) => {
  let next = addDays(day, 1);
  while (weekDayOf(next) !== 'MO') next = addDays(next, 1);
  return next;
};

/**
 * A student's service as records of its own (resources/student-assignments): what the student's
 * page, a run's stops and a route's readers take it from, each save checked against the run and the
 * seats, ended and replaced as history, and kept within the caller's tenant.
 */
describe("students' assignments to runs", () => {
  const { db, as } = demoRolesForSuite();
  const today = () => todayIn(TIMEZONE);

  /** A current morning assignment of district 1, with its run's stops and campus. */
  const morningSeat = async () => {
    const seat = await db().selectFrom('studentAssignments').innerJoin('routes', 'routes.id', 'studentAssignments.routeId')
      .select(['studentAssignments.id', 'studentAssignments.studentId', 'studentAssignments.routeId', 'studentAssignments.stopSequence', 'routes.campusId', 'routes.stops', 'routes.number'])
      .where('studentAssignments.districtId', '=', 1).where('studentAssignments.direction', '=', 'AM').where('studentAssignments.effectiveTo', 'is', null)
      .orderBy('studentAssignments.id').executeTakeFirstOrThrow();
    return { ...seat, stops: JSON.parse(seat.stops) as { sequence: number; address: string }[] };
  };

  it("answers a student's service, and a run's students by stop, from the assignments in effect", async () => {
    const seat = await morningSeat();
    const current = await db().selectFrom('studentAssignments').selectAll().where('studentId', '=', seat.studentId)
      .where('effectiveFrom', '<=', today()).where('effectiveTo', 'is', null).execute();
    const service = await as('district@example.com').get<StudentService>(`/api/students/${seat.studentId}/service`);
    expect(service.status).toBe(200);
    expect(service.body.runs.map((run) => [run.assignmentId, run.routeId, run.stop.sequence, run.daysOfWeek]).sort())
      .toEqual(current.map((row) => [row.id, row.routeId, row.stopSequence, JSON.parse(row.daysOfWeek)]).sort());

    const monday = nextMonday(today());
    const riders = await db().selectFrom('studentAssignments').select(['stopSequence', 'studentId']).where('routeId', '=', seat.routeId)
      .where('effectiveFrom', '<=', monday).where((eb) => eb.or([eb('effectiveTo', 'is', null), eb('effectiveTo', '>=', monday)])).execute();
    const { status, body } = await as('district@example.com').get<RunStudents>(`/api/routes/${seat.routeId}/students?date=${monday}`);
    expect(status).toBe(200);
    expect(body.day).toBe(monday);
    expect(body.stops.map((stop) => stop.sequence)).toEqual(seat.stops.map((stop) => stop.sequence));
    for (const stop of body.stops) {
      const expected = riders.filter((rider) => rider.stopSequence === stop.sequence).map((rider) => rider.studentId).sort((a, b) => a - b);
      expect([stop.sequence, [...(stop.studentIds ?? [])].sort((a, b) => a - b), stop.studentCount]).toEqual([stop.sequence, expected, expected.length]);
    }
    // On a Saturday nobody rides; the vendor is not sent the runs' stops; a bad day is refused.
    const saturday = addDays(monday, 5);
    expect((await as('district@example.com').get<RunStudents>(`/api/routes/${seat.routeId}/students?date=${saturday}`)).body.stops.every((stop) => stop.studentCount === 0)).toBe(true);
    expect((await as('vendor@example.com').get(`/api/routes/${seat.routeId}/students`)).status).toBe(403);
    expect((await as('district@example.com').get(`/api/routes/${seat.routeId}/students?date=Monday`)).status).toBe(400);
  });

  it('lists them with their direction, days and state, filtered by state', async () => {
    const seat = await morningSeat();
    const { body } = await as('district@example.com').get<Assignment[]>(listOf({ studentId: seat.studentId }));
    expect(body.length).toBeGreaterThan(0);
    expect(body[0]).toMatchObject({ studentId: seat.studentId, daysOfWeek: expect.arrayContaining(['MO', 'FR']), districtId: 1 });
    expect(body.every((row) => ['upcoming', 'current', 'ended'].includes(row.state))).toBe(true);
    const ended = (await as('district@example.com').get<Assignment[]>(listOf({ state: 'ended' }))).body;
    expect(ended.length).toBeGreaterThan(0);
    expect(ended.every((row) => row.state === 'ended' && row.effectiveTo !== null && row.effectiveTo < today())).toBe(true);
  });

  it('refuses an assignment that does not fit the run, the student or the seats, and stores nothing of it', async () => {
    const district = as('district@example.com');
    const seat = await morningSeat();
    const before = await db().selectFrom('studentAssignments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const base = { studentId: seat.studentId, routeId: seat.routeId, stopSequence: 1, daysOfWeek: ['SA'], effectiveFrom: today() };
    const refused = async (body: Record<string, unknown>, status: number, code: string | RegExp) => {
      const answer = await district.post<Refusal>('/api/student-assignments', { ...base, ...body });
      expect([answer.status, typeof code === 'string' ? answer.body.code : answer.body.message]).toEqual([status, typeof code === 'string' ? code : expect.stringMatching(code)]);
      return answer.body.message;
    };
    const numbers = seat.stops.map((stop) => stop.sequence).join(', ');
    expect(await refused({ stopSequence: seat.stops.length + 1 }, 400, 'VALIDATION_FAILED')).toBe(`stopSequence: "${seat.stops.length + 1}" is not one of the route's choices (${numbers}).`);
    const elsewhere = await db().selectFrom('routes').select('id').where('districtId', '=', 1).where('campusId', '<>', seat.campusId).executeTakeFirstOrThrow();
    await refused({ routeId: elsewhere.id }, 400, 'RUN_NOT_SERVING_CAMPUS');
    await refused({ daysOfWeek: ['MO', 'MO'] }, 400, /daysOfWeek must list some of MO/);
    await refused({ daysOfWeek: ['XX'] }, 400, /daysOfWeek must list some of MO/);
    await refused({ daysOfWeek: [] }, 400, /daysOfWeek is required/);
    await refused({ effectiveTo: addDays(today(), -1) }, 400, /effectiveTo comes before effectiveFrom/);
    // The student already rides a morning run on weekdays.
    await refused({ daysOfWeek: ['WE'] }, 409, 'OVERLAPPING_SERVICE');
    const after = await db().selectFrom('studentAssignments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("fills a run's seats and no more: its vehicle type's seats on each day", async () => {
    const district = as('district@example.com');
    const van = await db().selectFrom('routes').select(['id', 'campusId', 'number']).where('districtId', '=', 1).where('vehicleType', '=', 'van').where('direction', '=', 'AM').orderBy('id').executeTakeFirstOrThrow();
    const students = await db().selectFrom('students').select('id').where('campusId', '=', van.campusId).orderBy('id').limit(11).execute();
    expect(students).toHaveLength(11);
    // Nobody rides on Sundays: ten seats are free.
    for (const { id } of students.slice(0, 10)) {
      const saved = await district.post<Assignment>('/api/student-assignments', { studentId: id, routeId: van.id, stopSequence: 1, daysOfWeek: ['SU'], effectiveFrom: today() });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ direction: 'AM', districtId: 1, campusId: van.campusId, state: 'current' });
    }
    const full = await district.post<Refusal>('/api/student-assignments', { studentId: students[10].id, routeId: van.id, stopSequence: 1, daysOfWeek: ['SU'], effectiveFrom: today() });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(`Run ${van.number} has no seat left on SU: its van seats 10.`);
  });

  it('moves a student to another stop by ending one assignment and starting the next, both kept and audited', async () => {
    const district = as('district@example.com');
    const seat = await morningSeat();
    const other = seat.stops.find((stop) => stop.sequence !== seat.stopSequence)!;
    const old = (await district.get<Assignment>(`/api/student-assignments/${seat.id}`)).body;
    const ended = await district.request<Assignment>('PUT', `/api/student-assignments/${seat.id}`, { ...old, effectiveTo: addDays(today(), -1) });
    expect([ended.status, ended.body.state]).toEqual([200, 'ended']);
    const next = await district.post<Assignment>('/api/student-assignments', { studentId: seat.studentId, routeId: seat.routeId, stopSequence: other.sequence, daysOfWeek: old.daysOfWeek, effectiveFrom: today() });
    expect(next.status).toBe(200);

    const service = (await district.get<StudentService>(`/api/students/${seat.studentId}/service`)).body;
    expect(service.runs.find((run) => run.routeId === seat.routeId)?.stop).toMatchObject({ sequence: other.sequence, address: other.address });
    const history = (await district.get<Assignment[]>(listOf({ studentId: seat.studentId, routeId: seat.routeId }))).body;
    expect(history.map((row) => [row.stopSequence, row.state])).toEqual(expect.arrayContaining([[seat.stopSequence, 'ended'], [other.sequence, 'current']]));
    const audited = await db().selectFrom('auditLog').select(['action', 'recordId']).where('entity', '=', 'student-assignments').where('recordId', 'in', [String(seat.id), String(next.body.id)]).execute();
    expect(audited).toEqual(expect.arrayContaining([{ action: 'update', recordId: String(seat.id) }, { action: 'create', recordId: String(next.body.id) }]));
  });

  it("keeps each tenant to its own: another campus's or district's assignments do not exist, and a vendor sees none", async () => {
    const campuses = (await as('school@example.com').get<{ id: number }[]>('/api/campuses')).body.map(({ id }) => id);
    const own = (await as('school@example.com').get<Assignment[]>(listOf({}))).body;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => campuses.includes(row.campusId))).toBe(true);
    const elsewhere = await db().selectFrom('studentAssignments').select('id').where('campusId', 'not in', campuses).executeTakeFirstOrThrow();
    expect((await as('school@example.com').get(`/api/student-assignments/${elsewhere.id}`)).status).toBe(404);

    const otherDistrict = await db().selectFrom('studentAssignments').select(['id', 'studentId', 'routeId']).where('districtId', '<>', 1).executeTakeFirstOrThrow();
    expect((await as('district@example.com').get(`/api/student-assignments/${otherDistrict.id}`)).status).toBe(404);
    const borrowed = await as('district@example.com').post<Refusal>('/api/student-assignments', { studentId: otherDistrict.studentId, routeId: otherDistrict.routeId, stopSequence: 1, daysOfWeek: ['SA'], effectiveFrom: today() });
    expect([borrowed.status, borrowed.body.code]).toEqual([400, 'INVALID_REFERENCE']);
    expect((await as('vendor@example.com').get(listOf({}))).status).toBe(403);
  });
});
