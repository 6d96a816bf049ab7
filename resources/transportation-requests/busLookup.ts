import type { StopEta } from '../rides/details';

/**
 * The bus lookup (spec 2.5 "transportation request bus lookup"): for a home and a campus, the runs
 * serving that campus, each with its stop nearest to the home, nearest first. Shared by the server,
 * which answers `GET /api/transportation-requests/bus-lookup`, and the screen that asks.
 */
export interface Point {
  lat: number;
  lng: number;
}

export interface RunStop extends Point {
  sequence: number;
  address: string;
  time: string;
}

export interface BusLookupRun {
  routeId: number;
  number: string;
  direction: string;
  startTime: string;
  endTime: string;
  vendorName: string | null;
  monitorRequired: boolean;
  stop: RunStop;
  /** From the home to the stop, in a straight line. */
  distanceMeters: number;
  /** Seats its vehicle type has left on the run's busiest day (null when the type has no known size). */
  seatsLeft: number | null;
  /** The run's ride today, for those who may view rides (null otherwise, or with none). */
  today: BusLookupRide | null;
}

/** A run's ride today: its status and, while it is under way, when its bus is predicted at the stop (null once past it). */
export interface BusLookupRide {
  rideId: number;
  displayId: number;
  status: string;
  eta: StopEta | null;
}

export interface BusLookupResult {
  campus: { id: number; name: string } & Point;
  /** Where the home is, and how it was found: given, or the known place an address names. */
  origin: Point & { address: string | null; source: 'coordinates' | 'request' | 'student' | 'campus' };
  runs: BusLookupRun[];
}

/** The query: a campus and the home's coordinates or address, or a request that has both. */
export interface BusLookupQuery {
  campusId?: number;
  lat?: number;
  lng?: number;
  address?: string;
  requestId?: number;
}

export const BUS_LOOKUP_MAX_RUNS = 20;
export const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_MAX_LENGTH = 300;

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in whole meters. */
export function distanceMeters(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** The run's stop nearest to a point, or undefined for a run without stops. */
export function nearestStop<S extends Point>(stops: readonly S[], point: Point): { stop: S; distanceMeters: number } | undefined {
  let best: { stop: S; distanceMeters: number } | undefined;
  for (const stop of stops) {
    const distance = distanceMeters(stop, point);
    if (!best || distance < best.distanceMeters) best = { stop, distanceMeters: distance };
  }
  return best;
}
