import { distanceMeters, measurePath, metersAlongPath, type LatLng, type MeasuredPath } from './geometry';

/** A stop as a run's schedule lists it: `time` is when it is due, "HH:MM" on the ride's day. */
export interface ScheduledStop {
  sequence: number;
  lat: number;
  lng: number;
  time: string;
}

/** A stop placed along its run: how far along the path it lies and how long after the first stop it is due. */
export interface EtaStop {
  sequence: number;
  point: LatLng;
  meters: number;
  dueAfterMs: number;
}

/** A run prepared once for predicting its arrivals: the measured path and its stops in driving order. */
export interface EtaRun {
  path: MeasuredPath;
  stops: EtaStop[];
}

/** One past ride: when it left and when it reached each stop, by stop sequence (ms since the epoch). */
export interface RideArrivals {
  startedAt: number;
  arrivals: Record<number, number>;
}

/** By stop sequence, the usual time from reaching the stop before (or leaving, for the first) to reaching this one, dwell included. */
export type SegmentHistory = Record<number, number>;

export interface PositionReport {
  position: LatLng;
  at: number;
}

/** How far along its path the vehicle was found, and when. */
export interface Progress {
  meters: number;
  at: number;
}

export interface RideNow extends PositionReport {
  startedAt: number;
  /** When the run's first stop is due on the ride's day (ms since the epoch). */
  scheduledStart: number;
  /** Where the last prediction placed the vehicle: a path that passes a street twice is read in driving order. */
  previous?: Progress;
  /** The ride's last few minutes of reports, oldest first: how long the bus has stood at its stop. */
  recent?: PositionReport[];
  history?: SegmentHistory;
}

export interface ArrivalPrediction {
  sequence: number;
  predictedAt: number;
  scheduledAt: number;
  /** Positive when the bus is predicted after the stop's time. */
  delaySeconds: number;
}

