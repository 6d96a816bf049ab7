import { todayIn } from '../../../server/db/seed/calendar';
import type { StudentService } from '../../../resources/students/service';
import { demoRolesForSuite } from '../../helpers/demoRoleSessions';

jest.setTimeout(120_000);

type StoredStop = { sequence: number; address: string; time: string; lat: number; lng: number; studentIds: number[] };

/** A student's service on their page (`GET /api/students/:id/service`): the runs that stop for them and today's ride of each. */
describe("a student's service", () => {
  const { db, as } = demoRolesForSuite();

  it('lists every run whose stops hold the student, with the stop, and the ride today with its bus and driver', async () => {
    const runs = await db().selectFrom('routes').select(['id', 'number', 'direction', 'stops', 'campusId']).where('status', '=', 'active').orderBy('id').execute();
    const studentId = (JSON.parse(runs[0].stops) as StoredStop[]).find((stop) => stop.studentIds.length)!.studentIds[0];
    const serving = runs.flatMap((run) => {
      const stop = (JSON.parse(run.stops) as StoredStop[]).find((candidate) => candidate.studentIds.includes(studentId));
      return stop ? [{ routeId: run.id, number: run.number, direction: run.direction, stop: { sequence: stop.sequence, address: stop.address, time: stop.time, lat: stop.lat, lng: stop.lng } }] : [];
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

  it('answers for a student no run stops for with no runs, and refuses what the reader may not see', async () => {
    const served = new Set((await db().selectFrom('routes').select('stops').execute()).flatMap(({ stops }) => (JSON.parse(stops) as StoredStop[]).flatMap((stop) => stop.studentIds)));
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
