import { http, HttpResponse } from 'msw';
import { fieldSchema } from '../../../resources/engine/validation';
import { inEffectOn, type AssignedSeat } from '../../../resources/student-assignments/serviceState';
import { serviceOf, type RunStudents, type ServiceAssignment, type StoredRun, type StudentService } from '../../../resources/students/service';
import { mockStore, type MockStore } from '../records/mockStore';
import { studentsAtStops, type StoredStop } from '../records/stopStudents';
import { MOCK_READER } from './listOrder';
import { answered, badRequest, notFound } from './mockReplies';

const calendarDay = fieldSchema('date', { type: 'date' });

/** A run's ride today, with its bus and driver, or null. */
function rideToday(store: MockStore, routeId: number) {
  const ride = store.rowsOf('rides').find((candidate) => candidate.routeId === routeId && candidate.rideDate === store.clock.today);
  if (!ride) return null;
  const driver = store.byId('drivers', ride.driverId);
  return {
    rideId: ride.id, displayId: Number(ride.displayId), status: String(ride.status), scheduledStart: String(ride.scheduledStart),
    vehicleNumber: (store.byId('vehicles', ride.vehicleId)?.number as string | undefined) ?? null,
    driverName: driver ? `${String(driver.firstName)} ${String(driver.lastName)}` : null,
  };
}

/**
 * A student's service (`GET /api/students/:id/service`): their assignments in effect today, each on
 * its run and stop, with the run's ride today. And a run's students by stop on a day
 * (`GET /api/routes/:id/students?date=`, today by default): who, as the mock user may view students.
 */
export const studentServiceHandlers = [
  http.get('/api/students/:id/service', ({ params }) => answered(() => {
    const store = mockStore();
    const student = store.byId('students', Number(params.id));
    if (!student) throw notFound('No such students record.');
    const assignments = (store.rowsOf('student-assignments') as unknown as (ServiceAssignment & AssignedSeat)[])
      .filter((assignment) => assignment.studentId === student.id && inEffectOn(assignment, store.clock.today));
    const runs = assignments.flatMap((assignment) => store.byId('routes', assignment.routeId) ?? []);
    const runsById = new Map(runs.map((run) => [run.id, run as unknown as StoredRun]));
    // The mock's buses read no badges and predict no arrivals.
    const runsToday = serviceOf(assignments, runsById, (routeId) => {
      const ride = rideToday(store, routeId);
      return ride && { ...ride, eta: null };
    });
    return HttpResponse.json<StudentService>({ runs: runsToday, lastScans: [] });
  })),
  http.get('/api/routes/:id/students', ({ params, request }) => answered(() => {
    const store = mockStore();
    const run = store.byId('routes', Number(params.id));
    if (!run) throw notFound('No such routes record.');
    const date = new URL(request.url).searchParams.get('date');
    if (date !== null && !calendarDay.isValidSync(date)) throw badRequest('date must be a date (YYYY-MM-DD).', 'VALIDATION_FAILED');
    const day = date ?? store.clock.today;
    const students = studentsAtStops(store, day).get(run.id);
    const named = MOCK_READER.can(['view', 'students']);
    const stops = (run.stops as StoredStop[]).map(({ sequence }) => {
      const ids = [...(students?.get(sequence) ?? [])];
      return { sequence, studentCount: ids.length, studentIds: named ? ids : null };
    });
    return HttpResponse.json<RunStudents>({ day, stops });
  })),
];