export interface EtaPrediction {
  progress: Progress;
  /** The stops not yet reached, in driving order. */
  arrivals: ArrivalPrediction[];
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
/** How many past rides the history is taken from: enough for a steady median, recent enough to follow roadworks. */
export const HISTORY_RIDES = 20;
/** A bus this close short of a stop has reached it: GPS jitter is of this order. */
const ARRIVED_METERS = 20;
/** Within this of the stop it reached last, the bus is still standing at it. */
const AT_STOP_METERS = 40;
/** Faster than any bus drives: an advance beyond it since the last report is a stray fix. */
const TOP_SPEED_METERS_PER_MS = 30 / 1000;
/** Part of each segment spent standing at the stop it starts from; traffic does not stretch it. */
const TYPICAL_DWELL_MS = 50_000;
/** How strongly the ride's pace so far is trusted: as if this much driving at the usual pace came before it. */
const PACE_PRIOR_MS = 6 * MINUTE_MS;
/** A slow or fast ride keeps half its difference from the usual pace for stops this far ahead. */
const PACE_PERSISTENCE_MS = 40 * MINUTE_MS;
/**
 * Each prediction is brought forward by this share of the time to it: a rider kept waiting a minute
 * past the time shown still boards, one who comes out a minute after the bus has gone does not (the
 * bucket rule transit agencies grade predictions by allows a bus late by three times what it allows early).
 */
const EARLY_LEAN = 0.08;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

export function etaRunOf(path: LatLng[], stops: ScheduledStop[]): EtaRun {
  const measured = measurePath(path);
  const placed = stops.map((stop) => ({ stop, meters: metersAlongPath(measured, [stop.lat, stop.lng]) })).sort((a, b) => a.meters - b.meters);
  const first = placed.length ? minutesOf(placed[0].stop.time) : 0;
  return {
    path: measured,
    stops: placed.map(({ stop, meters }) => ({
      sequence: stop.sequence,
      point: [stop.lat, stop.lng] as LatLng,
      meters,
      // A run that crosses midnight is due the next day.
      dueAfterMs: ((minutesOf(stop.time) - first + DAY_MINUTES) % DAY_MINUTES) * MINUTE_MS,
    })),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median segment times of the run's last rides; a segment no ride recorded both ends of is left out. */
export function segmentHistoryOf(run: EtaRun, rides: RideArrivals[]): SegmentHistory {
  const latest = [...rides].sort((a, b) => b.startedAt - a.startedAt).slice(0, HISTORY_RIDES);
  const history: SegmentHistory = {};
  run.stops.forEach((stop, index) => {
    const durations = latest.flatMap(({ startedAt, arrivals }) => {
      const from = index === 0 ? startedAt : arrivals[run.stops[index - 1].sequence];
      const to = arrivals[stop.sequence];
      return from === undefined || to === undefined ? [] : [to - from];
    });
    if (durations.length) history[stop.sequence] = median(durations);
  });
  return history;
}

/** The point of the path between `from` and `to` metres nearest to `position`, as metres along the path. */
function nearestMetersBetween(path: MeasuredPath, position: LatLng, from: number, to: number): number {
  const { points, along } = path;
  let best = from;
  let bestDistance = Infinity;
  // The first segment ending at or after `from`: a long path is searched only where the bus can be.
  let [first, last] = [1, points.length - 1];
  while (first < last) {
    const middle = (first + last) >> 1;
    if (along[middle] < from) first = middle + 1;
    else last = middle;
  }
  for (let i = first; i < points.length && along[i - 1] <= to; i += 1) {
    const length = along[i] - along[i - 1];
    const [fromStart, fromEnd] = [distanceMeters(points[i - 1], position), distanceMeters(points[i], position)];
    // The foot of the perpendicular, from the three sides of the triangle.
    const foot = length > 0 ? (fromStart ** 2 - fromEnd ** 2 + length ** 2) / (2 * length) : 0;
    const distance = foot <= 0 ? fromStart : foot >= length ? fromEnd : Math.sqrt(Math.max(0, fromStart ** 2 - foot ** 2));
    const meters = Math.max(from, Math.min(to, along[i - 1] + Math.max(0, Math.min(length, foot))));
    if (distance < bestDistance) [best, bestDistance] = [meters, distance];
  }
  return best;
}

/**
 * Where along its path the vehicle is. A bus does not reverse, so a fix behind the last place is
 * jitter and moves nothing; one further ahead than it could have driven is a stray fix and is cut short.
 */
export function locate(run: EtaRun, { position, at }: PositionReport, previous?: Progress): Progress {
  if (!previous) return { meters: nearestMetersBetween(run.path, position, 0, run.path.lengthMeters), at };
  const reach = previous.meters + Math.max(0, at - previous.at) * TOP_SPEED_METERS_PER_MS + ARRIVED_METERS;
  return { meters: nearestMetersBetween(run.path, position, previous.meters, Math.min(run.path.lengthMeters, reach)), at };
}

/** How long the bus has stood at `stop`: back through its reports while they keep near it, a single stray fix aside. */
function standingMs(stop: LatLng, { at, recent = [] }: RideNow): number {
  let since = at;
  for (let i = recent.length - 1; i >= 0; i -= 1) {
    const near = (index: number) => index >= 0 && distanceMeters(recent[index].position, stop) <= AT_STOP_METERS;
    if (near(i)) since = recent[i].at;
    else if (!near(i - 1)) break;
  }
  return at - since;
}

/** The usual time of each segment: the history's, else the schedule's spacing. */
function segmentTimesMs({ stops }: EtaRun, history: SegmentHistory = {}): number[] {
  const last = stops[stops.length - 1];
  const scheduledPace = last && last.meters > stops[0].meters ? last.dueAfterMs / (last.meters - stops[0].meters) : 0;
  return stops.map((stop, index) => history[stop.sequence] ?? (index === 0 ? stop.meters * scheduledPace : stop.dueAfterMs - stops[index - 1].dueAfterMs));
}

/** The delay is worked out from the times as published (whole milliseconds), so that the two always agree. */
const prediction = (stop: EtaStop, scheduledStart: number, predictedAt: number): ArrivalPrediction => {
  const scheduledAt = Math.round(scheduledStart + stop.dueAfterMs);
  const at = Math.round(predictedAt);
  return { sequence: stop.sequence, predictedAt: at, scheduledAt, delaySeconds: Math.round((at - scheduledAt) / 1000) };
};

/**
 * Arrivals at the stops ahead: the usual time of each segment (the history's median, else the
 * schedule's), its driving stretched by how much slower or faster than usual this ride has driven so
 * far — less so the further ahead the stop, as traffic changes — plus what is left of the dwell.
 */
export function predictArrivals(run: EtaRun, ride: RideNow): EtaPrediction {
  const progress = locate(run, ride, ride.previous);
  const { stops } = run;
  const next = stops.findIndex((stop) => stop.meters > progress.meters + ARRIVED_METERS);
  if (next < 0) return { progress, arrivals: [] };
  const segments = segmentTimesMs(run, ride.history);
  const dwellOf = (index: number) => (index === 0 ? 0 : Math.min(TYPICAL_DWELL_MS, segments[index] / 2));
  const from = next === 0 ? 0 : stops[next - 1].meters;
  const driven = Math.max(0, Math.min(1, (progress.meters - from) / Math.max(1, stops[next].meters - from)));
  const standing = next > 0 && progress.meters - from < AT_STOP_METERS ? standingMs(stops[next - 1].point, ride) : dwellOf(next);
  const dwellLeft = Math.max(0, dwellOf(next) - standing);
  const usualSoFar = segments.slice(0, next).reduce((sum, time) => sum + time, 0) + dwellOf(next) - dwellLeft + (segments[next] - dwellOf(next)) * driven;
  const pace = (progress.at - ride.startedAt + PACE_PRIOR_MS) / (usualSoFar + PACE_PRIOR_MS);

  const arrivals: ArrivalPrediction[] = [];
  let [clock, ahead] = [progress.at, 0];
  for (let index = next; index < stops.length; index += 1) {
    const dwell = index === next ? dwellLeft : dwellOf(index);
    const driving = (segments[index] - dwellOf(index)) * (index === next ? 1 - driven : 1);
    const stretch = 1 + ((pace - 1) * PACE_PERSISTENCE_MS) / (PACE_PERSISTENCE_MS + ahead + driving / 2);
    clock += dwell + driving * stretch;
    ahead += dwell + driving;
    arrivals.push(prediction(stops[index], ride.scheduledStart, clock - EARLY_LEAN * (clock - progress.at)));
  }
  return { progress, arrivals };
}

/** The naive prediction to measure against: every stop's time shifted by how late the bus is where it is now. */
export function baselineArrivals(run: EtaRun, ride: RideNow): EtaPrediction {
  const progress = locate(run, ride, ride.previous);
  const { stops } = run;
  const next = stops.findIndex((stop) => stop.meters > progress.meters + ARRIVED_METERS);
  if (next < 0) return { progress, arrivals: [] };
  const before = next === 0 ? { meters: 0, dueAfterMs: 0 } : stops[next - 1];
  const share = Math.max(0, Math.min(1, (progress.meters - before.meters) / Math.max(1, stops[next].meters - before.meters)));
  const delay = progress.at - (ride.scheduledStart + before.dueAfterMs + share * (stops[next].dueAfterMs - before.dueAfterMs));
  return { progress, arrivals: stops.slice(next).map((stop) => prediction(stop, ride.scheduledStart, ride.scheduledStart + stop.dueAfterMs + delay)) };
}
