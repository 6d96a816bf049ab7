import type { RideEtas, RideManifest, StopEta } from '../resources/rides/details';
import type { Gate } from './menu';

/**
 * The live feeds of spec 7.7, shared by the socket server and the browser: what each is called, who
 * may subscribe (a gate, as menu items have), what it takes and what it sends. A client emits
 * `subscribe` / `unsubscribe` with `{ feed, params }` and an acknowledgement callback; the server
 * sends each feed's messages as an event of the feed's name.
 */
export const LIVE_FEEDS = {
  /** Changes to the rides of the caller's tenant (status, times, assignment). */
  'rides-primary': { gate: [['view', 'rides']], params: 'none' },
  /** Changes to a chosen set of rides (a second list on screen), at most MAX_SECONDARY_RIDES. */
  'rides-secondary': { gate: [['view', 'rides']], params: 'rideIds' },
  /** Changes to the tenant's driver bus reports. */
  'dbr-list': { gate: [['view', 'driver-bus-reports']], params: 'none' },
  /** Positions of one ride as they are recorded: the trace growing. */
  'ride-route-trace': { gate: [['view', 'rides']], params: 'ride' },
  /** The latest position of one ride's vehicle. */
  'ride-location': { gate: [['view', 'rides']], params: 'ride' },
  /** One ride's status as it changes. */
  'ride-status': { gate: [['view', 'rides']], params: 'ride' },
  /** Route issues of the tenant's rides as they are raised and resolved. */
  'route-issues': { gate: [['view', 'rides']], params: 'none' },
  /** Stops flagged on one ride; the second parameter narrows to one stop (null: all of the ride's). */
  'flagged-checkpoints': { gate: [['view', 'rides']], params: 'rideAndStop' },
  /** Who is on one ride's bus as badges are scanned: names to those who may view students, counts to the others. */
  'ride-manifest': { gate: [['view', 'rides']], params: 'ride' },
  /** The predicted arrivals at one ride's stops ahead, as each position comes in. */
  'ride-etas': { gate: [['view', 'rides']], params: 'ride' },
  /** The next stop of each of the tenant's en-route rides and when its bus is predicted there, as that changes. */
  'ride-next-stops': { gate: [['view', 'rides']], params: 'none' },
  /** Positions of the tenant's vehicles, batched. */
  'vehicle-locations': { gate: [['view', 'vehicles'], ['view', 'rides']], params: 'none' },
} as const satisfies Record<string, { gate: Gate; params: 'none' | 'ride' | 'rideIds' | 'rideAndStop' }>;

export type LiveFeed = keyof typeof LIVE_FEEDS;

export const MAX_SECONDARY_RIDES = 100;
/** Subscriptions one socket may hold at once. */
export const MAX_SUBSCRIPTIONS = 200;

export interface SubscribeRequest {
  feed: LiveFeed;
  params?: { rideId?: number; rideIds?: number[]; stopSequence?: number | null };
}

export type SubscribeAck = { ok: true } | { ok: false; code: 'UNKNOWN_FEED' | 'BAD_PARAMS' | 'FORBIDDEN' | 'NOT_FOUND' | 'TOO_MANY' | 'UNAVAILABLE'; message: string };

/**
 * The handshake error of a socket whose session could not be checked (the database is down): the
 * client tries again later. Any other refusal (no session, no account) is final.
 */
export const LIVE_UNAVAILABLE = 'unavailable';

export interface LivePosition {
  vehicleId: number;
  rideId: number | null;
  at: string;
  lat: number;
  lng: number;
  speedKph: number | null;
  heading: number | null;
}

export interface LiveRideChange {
  rideId: number;
  displayId: number;
  status: string;
  actualStart: string | null;
  actualEnd: string | null;
  vehicleId: number | null;
  driverId: number | null;
  version: number;
}

export interface LiveRouteIssue {
  id: number;
  rideId: number;
  kind: string;
  severity: string;
  detectedAt: string;
  details: string | null;
  resolvedAt: string | null;
  /** The student a ridership alert is about (wrong bus, wrong stop, missed, left on bus). */
  studentId: number | null;
  resolution: string | null;
}

export interface LiveFlaggedCheckpoint {
  id: number;
  rideId: number;
  stopSequence: number;
  flaggedAt: string;
  source: string;
  reason: string;
  resolvedAt: string | null;
}

/**
 * A batch of positions as it travels on `vehicle-locations`: one row per position
 * `[vehicleId, rideId, ms after the batch's first, lat, lng, speedKph, heading]`, the batch's first
 * time in milliseconds. A busy tenant's batch goes to every watching console every window: packed,
 * it is a third of the bytes of the same positions written as objects, to send and to parse.
 */
export interface PositionBatch {
  since: number;
  rows: [number, number | null, number, number, number, number | null, number | null][];
}

export function packPositions(positions: LivePosition[]): PositionBatch {
  const times = positions.map((position) => Date.parse(position.at));
  const since = times.reduce((earliest, time) => Math.min(earliest, time), times[0] ?? 0);
  return {
    since,
    rows: positions.map((position, index) => [position.vehicleId, position.rideId, times[index] - since, position.lat, position.lng, position.speedKph, position.heading]),
  };
}

export function unpackPositions({ since, rows }: PositionBatch): LivePosition[] {
  return rows.map(([vehicleId, rideId, after, lat, lng, speedKph, heading]) => ({ vehicleId, rideId, at: new Date(since + after).toISOString(), lat, lng, speedKph, heading }));
}

/** A feed's event as a listener takes it: positions unpacked, every other feed as it was sent. */
export function receivedMessage<F extends LiveFeed>(feed: F, sent: unknown): LiveMessages[F] {
  return (feed === 'vehicle-locations' ? unpackPositions(sent as PositionBatch) : sent) as LiveMessages[F];
}

/** What each feed's event carries. Positions come in batches (at most one per vehicle per batch). */
export interface LiveMessages {
  'rides-primary': LiveRideChange;
  'rides-secondary': LiveRideChange;
  'dbr-list': { id: number; status: string; version: number };
  'ride-route-trace': { rideId: number; points: LivePosition[] };
  'ride-location': LivePosition;
  'ride-status': LiveRideChange;
  'route-issues': LiveRouteIssue;
  'flagged-checkpoints': LiveFlaggedCheckpoint;
  'vehicle-locations': LivePosition[];
  'ride-manifest': RideManifest;
  'ride-etas': RideEtas;
  'ride-next-stops': RideNextStop;
}

/** A ride's next stop and its prediction (null: no stop ahead, or the ride is no longer en route). */
export interface RideNextStop {
  rideId: number;
  next: StopEta | null;
}
