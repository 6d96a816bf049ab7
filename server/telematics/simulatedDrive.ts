import polyline from '@mapbox/polyline';
import type { DevicePosition } from './ingest';
import { distanceToPathMeters, measurePath, metersAlongTo, pointAlong, type LatLng, type MeasuredPath } from './geometry';

/** The run a simulated vehicle drives: its planned path and where its stops lie along it. */
export interface SimulatedRoute {
  path: MeasuredPath;
  /** Stop sequence numbers with their distance along the path, in driving order. */
  stops: { sequence: number; meters: number }[];
  /**
   * How far along the path the vehicle is due at points of its run's time, as shares of that time
   * (0 at the run's start, 1 at its end): the timetable it keeps, stop by stop. Evenly without one.
   */
  timetable: { share: number; meters: number }[];
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The run's path and stops, and with its start and end times the timetable its stops' times make. */
export function simulatedRouteOf(encoded: string, stopsJson: string, times?: { startTime: string; endTime: string }): SimulatedRoute | null {
  const points = polyline.decode(encoded, 6) as LatLng[];
  if (points.length < 2) return null;
  const path = measurePath(points);
  const planned = (JSON.parse(stopsJson) as { sequence: number; lat: number; lng: number; time?: string }[])
    .map((stop) => ({ sequence: stop.sequence, time: stop.time, meters: metersAlongTo(path, [stop.lat, stop.lng]) }))
    .sort((a, b) => a.meters - b.meters);
  const runMinutes = times ? (minutesOf(times.endTime) - minutesOf(times.startTime) + 24 * 60) % (24 * 60) : 0;
  const timetable = [{ share: 0, meters: 0 }];
  for (const stop of planned) {
    if (!times || !runMinutes || !stop.time) break;
    const share = ((minutesOf(stop.time) - minutesOf(times.startTime) + 24 * 60) % (24 * 60)) / runMinutes;
    // A timetable only goes forward: a stop out of step with the one before is left out.
    if (share > timetable[timetable.length - 1].share && share < 1 && stop.meters >= timetable[timetable.length - 1].meters) timetable.push({ share, meters: stop.meters });
  }
  timetable.push({ share: 1, meters: path.lengthMeters });
  return { path, stops: planned.map(({ sequence, meters }) => ({ sequence, meters })), timetable };
}

/**
 * Deterministic traits of a ride's simulated drive, from its id: the same ride misbehaves the same
 * way every time, so a demo can be shown twice.
 */
export function traitsOf(rideId: number) {
  const hash = mix(rideId);
  return {
    /** Leaves this many minutes after its scheduled start (one ride in twelve). */
    lateMinutes: hash % 12 === 5 ? 8 : 0,
    /** Leaves its path for a while halfway (one ride in eight). */
    wandersOffRoute: hash % 8 === 3,
    /** Whether the driver flags the stop at this position in the run (about one stop in twenty). */
    flagsStop: (stopIndex: number) => mix(hash ^ (stopIndex + 1)) % 20 === 0,
    /** One of its students is not scanned getting on (one ride in ten): missed. */
    missesStudent: hash % 10 === 7,
    /** A morning ride's student stays on at school (one in twenty): left on the bus. */
    leavesStudentOnBus: hash % 20 === 9,
    /** A student of another run gets on (one ride in fifteen): the wrong bus. */
    carriesStranger: hash % 15 === 4,
    /** An afternoon ride's student gets off a stop early (one in twenty-five): the wrong stop. */
    dropsStudentEarly: hash % 25 === 11,
  };
}

/** A 32-bit integer hash (murmur3's finaliser): neighbouring ids get unrelated values. */
function mix(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Where a wandering vehicle leaves and rejoins its path, as fractions of the run. */
const WANDER_FROM = 0.4;
const WANDER_TO = 0.55;
/** How far a wandering vehicle strays: well beyond the off-route distance. */
const WANDER_METERS = 650;
const METERS_PER_DEGREE = 111_320;
/** The compass directions a vehicle may stray in, in degrees clockwise from north. */
const WANDER_BEARINGS = [0, 45, 90, 135, 180, 225, 270, 315];
/** Where along the wander the chosen direction is checked, as fractions of the run. */
const WANDER_SAMPLES = [0.4, 0.44, 0.475, 0.51, 0.55];

const strayed = ([lat, lng]: LatLng, bearing: number): LatLng => {
  const radians = (bearing * Math.PI) / 180;
  return [lat + (WANDER_METERS * Math.cos(radians)) / METERS_PER_DEGREE, lng + (WANDER_METERS * Math.sin(radians)) / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180))];
};

