import { weekDayOf } from '../engine/calendarDay';
import type { DerivedValue } from '../engine/derived';

export const SERVICE_STATES = ['upcoming', 'current', 'ended'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/**
 * Where an assignment stands on a given day: upcoming before its first day, current from then until
 * its last day (for good when it has none), ended after that — the student's history.
 */
export const serviceState: DerivedValue = {
  valueOf(row, today): ServiceState {
    if ((row.effectiveFrom as string) > today) return 'upcoming';
    const to = row.effectiveTo as string | null;
    return to !== null && to !== undefined && to < today ? 'ended' : 'current';
  },
  whereIs(state, today) {
    if (state === 'upcoming') return { column: 'effectiveFrom', op: '>', value: today };
    if (state === 'ended') return { column: 'effectiveTo', op: '<', value: today };
    return { all: [{ column: 'effectiveFrom', op: '<=', value: today }, { any: [{ column: 'effectiveTo', op: 'is null' }, { column: 'effectiveTo', op: '>=', value: today }] }] };
  },
};

/** Whether two assignments' dates share a day (an open end runs on for good). */
export function datesOverlap(a: { effectiveFrom: string; effectiveTo: string | null }, b: { effectiveFrom: string; effectiveTo: string | null }): boolean {
  return (a.effectiveTo == null || b.effectiveFrom <= a.effectiveTo) && (b.effectiveTo == null || a.effectiveFrom <= b.effectiveTo);
}

/** An assignment as the readers of a run's students see it (its days a list, or that list as JSON). */
export interface AssignedSeat {
  routeId: number;
  stopSequence: number;
  studentId: number;
  daysOfWeek: readonly string[] | string;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** Whether an assignment is in effect on a calendar day, whatever its days of the week. */
export const inEffectOn = (assignment: Pick<AssignedSeat, 'effectiveFrom' | 'effectiveTo'>, day: string): boolean =>
  assignment.effectiveFrom <= day && (assignment.effectiveTo == null || assignment.effectiveTo >= day);

/** Whether the assignment has its student on the run that day: in effect, and one of its days of the week. */
export function ridesOn(assignment: Pick<AssignedSeat, 'daysOfWeek' | 'effectiveFrom' | 'effectiveTo'>, day: string): boolean {
  const days = typeof assignment.daysOfWeek === 'string' ? (JSON.parse(assignment.daysOfWeek) as string[]) : assignment.daysOfWeek;
  return inEffectOn(assignment, day) && days.includes(weekDayOf(day));
}
