import type { PlannedStop } from '../../../resources/route-explorer/violations';
import { inEffectOn, ridesOn, type AssignedSeat } from '../../../resources/student-assignments/serviceState';
import type { MadeRecords } from './recordTypes';

/** A run's stop as stored: where and when. Who gets on there is their assignments' (resources/student-assignments). */
export type StoredStop = Omit<PlannedStop, 'studentIds'>;

/** Each run's students on a day, by stop: run id → stop sequence → student ids. */
export type StopStudents = ReadonlyMap<number, ReadonlyMap<number, readonly number[]>>;

/** The mock's assignments, whose days of the week are kept as a list (the server's as JSON). */
const seatsOf = (made: MadeRecords) => made.rowsOf('student-assignments') as unknown as (AssignedSeat & { daysOfWeek: readonly string[] })[];

const inStopOrder = (a: AssignedSeat, b: AssignedSeat) => a.routeId - b.routeId || a.stopSequence - b.stopSequence || a.studentId - b.studentId;

/**
 * The students each run picks up or drops off at each stop on `day`, as the server reads them
 * (server/transportation/stopStudents.ts): the assignments in effect that day whose days of the
 * week include it.
 */
export function studentsAtStops(made: MadeRecords, day: string): StopStudents {
  const byRun = new Map<number, Map<number, number[]>>();
  const seats = seatsOf(made).filter((seat) => ridesOn(seat, day)).sort(inStopOrder);
  for (const { routeId, stopSequence, studentId } of seats) {
    const stops = byRun.get(routeId) ?? byRun.set(routeId, new Map()).get(routeId)!;
    (stops.get(stopSequence) ?? stops.set(stopSequence, []).get(stopSequence)!).push(studentId);
  }
  return byRun;
}

/** A run's stops, each with the ids of its students on the day `students` was read for. */
export function stopsWithStudents<S extends { sequence: number }>(stops: readonly S[], students: ReadonlyMap<number, readonly number[]> | undefined): (S & { studentIds: number[] })[] {
  return stops.map((stop) => ({ ...stop, studentIds: [...(students?.get(stop.sequence) ?? [])] }));
}

/** How many students each run carries on its busiest day of the week, among the assignments in effect on `day`. */
export function ridersOnBusiestDay(made: MadeRecords, day: string): Map<number, number> {
  const perDay = new Map<string, number>();
  const riders = new Map<number, number>();
  for (const seat of seatsOf(made)) {
    if (!inEffectOn(seat, day)) continue;
    for (const weekDay of seat.daysOfWeek) {
      const count = (perDay.get(`${seat.routeId}:${weekDay}`) ?? 0) + 1;
      perDay.set(`${seat.routeId}:${weekDay}`, count);
      riders.set(seat.routeId, Math.max(riders.get(seat.routeId) ?? 0, count));
    }
  }
  return riders;
}
