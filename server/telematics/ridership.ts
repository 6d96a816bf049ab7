import polyline from '@mapbox/polyline';
import type { Kysely } from 'kysely';
import type { LiveRouteIssue } from '../../permissions/liveFeeds';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import type { ManifestStudent, RideManifest } from '../../resources/rides/details';
import type { Database } from '../db/schema';
import type { LiveHub } from '../realtime/liveHub';
import { studentsAtStops } from '../transportation/stopStudents';
import { distanceMeters, measurePath, metersAlongPath, type LatLng, type MeasuredPath } from './geometry';
import { liveIssue } from './ingest';
import { RunRoutes } from './runRoutes';
import { ingestScans, type DeviceScan, type ScanOutcome } from './scans';

/** The route issues badge scans raise, each about one student on one ride. */
export const RIDERSHIP_ALERTS = ['wrong_bus', 'wrong_stop', 'missed', 'left_on_bus'] as const;
export type RidershipAlert = (typeof RIDERSHIP_ALERTS)[number];

/** A student who got off this far from where they get off got off at the wrong stop. */
export const WRONG_STOP_METERS = 150;
/** A bus this far along its path past a stop has left it: a student expected there and not on board was missed. */
export const LEFT_STOP_METERS = 150;
/**
 * A student still on board this long after the ride finished was left on the bus: at the school or
 * the last stop, children get off in the minutes after the bus arrives.
 */
export const LEFT_ON_BUS_AFTER_MS = 5 * 60_000;
/** Finished rides are looked at for students left on board this long after they finished. */
const LEFT_ON_BUS_LOOK_BACK_MS = 3 * 60 * 60_000;
/**
 * A vehicle reads badges when it sent a scan this recently. Only such a vehicle's rides raise
 * "missed": on a bus without a reader every student would look missed.
 */
const READER_RECENT_MS = 7 * 24 * 60 * 60_000;

const SEVERITY: Record<RidershipAlert, string> = { wrong_bus: 'high', wrong_stop: 'high', missed: 'medium', left_on_bus: 'critical' };
const DETAILS: Record<RidershipAlert, string> = {
  wrong_bus: 'Boarded a bus they are not assigned to',
  wrong_stop: 'Got off away from their stop',
  missed: 'Expected at a stop the bus has left, not on board',
  left_on_bus: 'Still on board when the ride finished',
};

/** A ride as ridership reads it, with its run's direction and where its students get on and off. */
export interface RidershipRide {
  id: number;
  routeId: number;
  rideDate: string;
  status: string;
  districtId: number;
  campusId: number | null;
  vendorId: number | null;
  yardId: number | null;
  vehicleId: number | null;
}

interface RunPlan {
  /** AM runs take students from their stops to school; the others from school to their stops. */
  toSchool: boolean;
  stops: { sequence: number; point: LatLng; meters: number }[];
  path: MeasuredPath | null;
  school: LatLng | null;
}

interface Scan { studentId: number | null; badge: string; kind: string; recordedAt: string; lat: number | null; lng: number | null }

/** Where each student of a ride stands, from the ride's scans in the order they were read. */
interface Riders {
  /** Assigned students: id → stop sequence. */
  expected: Map<number, number>;
  lastScan: Map<number, Scan>;
  boardedAt: Map<number, string>;
  alightedAt: Map<number, string>;
  unknownBadges: Set<string>;
}

/**
 * Who is on the bus (issue "who is on the bus"): badge scans stored by the scan ingest, each ride's
 * manifest made from them, and the alerts they raise as route issues — wrong bus, wrong stop, missed,
 * left on bus — raised once per student and ride, settled when a later scan says otherwise.
 */
export class Ridership {
  /** Each run's plan: its path measured, its stops placed along it. */
  private readonly planOf: (routeId: number) => Promise<RunPlan>;
  /** The stops each en-route ride has left, by ride: a stop's missed students are looked for once. */
  private readonly leftStops = new Map<number, number>();

