import { ridesOn } from '../student-assignments/serviceState';

/**
 * The ridership report (issue "who is on the bus"): per run per day, the students assigned against
 * those whose badge was scanned getting on, and how full the bus got. `GET RIDERSHIP_API` answers it
 * for the screen; `POST` prepares it as a CSV file (preparedReports.ts). Shared by the server and
 * the console.
 */
export const RIDERSHIP_API = '/api/reports/ridership';

/** One ride of a run: who was assigned, who rode and how full the bus got. */
export interface RidershipRide {
  date: string;
  routeId: number;
  rideId: number;
  displayId: number;
  status: string;
  /** Students assigned to the run that day. */
  assigned: number;
  /** Of them, those with an active badge: who a reader can count. */
  badged: number;
  /** Of them, those whose badge was scanned getting on. */
  rode: number;
  /** Scanned getting on though not assigned to the run that day (and badges the console does not know). */
  unassigned: number;
  /** The most students on board at once, by the scans. */
  peakOnBoard: number;
  /** Seats of the ride's bus (null without one). */
  seats: number | null;
  /**
   * Whether any badge was scanned on the ride. A bus without a reader scans nobody: its ride is
   * counted, but not in who rode.
   */
  scanned: boolean;
}

/** The figures over rides: who rode counts only rides with scans. */
export interface RidershipTally {
  rides: number;
  scannedRides: number;
  /** Students assigned, and of them those with a badge, over the rides with scans. */
  assigned: number;
  badged: number;
  rode: number;
  unassigned: number;
}

export interface RidershipDay extends RidershipTally {
  date: string;
}

export interface RidershipRun extends RidershipTally {
  routeId: number;
  number: string;
  direction: string;
  district: string;
  vendor: string | null;
  /** The most on board at once on any of its rides. */
  peakOnBoard: number;
  /** The mean share of the bus's seats taken at its fullest, over its rides with scans and a bus (null without any). */
  seatsUsed: number | null;
}

export interface RidershipReport {
  from: string;
  to: string;
  /** The run the report is narrowed to, or null for all the caller's runs. */
  routeId: number | null;
  days: RidershipDay[];
  runs: RidershipRun[];
  /** The run's rides, newest first, when the report is narrowed to one run; empty otherwise. */
  rides: RidershipRide[];
}

/**
 * The share of the assigned students with a badge who rode, over the rides with scans (null without
 * any): a student without a badge may well have ridden, unseen.
 */
export const rodeShare = (tally: Pick<RidershipTally, 'badged' | 'rode'>) => (tally.badged ? tally.rode / tally.badged : null);

/** A run's student assignment as the report reads it (days of the week as stored: JSON or a list). */
export interface RidershipAssignment {
  routeId: number;
  studentId: number;
  daysOfWeek: string | readonly string[];
  effectiveFrom: string;
  effectiveTo: string | null;
  /** Whether the student has an active badge. */
  badged: boolean;
}
/** A badge scan of a ride, in the order they were made. */
export interface RidershipScan {
  rideId: number;
  /** Null for a badge no student holds. */
  studentId: number | null;
  badge: string;
  kind: string;
}
/** A ride with its run, district, vendor and bus's seats. */
export interface RidershipRideRow {
  id: number;
  displayId: number;
  rideDate: string;
  routeId: number;
  status: string;
  seats: number | null;
  number: string;
  direction: string;
  district: string;
  vendor: string | null;
}


function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) (groups.get(key(item)) ?? groups.set(key(item), []).get(key(item))!).push(item);
  return groups;
}

const noTally = (): RidershipTally => ({ rides: 0, scannedRides: 0, assigned: 0, badged: 0, rode: 0, unassigned: 0 });

/** A ride's figures from its run's assignments and its scans, in the order they were made. */
function rideFigures(ride: RidershipRideRow, assignments: readonly RidershipAssignment[], scans: readonly RidershipScan[]): RidershipRide {
  const riding = assignments.filter((assignment) => ridesOn(assignment, ride.rideDate));
  const assigned = new Set(riding.map(({ studentId }) => studentId));
  const badged = new Set(riding.filter((assignment) => assignment.badged).map(({ studentId }) => studentId));
  const boarded = new Set<string>();
  const onBoard = new Set<string>();
  let peakOnBoard = 0;
  for (const scan of scans) {
    const who = scan.studentId === null ? `badge:${scan.badge}` : String(scan.studentId);
    if (scan.kind === 'board') {
      boarded.add(who);
      onBoard.add(who);
      peakOnBoard = Math.max(peakOnBoard, onBoard.size);
    } else onBoard.delete(who);
  }
  const rode = [...assigned].filter((studentId) => boarded.has(String(studentId))).length;
  return {
    date: ride.rideDate, routeId: ride.routeId, rideId: ride.id, displayId: ride.displayId, status: ride.status,
    assigned: assigned.size, badged: badged.size, rode, unassigned: boarded.size - rode, peakOnBoard, seats: ride.seats, scanned: scans.length > 0,
  };
}

const add = (tally: RidershipTally, ride: RidershipRide) => {
  tally.rides += 1;
  if (!ride.scanned) return;
  tally.scannedRides += 1;
  tally.assigned += ride.assigned;
  tally.badged += ride.badged;
  tally.rode += ride.rode;
  tally.unassigned += ride.unassigned;
};

function tallied(days: { from: string; to: string }, routeId: number | null, rides: { ride: RidershipRideRow; figures: RidershipRide }[]): RidershipReport {
  const byDay = new Map<string, RidershipDay>();
  const byRun = new Map<number, RidershipRun & { seatShares: number[] }>();
  for (const { ride, figures } of rides) {
    const day = byDay.get(ride.rideDate) ?? byDay.set(ride.rideDate, { date: ride.rideDate, ...noTally() }).get(ride.rideDate)!;
    add(day, figures);
    const run = byRun.get(ride.routeId) ?? byRun.set(ride.routeId, {
      routeId: ride.routeId, number: ride.number, direction: ride.direction, district: ride.district, vendor: ride.vendor, ...noTally(), peakOnBoard: 0, seatsUsed: null, seatShares: [],
    }).get(ride.routeId)!;
    add(run, figures);
    run.peakOnBoard = Math.max(run.peakOnBoard, figures.peakOnBoard);
    if (figures.scanned && figures.seats) run.seatShares.push(figures.peakOnBoard / figures.seats);
  }
  const runs = [...byRun.values()].map(({ seatShares, ...run }) => ({ ...run, seatsUsed: seatShares.length ? seatShares.reduce((sum, share) => sum + share, 0) / seatShares.length : null }));
  return {
    ...days, routeId,
    days: [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date)),
    runs: runs.sort((a, b) => a.district.localeCompare(b.district) || a.number.localeCompare(b.number, undefined, { numeric: true })),
    rides: routeId === null ? [] : rides.map(({ figures }) => figures),
  };
}


/**
 * The report from what it is read from (the server's database, the mock's store): each ride's
 * figures from its run's assignments and its scans, totalled per day and per run; with the rides too.
 */
export function ridershipFrom(days: { from: string; to: string }, routeId: number | null, rideRows: readonly RidershipRideRow[], assignments: readonly RidershipAssignment[], scans: readonly RidershipScan[]) {
  const byRun = groupBy(assignments, (assignment) => assignment.routeId);
  const scansOf = groupBy(scans, (scan) => scan.rideId);
  const rides = rideRows.map((ride) => ({ ride, figures: rideFigures(ride, byRun.get(ride.routeId) ?? [], scansOf.get(ride.id) ?? []) }));
  return { rows: rides, report: tallied(days, routeId, rides) };
}
