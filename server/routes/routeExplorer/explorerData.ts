import type { Kysely } from 'kysely';
import { todayIn } from '../../../resources/engine/calendarDay';
import { tenantCondition } from '../../../permissions/defineAbility';
import { TENANT_COLUMNS } from '../../../permissions/tenantScopes';
import type { ExplorerRun, ExplorerStop, ExplorerViolation, ExplorerWaiver } from '../../../resources/route-explorer/explorer';
import {
  DEFAULT_LIMITS, longestRide, rideMinutesAt, SEATS_BY_VEHICLE_TYPE, studentCountOf, violationsOf, type ExplorerLimits, type PlannedRun, type PlannedStop, type StudentHome,
} from '../../../resources/route-explorer/violations';
import type { AccountAccess } from '../../access';
import type { DeploymentRole } from '../../config';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { studentsAtStops, stopsWithStudents, type StopStudents } from '../../transportation/stopStudents';
import { withinTenant } from '../settings/settingWrites';

export const PATH_PRECISION = 6;

/** The runs the caller may explore: the route explorer's tenant columns are the runs' own. */
export function explorableRuns(db: Kysely<Database>, access: AccountAccess) {
  return db.selectFrom('routes')
    .leftJoin('campuses', 'campuses.id', 'routes.campusId')
    .leftJoin('vendors', 'vendors.id', 'routes.vendorId')
    .selectAll('routes').select(['campuses.name as campusName', 'vendors.name as vendorName'])
    .where(withinTenant(tenantCondition(access.account, TENANT_COLUMNS['route-explorer']), 'routes'));
}

export type ExplorableRun = Awaited<ReturnType<ReturnType<typeof explorableRuns>['executeTakeFirstOrThrow']>>;

/** A run (or its draft) as the checks read it, each stop with its students of `students` (stopStudents.ts), by the stops' stored numbers. */
export function plannedRunOf(row: Pick<ExplorableRun, 'direction' | 'startTime' | 'endTime' | 'vehicleType' | 'stops'>, students: ReadonlyMap<number, readonly number[]> | undefined): PlannedRun {
  const stops = stopsWithStudents(JSON.parse(row.stops) as Omit<PlannedStop, 'studentIds'>[], students);
  return { direction: row.direction, startTime: row.startTime, endTime: row.endTime, vehicleType: row.vehicleType, stops };
}

/** The students at each stop of these runs as of today on the account's clock, whichever days they ride: what the explorer checks. */
export const studentsToday = (db: Kysely<Database>, access: AccountAccess, routeIds: readonly number[]): Promise<StopStudents> =>
  studentsAtStops(db, routeIds, todayIn(access.account.account.timezone), true);

export async function limitsOf(db: Kysely<Database>, districtId: number): Promise<ExplorerLimits> {
  const row = await db.selectFrom('routeExplorerLimits').select(['maxRideMinutes', 'maxWalkMeters']).where('districtId', '=', districtId).executeTakeFirst();
  return row ?? DEFAULT_LIMITS;
}

/** What the violations of a district's runs are checked and named with: homes, names and waivers. */
export interface ViolationContext {
  limits: ExplorerLimits;
  homes: Map<number, StudentHome & { name: string }>;
  waivers: Map<string, ExplorerWaiver>;
  /** Student names are not the vendor portal's to know (SECURITY.md "Sensitive fields"). */
  namesShown: boolean;
}

export async function violationContextOf(db: Kysely<Database>, districtId: number, routeIds: number[], portal: DeploymentRole): Promise<ViolationContext> {
  const students = await db.selectFrom('students').select(['id', 'lat', 'lng', 'firstName', 'lastName']).where('districtId', '=', districtId).execute();
  const waivers = routeIds.length
    ? await db.selectFrom('routeViolationWaivers').leftJoin('users', 'users.id', 'routeViolationWaivers.waivedByUserId')
      .select(['routeViolationWaivers.id', 'routeViolationWaivers.version', 'routeId', 'violationKey', 'reason', 'waivedAt', 'users.firstName', 'users.lastName'])
      .where('routeId', 'in', routeIds).execute()
    : [];
  return {
    limits: await limitsOf(db, districtId),
    homes: new Map(students.map((s) => [s.id, { id: s.id, lat: s.lat, lng: s.lng, name: `${s.firstName} ${s.lastName}` }])),
    waivers: new Map(waivers.map((w) => [`${w.routeId}:${w.violationKey}`, { id: w.id, version: w.version, reason: w.reason, waivedAt: w.waivedAt, waivedBy: w.firstName ? `${w.firstName} ${w.lastName}` : null }])),
    namesShown: portal !== 'vendor',
  };
}

export function explorerViolationsOf(routeId: number, run: PlannedRun, checks: ViolationContext): ExplorerViolation[] {
  return violationsOf(run, checks.homes, checks.limits).map((violation) => ({
    ...violation,
    studentName: checks.namesShown && violation.studentId !== null ? (checks.homes.get(violation.studentId)?.name ?? null) : null,
    waiver: checks.waivers.get(`${routeId}:${violation.key}`) ?? null,
  }));
}

export function explorerStopsOf(run: PlannedRun): ExplorerStop[] {
  return run.stops.map((stop) => ({
    sequence: stop.sequence, lat: stop.lat, lng: stop.lng, address: stop.address, time: stop.time,
    studentCount: stop.studentIds.length, rideMinutes: stop.studentIds.length ? rideMinutesAt(run, stop) : 0,
  }));
}

/** A run as the explorer shows it; violations only to those who may see them (null otherwise). */
export function explorerRunOf(row: ExplorableRun, checks: ViolationContext | null, hasDraft: boolean, students: StopStudents): ExplorerRun {
  const run = plannedRunOf(row, students.get(row.id));
  const violations = checks ? explorerViolationsOf(row.id, run, checks) : null;
  return {
    id: row.id, number: row.number, direction: row.direction, campusName: row.campusName, vendorName: row.vendorName,
    startTime: row.startTime, endTime: row.endTime, vehicleType: row.vehicleType, stopCount: run.stops.length, studentCount: studentCountOf(run),
    openViolations: violations ? violations.filter((violation) => !violation.waiver).length : null, hasDraft,
    version: row.version, polyline: row.polyline, precision: PATH_PRECISION, distanceMeters: row.distanceMeters,
    longestRideMinutes: longestRide(run).minutes, seats: SEATS_BY_VEHICLE_TYPE[row.vehicleType] ?? null, stops: explorerStopsOf(run), violations,
  };
}

/** One run the caller may explore; another tenant's run is one that does not exist. */
export async function explorableRun(db: Kysely<Database>, access: AccountAccess, id: number): Promise<ExplorableRun> {
  const run = await explorableRuns(db, access).where('routes.id', '=', id).executeTakeFirst();
  if (!run) throw notFound('No such run.');
  return run;
}