  constructor(private readonly db: Kysely<Database>, private readonly hub: LiveHub | undefined, routes = new RunRoutes(db)) {
    this.planOf = routes.perRun((route) => {
      if (!route) throw new Error('The ride\'s run is gone');
      const points = route.polyline ? (polyline.decode(route.polyline, 6) as LatLng[]) : [];
      const path = points.length > 1 ? measurePath(points) : null;
      const toSchool = route.direction === 'AM';
      const stops = (JSON.parse(route.stops) as { sequence: number; lat: number; lng: number }[])
        .map((stop) => ({ sequence: stop.sequence, point: [stop.lat, stop.lng] as LatLng, meters: path ? metersAlongPath(path, [stop.lat, stop.lng]) : 0 }))
        .sort((a, b) => a.meters - b.meters);
      return { toSchool, stops, path, school: points.length ? points[toSchool ? points.length - 1 : 0] : null };
    });
  }

  /** A device's batch of scans: stored, then each ride it touched settled and its manifest published. */
  async scans(vehicleId: number, scans: DeviceScan[]): Promise<ScanOutcome> {
    const { outcome, rideIds } = await ingestScans(this.db, vehicleId, scans);
    for (const rideId of rideIds) {
      const ride = await this.rideOf(rideId);
      if (ride) await this.settle(ride);
    }
    return outcome;
  }

  /** The ride's manifest with its students' names; `withNames: false` leaves the counts only. */
  async manifest(ride: RidershipRide, withNames = true): Promise<RideManifest> {
    return manifestOf(this.db, ride, await this.riders(ride), withNames);
  }

  /**
   * The bus moved on: students expected at the stops it has now left and not on board are missed.
   * Only rides of vehicles that read badges are looked at.
   */
  async movedAlong(ride: RidershipRide, position: LatLng, at: string): Promise<void> {
    if (ride.status !== 'en_route' || ride.vehicleId === null) return;
    const plan = await this.planOf(ride.routeId);
    if (!plan.path) return;
    const meters = metersAlongPath(plan.path, position);
    const left = plan.toSchool
      ? plan.stops.filter((stop) => stop.meters + LEFT_STOP_METERS < meters).length
      : meters > LEFT_STOP_METERS ? plan.stops.length : 0;
    if (left <= (this.leftStops.get(ride.id) ?? 0)) return;
    this.leftStops.set(ride.id, left);
    if (!(await this.readsBadges(ride.vehicleId, at))) return;
    const leftSequences = new Set(plan.toSchool ? plan.stops.slice(0, left).map((stop) => stop.sequence) : plan.stops.map((stop) => stop.sequence));
    const riders = await this.riders(ride);
    const missed = [...riders.expected].filter(([studentId, stop]) => leftSequences.has(stop) && !riders.boardedAt.has(studentId)).map(([studentId]) => studentId);
    await this.apply(ride, await this.raise(ride, missed.map((studentId) => ({ kind: 'missed', studentId })), at), []);
  }

  /** The ride finished: it has no stops left to miss. */
  finished(ride: RidershipRide): void {
    this.leftStops.delete(ride.id);
  }

  /**
   * Rides finished more than LEFT_ON_BUS_AFTER_MS ago with a student whose last scan was getting on:
   * that student was left on the bus. Run by the periodic sweep; returns how many were found.
   */
  async sweepLeftOnBus(now = new Date()): Promise<number> {
    const rides = await this.db.selectFrom('rides').select(['id', 'routeId', 'rideDate', 'status', 'districtId', 'campusId', 'vendorId', 'yardId', 'vehicleId'])
      .where('status', '=', 'completed')
      .where('actualEnd', '<=', new Date(now.getTime() - LEFT_ON_BUS_AFTER_MS).toISOString())
      .where('actualEnd', '>=', new Date(now.getTime() - LEFT_ON_BUS_LOOK_BACK_MS).toISOString())
      .where((eb) => eb.exists(eb.selectFrom('studentScans').select('studentScans.id').whereRef('studentScans.rideId', '=', 'rides.id')))
      .execute();
    let found = 0;
    for (const ride of rides) {
      const riders = await this.riders(ride);
      const onBoard = [...riders.lastScan].filter(([, scan]) => scan.kind === 'board').map(([studentId]) => ({ kind: 'left_on_bus' as const, studentId }));
      const raised = await this.raise(ride, onBoard, now.toISOString());
      found += raised.length;
      await this.apply(ride, raised, []);
    }
    return found;
  }

