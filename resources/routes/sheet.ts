/**
 * A run's route sheet (`GET /api/routes/:id/sheet.pdf`): what a driver takes on the bus — the run,
 * today's crew, the stops in order with their times and the students at each, the path on a map and
 * directions read from it. Made on the server; the directions are worked out here.
 */
export interface SheetPoint {
  lat: number;
  lng: number;
}

export const NEEDS = ['wheelchair', 'monitorRequired', 'carSeat'] as const;
export type Need = (typeof NEEDS)[number];

export interface SheetStudent {
  name: string;
  needs: Need[];
}

export interface SheetStop extends SheetPoint {
  sequence: number;
  address: string;
  time: string;
  studentCount: number;
  /** How many at the stop need each: what a driver must know even where names are not shown. */
  needs: Record<Need, number>;
  /** Names only for those who may view students; counts for the others. */
  students: SheetStudent[] | null;
}

/** How the way turns where one leg of the path meets the next. */
export type Turn = 'start' | 'continue' | 'slightLeft' | 'left' | 'sharpLeft' | 'slightRight' | 'right' | 'sharpRight' | 'uTurn';
export type Heading = 'north' | 'northEast' | 'east' | 'southEast' | 'south' | 'southWest' | 'west' | 'northWest';

export interface DirectionStep {
  turn: Turn;
  heading: Heading;
  meters: number;
  /** The stop this leg ends at, if it ends at one. */
  stop?: number;
}

const HEADINGS: Heading[] = ['north', 'northEast', 'east', 'southEast', 'south', 'southWest', 'west', 'northWest'];
/** A bend of less than this many degrees is the same road going on. */
const STRAIGHT_DEGREES = 25;
const METERS_PER_DEGREE = 111_320;
/** A stop is on the path where the path passes within this of it. */
const STOP_REACH_METERS = 150;

function bearing(a: SheetPoint, b: SheetPoint): number {
  const dx = (b.lng - a.lng) * Math.cos((a.lat * Math.PI) / 180);
  const dy = b.lat - a.lat;
  return ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;
}

function meters(a: SheetPoint, b: SheetPoint): number {
  return Math.hypot((b.lat - a.lat) * METERS_PER_DEGREE, (b.lng - a.lng) * METERS_PER_DEGREE * Math.cos((a.lat * Math.PI) / 180));
}

/** The turn from one heading to the next, by the signed angle between them (clockwise is right). */
function turnOf(change: number): Turn {
  const size = Math.abs(change);
  const side = change > 0 ? 'Right' : 'Left';
  // Going on the same way after a stop.
  if (size < STRAIGHT_DEGREES) return 'continue';
  if (size >= 165) return 'uTurn';
  if (size >= 120) return `sharp${side}`;
  if (size >= 50) return side === 'Right' ? 'right' : 'left';
  return `slight${side}`;
}

const headingOf = (degrees: number): Heading => HEADINGS[Math.round(degrees / 45) % 8];

/**
 * Directions read from a path: a leg for each stretch the way keeps its heading, each starting with
 * the turn onto it, ending where it turns or at a stop it reaches (the stops in order, each where the
 * path passes nearest it). No street names: the path knows none.
 */
export function directionsAlong(path: readonly SheetPoint[], stops: readonly Pick<SheetStop, 'sequence' | 'lat' | 'lng'>[] = []): DirectionStep[] {
  const points = path.filter((point, index) => index === 0 || meters(path[index - 1], point) > 0.5);
  if (points.length < 2) return [];
  // Where along the path each stop is reached: its nearest vertex, never before the previous stop's.
  const stopAt = new Map<number, number>();
  let from = 0;
  for (const stop of stops) {
    let best = -1;
    let bestMeters = STOP_REACH_METERS;
    for (let index = from; index < points.length; index += 1) {
      const away = meters(points[index], stop);
      if (away < bestMeters) [best, bestMeters] = [index, away];
    }
    if (best < 0) continue;
    stopAt.set(best, stop.sequence);
    from = best;
  }
  const steps: DirectionStep[] = [];
  let legStart = 0;
  let previousHeading: number | null = null;
  for (let index = 1; index < points.length; index += 1) {
    const last = index === points.length - 1;
    const bends = !last && Math.abs(signedChange(bearing(points[index - 1], points[index]), bearing(points[index], points[index + 1]))) >= STRAIGHT_DEGREES;
    if (!last && !bends && !stopAt.has(index)) continue;
    const heading = bearing(points[legStart], points[legStart + 1]);
    let length = 0;
    for (let leg = legStart + 1; leg <= index; leg += 1) length += meters(points[leg - 1], points[leg]);
    steps.push({ turn: previousHeading === null ? 'start' : turnOf(signedChange(previousHeading, heading)), heading: headingOf(heading), meters: Math.round(length), ...(stopAt.has(index) ? { stop: stopAt.get(index) } : {}) });
    previousHeading = bearing(points[index - 1], points[index]);
    legStart = index;
  }
  return steps;
}

/** The angle from one heading to another, from -180 to 180 (clockwise positive). */
function signedChange(from: number, to: number): number {
  return ((to - from + 540) % 360) - 180;
}
