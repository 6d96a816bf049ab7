import type { StopEta } from '../rides/details';

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
  /** When the bus is predicted at the student's stop, while the ride is under way and before it gets there. */
  eta: StopEta | null;
}

/** One of the student's badge scans, newest first: on or off which bus, on which ride. */
export interface StudentScan {
  at: string;
  kind: 'board' | 'alight';
  vehicleNumber: string | null;
  rideId: number | null;
  rideDisplayId: number | null;
}

export interface StudentServiceRun {
  /** The assignment (resources/student-assignments) that puts the student on the run. */
  assignmentId: number;
  routeId: number;
  number: string;
  direction: string;
  stop: StudentServiceStop;
  /** The days of the week it runs for the student (MO…SU). */
  daysOfWeek: readonly string[];
  effectiveTo: string | null;
  /** The run's ride today, if it runs today and the reader may view rides. */
  today: StudentRideToday | null;
}

export interface StudentService {
  runs: StudentServiceRun[];
  /** The student's last badge scans (at most STUDENT_SCANS_SHOWN), to those who may view rides. */
  lastScans: StudentScan[];
}

export const STUDENT_SCANS_SHOWN = 10;

/** A run as stored: its stops in order. */
export interface StoredRun {
  id: number;
  number: string;
  direction: string;
  startTime: string;
  stops: readonly StudentServiceStop[];
}

/** A student's assignment to a run's stop, as stored (its days a list, or that list as JSON). */
export interface ServiceAssignment {
  id: number;
  routeId: number;
  stopSequence: number;
  daysOfWeek: readonly string[] | string;
  effectiveTo: string | null;
}

const daysOf = (days: readonly string[] | string): readonly string[] => (typeof days === 'string' ? (JSON.parse(days) as string[]) : days);

/**
 * A student's service from their assignments in effect (`assignments`), each on its run of `runs` at
 * its stop, with each run's ride today (`rideToday`); in the order the runs start.
 */
export function serviceOf(assignments: readonly ServiceAssignment[], runs: ReadonlyMap<number, StoredRun>, rideToday: (routeId: number) => StudentRideToday | null): StudentServiceRun[] {
  return assignments.flatMap((assignment) => {
    const run = runs.get(assignment.routeId);
    const stop = run?.stops.find((candidate) => candidate.sequence === assignment.stopSequence);
    if (!run || !stop) return [];
    const { sequence, address, time, lat, lng } = stop;
    return [{
      assignmentId: assignment.id, routeId: run.id, number: run.number, direction: run.direction, stop: { sequence, address, time, lat, lng },
      daysOfWeek: daysOf(assignment.daysOfWeek), effectiveTo: assignment.effectiveTo, today: rideToday(run.id), startTime: run.startTime,
    }];
  }).sort((a, b) => a.startTime.localeCompare(b.startTime)).map(({ startTime: _start, ...run }) => run);
}

/** The students of a run's stops on a day (`GET /api/routes/:id/students?date=`), as its page lists them. */
export interface RunStudents {
  day: string;
  stops: RunStopStudents[];
}

export interface RunStopStudents {
  sequence: number;
  studentCount: number;
  /** Who they are, to those who may view students; null to the others, who see how many. */
  studentIds: number[] | null;
}