  /** Raises what the ride's scans show and settles what they have put right. */
  private async settle(ride: RidershipRide): Promise<void> {
    const riders = await this.riders(ride);
    const plan = await this.planOf(ride.routeId);
    const alerts: { kind: RidershipAlert; studentId: number }[] = [];
    for (const [studentId, scan] of riders.lastScan) {
      if (riders.boardedAt.has(studentId) && !riders.expected.has(studentId)) alerts.push({ kind: 'wrong_bus', studentId });
      const getsOffAt = plan.toSchool ? plan.school : plan.stops.find((stop) => stop.sequence === riders.expected.get(studentId))?.point;
      if (scan.kind === 'alight' && riders.expected.has(studentId) && getsOffAt && scan.lat !== null && scan.lng !== null
        && distanceMeters(getsOffAt, [scan.lat, scan.lng]) > WRONG_STOP_METERS) alerts.push({ kind: 'wrong_stop', studentId });
    }
    const now = new Date().toISOString();
    const raised = await this.raise(ride, alerts, now);
    const open = await this.db.selectFrom('routeIssues').selectAll().where('rideId', '=', ride.id).where('resolvedAt', 'is', null)
      .where('kind', 'in', ['missed', 'left_on_bus']).execute();
    const settled = [];
    for (const issue of open) {
      const scan = issue.studentId === null ? undefined : riders.lastScan.get(issue.studentId);
      const resolution = issue.kind === 'missed' && riders.boardedAt.has(issue.studentId!) ? 'Boarded'
        : issue.kind === 'left_on_bus' && scan?.kind === 'alight' ? 'Got off the bus' : null;
      if (!resolution) continue;
      settled.push(await this.db.updateTable('routeIssues').set({ resolvedAt: now, resolution, version: issue.version + 1, updatedAt: now })
        .where('id', '=', issue.id).where('resolvedAt', 'is', null).returningAll().executeTakeFirstOrThrow());
    }
    await this.apply(ride, raised, settled.map(liveIssue));
  }

  /** Stores the alerts the ride has not had before (one of each kind per student), and returns them. */
  private async raise(ride: RidershipRide, alerts: { kind: RidershipAlert; studentId: number }[], at: string): Promise<LiveRouteIssue[]> {
    if (!alerts.length) return [];
    const had = new Set((await this.db.selectFrom('routeIssues').select(['kind', 'studentId']).where('rideId', '=', ride.id)
      .where('kind', 'in', [...new Set(alerts.map(({ kind }) => kind))]).execute()).map(({ kind, studentId }) => `${kind}:${studentId}`));
    const fresh = alerts.filter(({ kind, studentId }, index) => !had.has(`${kind}:${studentId}`)
      && alerts.findIndex((other) => other.kind === kind && other.studentId === studentId) === index);
    if (!fresh.length) return [];
    const rows = await this.db.insertInto('routeIssues').values(fresh.map(({ kind, studentId }) => ({
      rideId: ride.id, districtId: ride.districtId, vendorId: ride.vendorId, studentId, kind, severity: SEVERITY[kind],
      detectedAt: at, details: DETAILS[kind], resolvedAt: null, resolution: null,
    }))).returningAll().execute();
    return rows.map(liveIssue);
  }

  /** Publishes the ride's new and settled issues, and its manifest when anything changed. */
  private async apply(ride: RidershipRide, raised: LiveRouteIssue[], settled: LiveRouteIssue[]): Promise<void> {
    if (!this.hub) return;
    for (const issue of [...raised, ...settled]) this.hub.publishToTenants('route-issues', TENANT_COLUMNS.rides!, { ...ride }, issue);
    if (this.hub.listensToManifest(ride.id)) {
      const riders = await this.riders(ride);
      this.hub.publishManifest(await manifestOf(this.db, ride, riders, true), await manifestOf(this.db, ride, riders, false));
    }
  }

