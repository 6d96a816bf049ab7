import { clockTimeOf, minutesOf } from '../../../../resources/settings/clockTime';
import { addressAt, distanceMeters, encodePath, gridPath, offsetBy, pathMeters, type Point } from '../mockGeography';
import type { FieldContext } from '../recordTypes';
import type { StoredStop } from '../stopStudents';
import { CITY } from '../vocabulary';
import { parentOf } from './makerKit';

const METERS_PER_MINUTE = 400;
const DWELL_MINUTES = 1;
/** Morning runs reach school this long before the bell; afternoon runs leave this long after it. */
const BELL_MARGIN_MINUTES = 10;

export interface RunPlan {
  direction: 'AM' | 'PM';
  startTime: string;
  endTime: string;
  stops: StoredStop[];
  polyline: string;
  distanceMeters: number;
}

const legMinutes = (a: Point, b: Point) => Math.max(2, Math.round((distanceMeters(a, b) * 1.3) / METERS_PER_MINUTE)) + DWELL_MINUTES;

/**
 * A run's stops and path: the morning run sweeps one neighbourhood of its campus from the farthest
 * stop inwards and reaches school before the bell; the afternoon run (its twin, with the same draws)
 * leaves after the bell and drops off in the opposite order. Who rides from which stop is the
 * students' assignments (studentSeats.ts).
 */
export function runPlanOf(context: FieldContext): RunPlan {
  return context.once('run', () => {
    const campus = parentOf(context, 'campusId');
    const school: Point = campus ? { lat: Number(campus.lat), lng: Number(campus.lng) } : CITY;
    const { random } = context;
    const heading = random.float('heading', 0, 2 * Math.PI);
    const points = sweepInwards(school, Array.from({ length: random.int('stops', 6, 11) }, (_, index) => {
      const angle = heading + random.float(`stop.${index}.angle`, -0.6, 0.6);
      const meters = random.float(`stop.${index}.meters`, 800, 5000);
      return offsetBy(school, meters * Math.sin(angle), meters * Math.cos(angle));
    }));
    const direction = context.twin % 2 === 0 ? 'AM' : 'PM';
    const ordered = direction === 'AM' ? points : [...points].reverse();
    const path = gridPath(direction === 'AM' ? [...ordered, school] : [school, ...ordered]);
    const times = direction === 'AM'
      ? timesBackFrom(minutesOf(String(campus?.bellStart ?? '08:00')) - BELL_MARGIN_MINUTES, ordered, school)
      : timesOnFrom(minutesOf(String(campus?.bellEnd ?? '15:00')) + BELL_MARGIN_MINUTES, ordered, school);
    return {
      direction,
      startTime: clockTimeOf(times.start),
      endTime: clockTimeOf(times.end),
      stops: ordered.map((point, index) => ({ sequence: index + 1, ...point, address: addressAt(random, `stop.${points.indexOf(point)}`, point), time: clockTimeOf(times.stops[index]) })),
      polyline: encodePath(path),
      distanceMeters: Math.round(pathMeters(path)),
    };
  });
}

/** The stops in driving order: from the one farthest from school, each time to the nearest one left. */
function sweepInwards(school: Point, stops: Point[]): Point[] {
  const left = [...stops].sort((a, b) => distanceMeters(school, b) - distanceMeters(school, a));
  const ordered = left.splice(0, 1);
  while (left.length) {
    const last = ordered[ordered.length - 1];
    const nearest = left.reduce((best, stop) => (distanceMeters(last, stop) < distanceMeters(last, best) ? stop : best));
    ordered.push(...left.splice(left.indexOf(nearest), 1));
  }
  return ordered;
}

/** A morning run's stop times, counted back from its arrival at school; it leaves the yard 5 minutes before the first stop. */
function timesBackFrom(arrival: number, stops: Point[], school: Point) {
  const times: number[] = [];
  let clock = arrival;
  let next = school;
  for (let i = stops.length - 1; i >= 0; i -= 1) {
    clock -= legMinutes(stops[i], next);
    times[i] = clock;
    next = stops[i];
  }
  return { start: clock - 5, end: arrival, stops: times };
}

function timesOnFrom(departure: number, stops: Point[], school: Point) {
  let clock = departure;
  let previous = school;
  const times = stops.map((stop) => {
    clock += legMinutes(previous, stop);
    previous = stop;
    return clock;
  });
  return { start: departure, end: clock + 2, stops: times };
}
