import { warningStartsOn } from '../../../resources/driver-documents/documentState';
import { addDays, isWeekend, type MockClock } from './mockClock';
import type { MadeRecords } from './recordTypes';
import { studentSeats } from './studentSeats';

/** How the records of one resource are made; by default 30 records, each with its own draws. */
export interface RecordPlan {
  count?: number;
  /** Records made in groups that share their draws: a run's morning and afternoon trips, a vendor's document types. */
  twins?: number;
  /** Records that stand for given facts (a ride per run and school day): the fields each starts with. */
  seeds?: (made: MadeRecords, clock: MockClock) => Record<string, unknown>[];
  /** References drawn once per value of this field rather than per record: a run keeps its crew from day to day. */
  referencesDrawnPer?: string;
  /** Made after these, whose records its values read though it names none of them. */
  after?: string[];
  /**
   * Columns kept beside the declared fields, worked out from them on every write: what a derived
   * value reads, and what the server sets from the records they name (an assignment's direction).
   */
  columns?: (row: Record<string, unknown>, made: MadeRecords) => Record<string, unknown>;
}

/** School days of rides before today, as the insights' longest period asks. */
const PAST_SCHOOL_DAYS = 22;
/** Rides are planned this many school days ahead, as the demo's are: whatever the hour, some are still to run. */
const NEXT_SCHOOL_DAYS = 5;

/** The school days before today and after it, oldest first, with today between them (a mock operation runs every day). */
export function schoolDays(clock: MockClock, past: number, next = 0): string[] {
  const before: string[] = [];
  for (let date = addDays(clock.today, -1); before.length < past; date = addDays(date, -1)) if (!isWeekend(date)) before.unshift(date);
  const after: string[] = [];
  for (let date = addDays(clock.today, 1); after.length < next; date = addDays(date, 1)) if (!isWeekend(date)) after.push(date);
  return [...before, clock.today, ...after];
}

/** One record per record of `resource` and school day: a ride per run, an attendance line per driver. */
const everyDayOf = (resource: string, field: string, dateField: string, past: number, next = 0) => (made: MadeRecords, clock: MockClock) =>
  schoolDays(clock, past, next).flatMap((date) => made.rowsOf(resource).map((row) => ({ [field]: row.id, [dateField]: date })));

export const RECORD_PLANS: Record<string, RecordPlan> = {
  districts: { count: 3 },
  campuses: { count: 12 },
  'campus-programs': { count: 20 },
  vendors: { count: 4 },
  yards: { count: 8 },
  vehicles: { count: 84 },
  drivers: { count: 96 },
  monitors: { count: 18 },
  'route-group': { count: 12 },
  routes: { count: 72, twins: 2 },
  students: { count: 360, after: ['routes'] },
  // Its district and campus are the student's (the reference they name first); its direction is the run's.
  'student-assignments': { seeds: studentSeats, columns: (row, made) => ({ direction: made.byId('routes', row.routeId)?.direction ?? null }) },
  rides: { seeds: everyDayOf('routes', 'routeId', 'rideDate', PAST_SCHOOL_DAYS, NEXT_SCHOOL_DAYS), referencesDrawnPer: 'routeId' },
  'driver-attendance': { seeds: everyDayOf('drivers', 'driverId', 'attendanceDate', 4) },
  'driver-document-types': { count: 24, twins: 6 },
  'driver-documents': {
    count: 160,
    // A document reads as expiring from its type's warning window on (resources/driver-documents/documentState.ts).
    columns: (row, made) => ({ warnFrom: row.expiresOn ? warningStartsOn(String(row.expiresOn), Number(made.byId('driver-document-types', row.typeId)?.warningDays ?? 30)) : null }),
  },
  'trip-approval-path': { count: 9, twins: 3 },
  'vehicle-inspections': { count: 40 },
  'timesheet-entries': { count: 120 },
  invoicing: { count: 24 },
  'accounting-transaction-items': { count: 96 },
  'student-rfid': { count: 60 },
  dbr: { count: 60, after: ['routes'] },
};

export const DEFAULT_COUNT = 30;
