import type { LivePosition } from '../../../permissions/liveFeeds';
import type { RideEtas } from '../../../resources/rides/details';
import { keyedRandom } from '../records/keyedRandom';
import { decodePath, distanceMeters, pointAlong, type Point } from '../records/mockGeography';
import type { MockStore } from '../records/mockStore';
import type { MockRow } from '../records/recordTypes';

/**
 * How much faster than its timetable a mock bus drives, so that the live map visibly moves (the demo
 * simulator does the same outside school hours); at its end a run is driven back the way it came.
 */
export const TIME_LAPSE = 8;

const paths = new Map<number, Point[]>();

function pathOf(store: MockStore, ride: MockRow): Point[] {
  const routeId = Number(ride.routeId);
  const known = paths.get(routeId);
  if (known) return known;
  const encoded = store.byId('routes', routeId)?.polyline;
  const path = typeof encoded === 'string' ? decodePath(encoded) : [];
  paths.set(routeId, path);
  return path;
}

/** How far along its run a ride under way is at an instant, as a share of the run (0 to 1), and whether it is driving back. */
export function progressOf(ride: MockRow, at: number): { share: number; back: boolean } {
  const duration = Math.max(60_000, Date.parse(String(ride.scheduledEnd)) - Date.parse(String(ride.scheduledStart)));
  const laps = Math.max(0, ((at - Date.parse(String(ride.actualStart))) * TIME_LAPSE) / duration);
  const lap = Math.floor(laps);
  const back = lap % 2 === 1;
  return { share: back ? 1 - (laps - lap) : laps - lap, back };
}

/** Where a ride's vehicle is at an instant: on its run's path, facing the way it drives; null for a ride not under way. */
export function positionOf(store: MockStore, ride: MockRow, at: number): LivePosition | null {
  const path = pathOf(store, ride);
  if (ride.status !== 'en_route' || !ride.actualStart || ride.vehicleId == null || path.length < 2) return null;
  const { share, back } = progressOf(ride, at);
  const { point, heading } = pointAlong(path, share);
  const speedKph = keyedRandom(`rides:${ride.id}:speed`).int('speed', 24, 42);
  return { vehicleId: Number(ride.vehicleId), rideId: ride.id, at: new Date(at).toISOString(), lat: point.lat, lng: point.lng, speedKph, heading: back ? (heading + 180) % 360 : heading };
}

/** The path a ride's vehicle has driven so far (its planned path, up to where it is). */
export function drivenPath(store: MockStore, ride: MockRow, at: number): Point[] {
  const path = pathOf(store, ride);
  if (ride.status === 'completed') return path;
  if (ride.status !== 'en_route' || path.length < 2) return [];
  const share = Math.min(1, ((at - Date.parse(String(ride.actualStart))) * TIME_LAPSE) / Math.max(60_000, Date.parse(String(ride.scheduledEnd)) - Date.parse(String(ride.scheduledStart))));
  const steps = 24;
  return Array.from({ length: steps + 1 }, (_, step) => pointAlong(path, (share * step) / steps).point);
}

/** How far along a path (as a share of it) a point lies: at the path's nearest vertex, enough for a mock. */
function shareAlong(path: readonly Point[], point: Point): number {
  let walked = 0;
  let best = { distance: Infinity, walked: 0 };
  path.forEach((vertex, index) => {
    if (index > 0) walked += distanceMeters(path[index - 1], vertex);
    const distance = distanceMeters(vertex, point);
    if (distance < best.distance) best = { distance, walked };
  });
  return walked ? best.walked / walked : 0;
}

/**
 * The stops ahead of a mock ride under way and when it reaches them at its time-lapsed pace, late or
 * early by a delay of its own; none while it drives back the way it came.
 */
export function etasOf(store: MockStore, ride: MockRow, at: number): RideEtas {
  const path = pathOf(store, ride);
  const stops = (store.byId('routes', ride.routeId)?.stops ?? []) as { sequence: number; address: string; lat: number; lng: number }[];
  if (ride.status !== 'en_route' || !ride.actualStart || path.length < 2 || !stops.length) return { rideId: ride.id, at: null, stops: [] };
  const { share, back } = progressOf(ride, at);
  if (back) return { rideId: ride.id, at: new Date(at).toISOString(), stops: [] };
  const lapMs = Math.max(60_000, Date.parse(String(ride.scheduledEnd)) - Date.parse(String(ride.scheduledStart))) / TIME_LAPSE;
  const delaySeconds = keyedRandom(`rides:${ride.id}:delay`).int('delay', -60, 6 * 60);
  const ahead = stops.map((stop) => ({ stop, share: shareAlong(path, stop) })).filter((stop) => stop.share > share).sort((a, b) => a.share - b.share);
  return {
    rideId: ride.id,
    at: new Date(at).toISOString(),
    stops: ahead.map(({ stop, share: stopShare }) => {
      const predictedAt = at + (stopShare - share) * lapMs;
      return { sequence: stop.sequence, address: stop.address, predictedAt: new Date(predictedAt).toISOString(), scheduledAt: new Date(predictedAt - delaySeconds * 1000).toISOString(), delaySeconds };
    }),
  };
}
