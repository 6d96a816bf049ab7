import type { ExpressionBuilder, Kysely } from 'kysely';
import { ridesOn } from '../../resources/student-assignments/serviceState';
import type { Database } from '../db/schema';

/** Each run's students on a day, by stop: run id → stop sequence → student ids. */
export type StopStudents = ReadonlyMap<number, ReadonlyMap<number, readonly number[]>>;

/** Runs asked about at once; a district's few thousand runs take a few rounds. */
const IDS_PER_QUERY = 900;

/** The assignments in effect on a calendar day, whatever their days of the week (as `inEffectOn` says it). */
export const inEffectOnDay = (day: string) => (eb: ExpressionBuilder<Database, 'studentAssignments'>) =>
  eb.and([eb('effectiveFrom', '<=', day), eb.or([eb('effectiveTo', 'is', null), eb('effectiveTo', '>=', day)])]);

/** `routeIds` in rounds of a size every database takes in one `in` list. */
const inRounds = (routeIds: readonly number[]) => Array.from({ length: Math.ceil(routeIds.length / IDS_PER_QUERY) }, (_, index) => routeIds.slice(index * IDS_PER_QUERY, (index + 1) * IDS_PER_QUERY));

/**
 * The students each of these runs picks up or drops off at each stop on `day` (a calendar day):
 * their assignments (resources/student-assignments) in effect that day whose days of the week
 * include it — or, for a plan rather than a day's work (the route explorer), whichever days they
 * ride (`anyWeekDay`). What a run's stops, a ride, a route sheet and the route explorer read.
 */
export async function studentsAtStops(db: Kysely<Database>, routeIds: readonly number[], day: string, anyWeekDay = false): Promise<StopStudents> {
  const byRun = new Map<number, Map<number, number[]>>();
  for (const round of inRounds(routeIds)) {
    const rows = await db.selectFrom('studentAssignments').select(['routeId', 'stopSequence', 'studentId', 'daysOfWeek', 'effectiveFrom', 'effectiveTo'])
      .where('routeId', 'in', round).where(inEffectOnDay(day))
      .orderBy('routeId').orderBy('stopSequence').orderBy('studentId').execute();
    for (const row of rows) {
      if (!anyWeekDay && !ridesOn(row, day)) continue;
      const stops = byRun.get(row.routeId) ?? byRun.set(row.routeId, new Map()).get(row.routeId)!;
      (stops.get(row.stopSequence) ?? stops.set(row.stopSequence, []).get(row.stopSequence)!).push(row.studentId);
    }
  }
  return byRun;
}

/** A run's stops, each with the ids of its students on the day `students` was read for. */
export function stopsWithStudents<S extends { sequence: number }>(stops: readonly S[], students: ReadonlyMap<number, readonly number[]> | undefined): (S & { studentIds: number[] })[] {
  return stops.map((stop) => ({ ...stop, studentIds: [...(students?.get(stop.sequence) ?? [])] }));
}

/**
 * The students with an assignment on these runs in effect on any of `days`, whatever its days of the
 * week: the families a message about the runs reaches (a Sunday's word about Monday's bus included).
 */
export async function studentsInService(db: Kysely<Database>, routeIds: readonly number[], days: readonly string[]): Promise<number[]> {
  if (!routeIds.length || !days.length) return [];
  const ids = new Set<number>();
  for (const round of inRounds(routeIds)) {
    const rows = await db.selectFrom('studentAssignments').select('studentId').distinct()
      .where('routeId', 'in', round).where((eb) => eb.or(days.map((day) => inEffectOnDay(day)(eb)))).execute();
    for (const row of rows) ids.add(row.studentId);
  }
  return [...ids];
}

/** How many students each run carries on its busiest day of the week, among the assignments in effect on `day`. */
export async function ridersOnBusiestDay(db: Kysely<Database>, routeIds: readonly number[], day: string): Promise<Map<number, number>> {
  const riders = new Map<number, number>();
  const perDay = new Map<string, number>();
  for (const round of inRounds(routeIds)) {
    const rows = await db.selectFrom('studentAssignments').select(['routeId', 'daysOfWeek']).where('routeId', 'in', round).where(inEffectOnDay(day)).execute();
    for (const row of rows) {
      for (const weekDay of JSON.parse(row.daysOfWeek) as string[]) {
        const key = `${row.routeId}:${weekDay}`;
        const count = (perDay.get(key) ?? 0) + 1;
        perDay.set(key, count);
        riders.set(row.routeId, Math.max(riders.get(row.routeId) ?? 0, count));
      }
    }
  }
  return riders;
}

/** Ride days looked at for the run's next day of service: a week. */
const DAYS_AHEAD = 7;

/**
 * The day of the run's next ride that carries its students: today's, or after a weekend or a
 * holiday the next day it runs with them (the demo runs its buses today whatever the day, but
 * nobody rides a school run on a Saturday); the day of its next ride when none of them does, and
 * undefined without a ride ahead. What a run's stops and its route sheet show unless told a day.
 */
export async function nextServiceDay(db: Kysely<Database>, routeId: number, today: string): Promise<string | undefined> {
  const days = (await db.selectFrom('rides').select('rideDate').distinct().where('routeId', '=', routeId).where('rideDate', '>=', today)
    .orderBy('rideDate').limit(DAYS_AHEAD).execute()).map(({ rideDate }) => rideDate);
  for (const day of days) if ((await studentsAtStops(db, [routeId], day)).get(routeId)?.size) return day;
  return days[0];
}

/** Of a run's rides on one day, the one that day is about: the one under way, else the next still to finish, else the last. */
export function rideOfTheDay<R extends Record<string, unknown>>(rides: readonly R[]): R | undefined {
  return rides.find((ride) => ride.status === 'en_route') ?? rides.find((ride) => ride.status !== 'completed') ?? rides.at(-1);
}
