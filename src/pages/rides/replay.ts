import type { LatLng } from '../../maps/mapTypes';

/** A recorded trace as a replay reads it: its points and when each was recorded (ms since the epoch). */
export interface TimedTrace {
  vehicleId: number;
  vehicleNumber: string | null;
  points: LatLng[];
  times: number[];
}

export interface ReplayedVehicle {
  position: LatLng;
  /** Degrees clockwise from north, along the segment it is driving. */
  heading: number;
  /** The part of the trace driven by then, ending where the vehicle is. */
  driven: LatLng[];
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The initial bearing from one point to the next, in degrees clockwise from north. */
export function bearing(from: LatLng, to: LatLng): number {
  const [lat1, lat2, dLng] = [toRadians(from.lat), toRadians(to.lat), toRadians(to.lng - from.lng)];
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** The last index whose time is at or before `time` (times ascending), or -1. */
function lastAtOrBefore(times: number[], time: number): number {
  let [low, high] = [0, times.length - 1];
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (times[middle] <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * Where a trace's vehicle was at `time`: between the two points recorded around it, in proportion to
 * the time between them; nowhere before its first point or after its last (it was not on this ride).
 */
export function replayedAt(trace: TimedTrace, time: number): ReplayedVehicle | null {
  const { points, times } = trace;
  if (!points.length || time < times[0] || time > times[times.length - 1]) return null;
  const index = lastAtOrBefore(times, time);
  const [here, next] = [points[index], points[Math.min(index + 1, points.length - 1)]];
  const span = times[Math.min(index + 1, times.length - 1)] - times[index];
  const share = span > 0 ? (time - times[index]) / span : 0;
  const position = { lat: here.lat + (next.lat - here.lat) * share, lng: here.lng + (next.lng - here.lng) * share };
  // Standing still (two points alike), it keeps the heading it came with.
  let headingIndex = index;
  while (headingIndex > 0 && points[headingIndex].lat === points[headingIndex + 1]?.lat && points[headingIndex].lng === points[headingIndex + 1]?.lng) headingIndex -= 1;
  const headingTo = points[Math.min(headingIndex + 1, points.length - 1)];
  return { position, heading: bearing(points[headingIndex], headingTo), driven: [...points.slice(0, index + 1), position] };
}

/** The time the replay spans: from the first point of any trace to the last. */
export function replaySpan(traces: TimedTrace[]): { start: number; end: number } | null {
  const timed = traces.filter(({ times }) => times.length > 1);
  if (!timed.length) return null;
  return { start: Math.min(...timed.map(({ times }) => times[0])), end: Math.max(...timed.map(({ times }) => times[times.length - 1])) };
}
