import { http, HttpResponse } from 'msw';
import { serviceOf, type StoredRun, type StudentService } from '../../../resources/students/service';
import { mockStore } from '../records/mockStore';
import { answered, notFound } from './mockReplies';

/** A student's service (`GET /api/students/:id/service`): the runs of their campus that stop for them, and each run's ride today. */
export const studentServiceHandlers = [
  http.get('/api/students/:id/service', ({ params }) => answered(() => {
    const store = mockStore();
    const student = store.byId('students', Number(params.id));
    if (!student) throw notFound('No such students record.');
    const runs = store.rowsOf('routes').filter((run) => run.campusId === student.campusId && run.status === 'active') as unknown as StoredRun[];
    const rides = store.rowsOf('rides').filter((ride) => ride.rideDate === store.clock.today);
    const rideToday = (routeId: number) => {
      const ride = rides.find((candidate) => candidate.routeId === routeId);
      if (!ride) return null;
      const driver = store.byId('drivers', ride.driverId);
      return {
        rideId: ride.id, displayId: Number(ride.displayId), status: String(ride.status), scheduledStart: String(ride.scheduledStart),
        vehicleNumber: (store.byId('vehicles', ride.vehicleId)?.number as string | undefined) ?? null,
        driverName: driver ? `${String(driver.firstName)} ${String(driver.lastName)}` : null,
      };
    };
    return HttpResponse.json<StudentService>({ runs: serviceOf(student.id, runs, rideToday) });
  })),
];
