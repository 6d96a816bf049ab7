import { clockTimeOf, isClockTime, minutesOf } from '../settings/clockTime';
import type { RunDraftChange } from './explorer';
import type { PlannedRun, PlannedStop } from './violations';

const LAST_MINUTE_OF_DAY = 24 * 60 - 1;

/**
 * A run with its stops in the edited order and times (route management). A morning run keeps its
 * arrival at school and the lead from its start to the first stop; an afternoon run keeps its
 * departure from school and the time from the last stop to its end. The stops keep their published
 * numbers until the edit is published. Returns the problem in words when the edit cannot be a run.
 */
export function applyRunEdit(run: PlannedRun, change: Pick<RunDraftChange, 'stops'>): { run: PlannedRun } | { problem: string } {
  const bySequence = new Map(run.stops.map((stop) => [stop.sequence, stop]));
  if (change.stops.length !== run.stops.length || new Set(change.stops.map((stop) => stop.sequence)).size !== run.stops.length) {
    return { problem: `List each of the run's ${run.stops.length} stops once.` };
  }
  const stops: PlannedStop[] = [];
  for (const [index, edited] of change.stops.entries()) {
    const stop = bySequence.get(edited.sequence);
    if (!stop) return { problem: `The run has no stop ${edited.sequence}.` };
    if (!isClockTime(edited.time)) return { problem: `The time of stop ${edited.sequence} must be a time (HH:MM).` };
    const previous = stops[index - 1];
    if (previous && minutesOf(edited.time) <= minutesOf(previous.time)) return { problem: `Stop ${edited.sequence} must come after ${previous.time}, the time of the stop before it.` };
    stops.push({ ...stop, time: edited.time });
  }
  if (!stops.length) return { run };
  const first = minutesOf(stops[0].time);
  const last = minutesOf(stops[stops.length - 1].time);
  let startTime = run.startTime;
  let endTime = run.endTime;
  if (run.direction === 'AM') {
    if (last >= minutesOf(run.endTime)) return { problem: `Every stop must come before the arrival at school (${run.endTime}).` };
    const start = first - (minutesOf(run.stops[0].time) - minutesOf(run.startTime));
    if (start < 0) return { problem: 'The run would start before midnight.' };
    startTime = clockTimeOf(start);
  } else {
    if (first <= minutesOf(run.startTime)) return { problem: `Every stop must come after the departure from school (${run.startTime}).` };
    const end = last + (minutesOf(run.endTime) - minutesOf(run.stops[run.stops.length - 1].time));
    if (end > LAST_MINUTE_OF_DAY) return { problem: 'The run would end after midnight.' };
    endTime = clockTimeOf(end);
  }
  return { run: { ...run, startTime, endTime, stops } };
}

/** An edited run's stops as published: numbered in their new order. */
export function renumbered<S extends { sequence: number }>(stops: readonly S[]): S[] {
  return stops.map((stop, index) => ({ ...stop, sequence: index + 1 }));
}