export const FLAG_REASONS = ['No student at the stop', 'Stop blocked by construction', 'No parent present at drop-off', 'Unsafe place to stop'];

/** One vehicle driving one ride, from its start over its planned duration. */
export class SimulatedDrive {
  private passedStops = 0;
  private last: { at: number; meters: number } | null = null;
  private wanderBearing: number | undefined;

  constructor(
    readonly rideId: number,
    readonly vehicleId: number,
    private readonly route: SimulatedRoute,
    /** When the vehicle leaves (ms since the epoch) and how long the run takes it. */
    readonly startsAt: number,
    private readonly durationMs: number,
    private readonly traits: ReturnType<typeof traitsOf>,
    /** When the simulator took the ride up: stops passed before then are not flagged. */
    takenUpAt: number,
  ) {
    const metersThen = this.metersAt(this.progressAt(takenUpAt));
    this.passedStops = route.stops.filter((stop) => stop.meters < metersThen).length;
  }

  progressAt(now: number): number {
    return (now - this.startsAt) / Math.max(1, this.durationMs);
  }

  /** How far along its path the vehicle is at a share of its run's time: where its timetable has it. */
  private metersAt(progress: number): number {
    const share = Math.max(0, Math.min(1, progress));
    const { timetable } = this.route;
    const next = timetable.findIndex((point) => point.share >= share);
    if (next <= 0) return timetable[0]?.meters ?? 0;
    const [from, to] = [timetable[next - 1], timetable[next]];
    return from.meters + ((to.meters - from.meters) * (share - from.share)) / (to.share - from.share);
  }

  /** The position to report at `now`, or null before the vehicle leaves. */
  positionAt(now: number): DevicePosition | null {
    const progress = this.progressAt(now);
    if (progress < 0) return null;
    const meters = this.metersAt(progress);
    const { point, heading } = pointAlong(this.route.path, meters);
    const wandering = this.traits.wandersOffRoute && progress >= WANDER_FROM && progress <= WANDER_TO;
    const reported = wandering ? strayed(point, this.bearingToWander()) : point;
    const seconds = this.last ? (now - this.last.at) / 1000 : 0;
    const speedKph = seconds > 0 ? Math.round(((meters - this.last!.meters) / seconds) * 3.6) : 0;
    this.last = { at: now, meters };
    return {
      recordedAt: new Date(now).toISOString(),
      lat: reported[0],
      lng: reported[1],
      speedKph: Math.max(0, Math.min(120, speedKph)),
      heading,
    };
  }

  /**
   * The direction that keeps a wandering vehicle farthest from its path all along the wander:
   * straying north along a street that runs north would still be on the route.
   */
  private bearingToWander(): number {
    if (this.wanderBearing !== undefined) return this.wanderBearing;
    const { path } = this.route;
    const along = WANDER_SAMPLES.map((fraction) => pointAlong(path, fraction * path.lengthMeters).point);
    const clearance = (bearing: number) => Math.min(...along.map((point) => distanceToPathMeters(path.points, strayed(point, bearing))));
    this.wanderBearing = WANDER_BEARINGS.reduce((best, bearing) => (clearance(bearing) > clearance(best) ? bearing : best));
    return this.wanderBearing;
  }

  /** The stops reached since the last call, with their place in the run's driving order. */
  reachedStopsAt(now: number): { sequence: number; index: number }[] {
    const meters = this.metersAt(this.progressAt(now));
    const reached: { sequence: number; index: number }[] = [];
    while (this.passedStops < this.route.stops.length && this.route.stops[this.passedStops].meters <= meters) {
      reached.push({ sequence: this.route.stops[this.passedStops].sequence, index: this.passedStops });
      this.passedStops += 1;
    }
    return reached;
  }
}
