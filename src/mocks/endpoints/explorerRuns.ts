import type { ExplorerRun, ExplorerRunSummary, ExplorerStop, ExplorerViolation, ExplorerWaiver, RunDraft } from '../../../resources/route-explorer/explorer';
import { DEFAULT_LIMITS, longestRide, rideMinutesAt, SEATS_BY_VEHICLE_TYPE, studentCountOf, violationsOf, type PlannedRun, type StudentHome } from '../../../resources/route-explorer/violations';
import { POLYLINE_PRECISION } from '../records/mockGeography';
import type { MockStore } from '../records/mockStore';
import type { MockRow } from '../records/recordTypes';
import { studentsAtStops, stopsWithStudents, type StopStudents, type StoredStop } from '../records/stopStudents';

/**
 * What the route explorer keeps beside the runs: the waivers given and the unpublished edits, whose
 * stops keep their published numbers (and so their students) until the edit is published.
 */
export interface ExplorerState {
  waivers: Map<string, ExplorerWaiver>;
  drafts: Map<number, Omit<RunDraft, 'stops' | 'violations'> & { stops: StoredStop[] }>;
  nextWaiverId: number;
}

export const explorerStateOf = (store: MockStore) => store.kept<ExplorerState>('routeExplorer', () => ({ waivers: new Map(), drafts: new Map(), nextWaiverId: 1 }));

/** A run (or its draft) as the checks read it, each stop with its students of `students`, by the stops' stored numbers. */
export const plannedRunOf = (row: Pick<MockRow, string>, students: ReadonlyMap<number, readonly number[]> | undefined): PlannedRun => ({
  direction: String(row.direction), startTime: String(row.startTime), endTime: String(row.endTime), vehicleType: String(row.vehicleType),
  stops: stopsWithStudents(row.stops as StoredStop[], students),
});

/** The students at each stop of the runs today, on the mock's clock: what the explorer checks. */
export const studentsToday = (store: MockStore): StopStudents => studentsAtStops(store, store.clock.today);

export function explorerStopsOf(run: PlannedRun): ExplorerStop[] {
  return run.stops.map(({ studentIds, ...stop }) => ({ ...stop, studentCount: studentIds.length, rideMinutes: studentIds.length ? rideMinutesAt(run, stop) : 0 }));
}

/** A run's violations by the default limits, named after their students, with the waivers given. */
export function explorerViolationsOf(store: MockStore, routeId: number, run: PlannedRun): ExplorerViolation[] {
  const homes = new Map<number, StudentHome & { name: string }>(store.rowsOf('students').map((student) => [
    student.id, { id: student.id, lat: student.lat as number | null, lng: student.lng as number | null, name: `${String(student.firstName)} ${String(student.lastName)}` },
  ]));
  return violationsOf(run, homes, DEFAULT_LIMITS).map((violation) => ({
    ...violation,
    studentName: violation.studentId === null ? null : (homes.get(violation.studentId)?.name ?? null),
    waiver: explorerStateOf(store).waivers.get(`${routeId}:${violation.key}`) ?? null,
  }));
}

export function explorerRunOf(store: MockStore, row: MockRow, students: StopStudents): ExplorerRun {
  const run = plannedRunOf(row, students.get(row.id));
  const violations = explorerViolationsOf(store, row.id, run);
  return {
    id: row.id, number: String(row.number), direction: run.direction, campusName: (store.byId('campuses', row.campusId)?.name as string | undefined) ?? null,
    vendorName: (store.byId('vendors', row.vendorId)?.name as string | undefined) ?? null, startTime: run.startTime, endTime: run.endTime, vehicleType: run.vehicleType,
    stopCount: run.stops.length, studentCount: studentCountOf(run), openViolations: violations.filter((violation) => !violation.waiver).length,
    hasDraft: explorerStateOf(store).drafts.has(row.id), version: row.version, polyline: (row.polyline as string | null) ?? null, precision: POLYLINE_PRECISION,
    distanceMeters: (row.distanceMeters as number | null) ?? null, longestRideMinutes: longestRide(run).minutes, seats: SEATS_BY_VEHICLE_TYPE[run.vehicleType] ?? null,
    stops: explorerStopsOf(run), violations,
  };
}

export const summaryOf = ({ id, number, direction, campusName, vendorName, startTime, endTime, vehicleType, stopCount, studentCount, openViolations, hasDraft }: ExplorerRun): ExplorerRunSummary =>
  ({ id, number, direction, campusName, vendorName, startTime, endTime, vehicleType, stopCount, studentCount, openViolations, hasDraft });
