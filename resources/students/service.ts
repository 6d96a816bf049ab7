/**
 * A student's service as their page shows it (`GET /api/students/:id/service`): the runs that stop for
 * them, where and when, and each run's ride today with its bus, driver and state. Shared by the
 * server, which answers, and the page, which asks.
 */
export interface StudentServiceStop {
  sequence: number;
  address: string;
  /** "07:04", on the account's clock. */
  time: string;
  /** Where the stop is, as the run stores it. */
  lat?: number;
  lng?: number;
}

export interface StudentRideToday {
  rideId: number;
  displayId: number;
  status: string;
  vehicleNumber: string | null;
  driverName: string | null;
  scheduledStart: string;
}

export interface StudentServiceRun {
  routeId: number;
  number: string;
  direction: string;
  stop: StudentServiceStop;
  /** The run's ride today, if it runs today and the reader may view rides. */
  today: StudentRideToday | null;
}

export interface StudentService {
  runs: StudentServiceRun[];
}

/** A run as stored: its stops each list the students picked up or dropped off there. */
export interface StoredRun {
  id: number;
  number: string;
  direction: string;
  stops: readonly (StudentServiceStop & { studentIds?: readonly number[] })[];
}

/** The runs among `runs` that stop for the student, with that stop and each run's ride today (`rideToday`). */
export function serviceOf(studentId: number, runs: readonly StoredRun[], rideToday: (routeId: number) => StudentRideToday | null): StudentServiceRun[] {
  return runs.flatMap((run) => {
    const stop = run.stops.find((candidate) => candidate.studentIds?.includes(studentId));
    if (!stop) return [];
    const { sequence, address, time, lat, lng } = stop;
    return [{ routeId: run.id, number: run.number, direction: run.direction, stop: { sequence, address, time, lat, lng }, today: rideToday(run.id) }];
  });
}
