import { minutesOf } from '../settings/clockTime';

/**
 * The route explorer's checks of a run (DOMAIN.md "route explorer"): the longest student ride over
 * the district's limit, more students than the vehicle type seats, a student's walk to the stop over
 * the district's limit. Pure, so that route management checks an edit before it is published.
 */
export type ViolationKind = 'rideTime' | 'capacity' | 'walkDistance';

export interface PlannedStop {
  sequence: number;
  lat: number;
  lng: number;
  address: string;
  time: string;
  studentIds: number[];
}

export interface PlannedRun {
  direction: string;
  startTime: string;
  endTime: string;
  vehicleType: string;
  stops: PlannedStop[];
}

export interface StudentHome {
  id: number;
  lat: number | null;
  lng: number | null;
}

export interface ExplorerLimits {
  maxRideMinutes: number;
  maxWalkMeters: number;
}

export interface Violation {
  /** Names the violation within its run, for a waiver: `ride-time`, `capacity`, `walk-distance:<student id>`. */
  key: string;
  kind: ViolationKind;
  /** Minutes, students or meters, as the kind says; `limit` in the same unit. */
  value: number;
  limit: number;
  stopSequence: number | null;
  studentId: number | null;
}

/** Seats a run can count on by vehicle type: the smaller models of each type in the fleets served. */
export const SEATS_BY_VEHICLE_TYPE: Readonly<Record<string, number>> = { bus: 72, van: 10, car: 6 };

/** Limits of a district that has not set its own. */
export const DEFAULT_LIMITS: ExplorerLimits = { maxRideMinutes: 60, maxWalkMeters: 800 };

const EARTH_RADIUS_METERS = 6_371_000;

export function walkingMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(h)));
}

/** Minutes a student boarding (morning) or leaving (afternoon) at the stop spends on the bus. */
export function rideMinutesAt(run: Pick<PlannedRun, 'direction' | 'startTime' | 'endTime'>, stop: Pick<PlannedStop, 'time'>): number {
  return run.direction === 'AM' ? minutesOf(run.endTime) - minutesOf(stop.time) : minutesOf(stop.time) - minutesOf(run.startTime);
}

/** The longest ride of the run's students, and at which stop; 0 for a run without students. */
export function longestRide(run: PlannedRun): { minutes: number; stopSequence: number | null } {
  let longest = { minutes: 0, stopSequence: null as number | null };
  for (const stop of run.stops) {
    const minutes = rideMinutesAt(run, stop);
    if (stop.studentIds.length && minutes > longest.minutes) longest = { minutes, stopSequence: stop.sequence };
  }
  return longest;
}

export function studentCountOf(run: Pick<PlannedRun, 'stops'>): number {
  return run.stops.reduce((count, stop) => count + stop.studentIds.length, 0);
}

export function violationsOf(run: PlannedRun, homes: ReadonlyMap<number, StudentHome>, limits: ExplorerLimits): Violation[] {
  const violations: Violation[] = [];
  const ride = longestRide(run);
  if (ride.minutes > limits.maxRideMinutes) {
    violations.push({ key: 'ride-time', kind: 'rideTime', value: ride.minutes, limit: limits.maxRideMinutes, stopSequence: ride.stopSequence, studentId: null });
  }
  const seats = SEATS_BY_VEHICLE_TYPE[run.vehicleType];
  const students = studentCountOf(run);
  if (seats !== undefined && students > seats) {
    violations.push({ key: 'capacity', kind: 'capacity', value: students, limit: seats, stopSequence: null, studentId: null });
  }
  for (const stop of run.stops) {
    for (const studentId of stop.studentIds) {
      const home = homes.get(studentId);
      if (home?.lat == null || home.lng == null) continue;
      const meters = walkingMeters({ lat: home.lat, lng: home.lng }, stop);
      if (meters > limits.maxWalkMeters) {
        violations.push({ key: `walk-distance:${studentId}`, kind: 'walkDistance', value: meters, limit: limits.maxWalkMeters, stopSequence: stop.sequence, studentId });
      }
    }
  }
  return violations;
}
