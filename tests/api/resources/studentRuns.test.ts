import { todayIn } from '../../../server/db/seed/calendar';
import type { StudentService } from '../../../resources/students/service';
import { demoRolesForSuite } from '../../helpers/demoRoleSessions';

jest.setTimeout(120_000);

type StoredStop = { sequence: number; address: string; time: string; lat: number; lng: number };

/** A student's service on their page (`GET /api/students/:id/service`): the runs their assignments put them on and today's ride of each. */
describe("a student's service", () => {
  const { db, as } = demoRolesForSuite();

  it('lists every run the student is assigned to now, with the stop and days, and the ride today with its bus and driver', async () => {
    const today = todayIn('America/Los_Angeles');
    const { studentId } = await db().selectFrom('studentAssignments').select('studentId').where('effectiveTo', 'is', null).where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const assigned = await db().selectFrom('studentAssignments').innerJoin('routes', 'routes.id', 'studentAssignments.routeId')
      .select(['studentAssignments.id', 'routeId', 'stopSequence', 'daysOfWeek', 'effectiveTo', 'routes.number', 'routes.direction', 'routes.stops'])
      .where('studentId', '=', studentId).where('effectiveFrom', '<=', today).where((eb) => eb.or([eb('effectiveTo', 'is', null), eb('effectiveTo', '>=', today)])).execute();
    const serving = assigned.map((row) => {
      const stop = (JSON.parse(row.stops) as StoredStop[]).find((candidate) => candidate.sequence === row.stopSequence)!;
      return {
        assignmentId: row.id, routeId: row.routeId, number: row.number, direction: row.direction, daysOfWeek: JSON.parse(row.daysOfWeek), effectiveTo: row.effectiveTo,
        stop: { sequence: stop.sequence, address: stop.address, time: stop.time, lat: stop.lat, lng: stop.lng },
      };
    });
    expect(serving.length).toBeGreaterThan(0);

    const { status, body } = await as('district@example.com').get<StudentService>(`/api/students/${studentId}/service`);
    expect(status).toBe(200);
    expect(body.runs.map(({ today: _today, ...run }) => run)).toEqual(expect.arrayContaining(serving));
    expect(body.runs).toHaveLength(serving.length);

    const ride = await db().selectFrom('rides').leftJoin('vehicles', 'vehicles.id', 'rides.vehicleId').select(['rides.id', 'rides.displayId', 'rides.status', 'vehicles.number'])
      .where('rides.routeId', '=', serving[0].routeId).where('rides.rideDate', '=', todayIn('America/Los_Angeles')).executeTakeFirst();
    const shown = body.runs.find((run) => run.routeId === serving[0].routeId)!;
    expect(shown.today && { rideId: shown.today.rideId, displayId: shown.today.displayId, status: shown.today.status, vehicleNumber: shown.today.vehicleNumber })
      .toEqual(ride ? { rideId: ride.id, displayId: ride.displayId, status: ride.status, vehicleNumber: ride.number } : null);
  });

  it('answers for a student with no assignment with no runs, and refuses what the reader may not see', async () => {
    const served = new Set((await db().selectFrom('studentAssignments').select('studentId').execute()).map(({ studentId }) => studentId));
    const students = await db().selectFrom('students').select(['id', 'campusId']).orderBy('id').execute();
    const unserved = students.find(({ id }) => !served.has(id));
    if (unserved) expect((await as('admin@example.com').get<StudentService>(`/api/students/${unserved.id}/service`)).body).toEqual({ runs: [] });

    // The school user sees one campus: a student of another is one that does not exist.
    const campus = (await as('school@example.com').get<{ id: number }[]>('/api/campuses')).body.map(({ id }) => id);
    const elsewhere = students.find(({ campusId }) => !campus.includes(campusId))!;
    expect((await as('school@example.com').get(`/api/students/${elsewhere.id}/service`)).status).toBe(404);
    // The vendor is not sent the runs' stops, nor told where a student gets on.
    expect((await as('vendor@example.com').get(`/api/students/${students[0].id}/service`)).status).toBe(403);
    const malformed = await as('admin@example.com').get<{ message: string }>('/api/students/abc/service');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/id/);
  });
});