  private async riders(ride: RidershipRide): Promise<Riders> {
    const expected = new Map<number, number>();
    for (const [stop, students] of (await studentsAtStops(this.db, [ride.routeId], ride.rideDate)).get(ride.routeId) ?? []) {
      for (const studentId of students) expected.set(studentId, stop);
    }
    const scans = await this.db.selectFrom('studentScans').select(['studentId', 'badge', 'kind', 'recordedAt', 'lat', 'lng'])
      .where('rideId', '=', ride.id).orderBy('recordedAt').orderBy('id').execute();
    const riders: Riders = { expected, lastScan: new Map(), boardedAt: new Map(), alightedAt: new Map(), unknownBadges: new Set() };
    for (const scan of scans) {
      if (scan.studentId === null) {
        riders.unknownBadges.add(scan.badge);
        continue;
      }
      riders.lastScan.set(scan.studentId, scan);
      if (scan.kind === 'board' && !riders.boardedAt.has(scan.studentId)) riders.boardedAt.set(scan.studentId, scan.recordedAt);
      if (scan.kind === 'alight') riders.alightedAt.set(scan.studentId, scan.recordedAt);
    }
    return riders;
  }

  private async rideOf(rideId: number): Promise<RidershipRide | undefined> {
    return this.db.selectFrom('rides').select(['id', 'routeId', 'rideDate', 'status', 'districtId', 'campusId', 'vendorId', 'yardId', 'vehicleId'])
      .where('id', '=', rideId).executeTakeFirst();
  }

  private async readsBadges(vehicleId: number, at: string): Promise<boolean> {
    const since = new Date(Date.parse(at) - READER_RECENT_MS).toISOString();
    return Boolean(await this.db.selectFrom('studentScans').select('id').where('vehicleId', '=', vehicleId).where('recordedAt', '>=', since).limit(1).executeTakeFirst());
  }

}

/** The manifest of a ride from its riders: names only `withNames` (for those who may view students). */
async function manifestOf(db: Kysely<Database>, ride: RidershipRide, riders: Riders, withNames: boolean): Promise<RideManifest> {
  const ids = [...new Set([...riders.expected.keys(), ...riders.lastScan.keys()])];
  const statusOf = (studentId: number): ManifestStudent['status'] => {
    const last = riders.lastScan.get(studentId);
    return last ? (last.kind === 'board' ? 'on_board' : 'alighted') : 'expected';
  };
  const counts = {
    expected: riders.expected.size,
    onBoard: ids.filter((id) => statusOf(id) === 'on_board').length,
    boarded: riders.boardedAt.size,
    alighted: ids.filter((id) => statusOf(id) === 'alighted').length,
    notBoarded: [...riders.expected.keys()].filter((id) => !riders.boardedAt.has(id)).length,
    unknownBadges: riders.unknownBadges.size,
  };
  if (!withNames) return { rideId: ride.id, counts, students: null };
  const names = new Map((ids.length ? await db.selectFrom('students').select(['id', 'firstName', 'lastName']).where('id', 'in', ids).execute() : [])
    .map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
  const students = ids.map((studentId) => ({
    studentId, name: names.get(studentId) ?? '', status: statusOf(studentId), assigned: riders.expected.has(studentId),
    stopSequence: riders.expected.get(studentId) ?? null, boardedAt: riders.boardedAt.get(studentId) ?? null, alightedAt: riders.alightedAt.get(studentId) ?? null,
  }));
  const order = { on_board: 0, expected: 1, alighted: 2 };
  students.sort((a, b) => order[a.status] - order[b.status] || (a.stopSequence ?? 0) - (b.stopSequence ?? 0) || a.name.localeCompare(b.name));
  return { rideId: ride.id, counts, students };
}
