import polyline from '@mapbox/polyline';
import type DataLoader from 'dataloader';
import type { Insertable, Kysely } from 'kysely';
import type { LiveFlaggedCheckpoint, LivePosition, LiveRouteIssue } from '../../permissions/liveFeeds';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { batched, inKeyOrder } from '../db/batched';
import type { Database } from '../db/schema';
import type { LiveHub } from '../realtime/liveHub';
import { rideChangeOf } from '../resources/effects';
import { recordRideHistory } from '../resources/effects/rideHistory';
import type { Row } from '../resources/recordCodec';
import { distanceToPathMeters, distanceMeters } from './geometry';
import { Ridership, type RidershipRide } from './ridership';
import { RideEtaService, type EtaRide } from './rideEtas';
import { RunRoutes } from './runRoutes';

export interface DevicePosition {
  recordedAt: string;
  lat: number;
  lng: number;
  speedKph?: number | null;
  heading?: number | null;
}

/** A vehicle is off route this far from its run's planned path... */
export const OFF_ROUTE_METERS = 250;
/** ...and back on it this close: the gap keeps a vehicle near the limit from raising issue after issue. */
export const BACK_ON_ROUTE_METERS = 100;
/** A ride is finished when its vehicle comes this close to the run's last stop. */
export const ARRIVAL_METERS = 60;
/** Positions count for a ride from this long before its scheduled start to this long after its end. */
export const RIDE_WINDOW_BEFORE_MS = 30 * 60_000;
export const RIDE_WINDOW_AFTER_MS = 60 * 60_000;
/** At most one stored position per vehicle per this interval; every position still goes out live. */
export const STORE_EVERY_MS = 10_000;
/** A ride is not finished by arriving sooner than this after it started (a vehicle waiting at the school before its run). */
const MIN_RIDE_MS = 60_000;

interface PlannedPath {
  path: [number, number][];
  last: [number, number] | null;
}

type Ride = { id: number; version: number; status: string; actualStart: string | null; routeId: number } & Record<string, unknown>;

/**
 * One device's batch of positions (DOMAIN.md "positions"): stored as a time series, applied to the
 * vehicle's current ride (started, finished, off route) and published live. Devices and the demo's
 * simulator both come through here.
 */
export class PositionIngest {
  private readonly lastStored = new Map<number, number>();
  /** Each run's planned path, decoded once. */
  private readonly plannedPath: (routeId: number) => Promise<PlannedPath>;
  /** Who is on the buses: the badge scans, and the alerts the buses' progress raises with them. */
  readonly ridership: Ridership;
  /** The predicted arrivals at the stops ahead of each en-route ride. */
  readonly etas: RideEtaService;
  // A round of posts reads and writes in one statement each (server/db/batched.ts).
  private readonly currentRides: DataLoader<{ vehicleId: number; at: string }, Ride | undefined>;
  private readonly openOffRoute: DataLoader<number, boolean>;
  private readonly vehicleTenants: DataLoader<number, Record<string, unknown> | undefined>;
  private readonly storedPositions: DataLoader<Insertable<Database['positions']>, void>;

  constructor(private readonly db: Kysely<Database>, private readonly hub: LiveHub | undefined) {
    const routes = new RunRoutes(db);
    this.plannedPath = routes.perRun((route) => {
      const path = route?.polyline ? polyline.decode(route.polyline, 6) : [];
      return { path, last: path[path.length - 1] ?? null };
    });
    this.ridership = new Ridership(db, hub, routes);
    this.etas = new RideEtaService(db, hub, routes);
    this.currentRides = batched((asked) => currentRidesOf(db, asked));
    this.openOffRoute = batched(async (rideIds) => {
      const open = await db.selectFrom('routeIssues').select('rideId').where('rideId', 'in', [...new Set(rideIds)]).where('kind', '=', 'off_route').where('resolvedAt', 'is', null).execute();
      const rides = new Set(open.map((issue) => issue.rideId));
      return rideIds.map((rideId) => rides.has(rideId));
    });
    this.vehicleTenants = batched(async (vehicleIds) => inKeyOrder(vehicleIds,
      await db.selectFrom('vehicles').select(['id', 'vendorId', 'yardId']).where('id', 'in', [...new Set(vehicleIds)]).execute(), (vehicle) => vehicle.id));
    this.storedPositions = batched(async (rows) => {
      await db.insertInto('positions').values([...rows]).execute();
      return rows.map(() => undefined);
    });
  }

  async ingest(vehicleId: number, positions: DevicePosition[]): Promise<{ accepted: number; rideId: number | null }> {
    const ordered = [...positions].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
    const latest = ordered[ordered.length - 1];
    const ride = await this.currentRides.load({ vehicleId, at: latest.recordedAt });
    const live: LivePosition[] = ordered.map((p) => livePositionOf({ ...p, vehicleId, rideId: ride?.id ?? null }));
    const last = live[live.length - 1];
    // Stored while the rest is done; the post is answered once they are.
    const storing = Promise.all(live.filter((p) => this.shouldStore(vehicleId, p.at))
      .map((p) => this.storedPositions.load({ vehicleId, rideId: p.rideId, recordedAt: p.at, lat: p.lat, lng: p.lng, speedKph: p.speedKph, heading: p.heading })));
    storing.catch(() => undefined);

    // Out live as soon as it is known whose the vehicle is: a tenth of the posts store a position,
    // and their consoles would otherwise see them a commit later than the rest.
    const tenantRow = ride ?? await this.vehicleTenants.load(vehicleId);
    if (tenantRow) for (const position of live) this.hub?.publishPosition(position, TENANT_COLUMNS.rides!, tenantRow);

    // Read before the transaction: on SQLite the transaction holds the only connection.
    const planned = ride ? await this.plannedPath(ride.routeId) : null;
    const [changes] = await Promise.all([ride && planned ? this.rideChanges(ride, planned, last) : NO_CHANGES, storing]);

    if (changes.ride) this.hub?.publishRideChange(rideChangeOf(changes.ride), changes.ride, TENANT_COLUMNS.rides!);
    for (const issue of changes.issues) this.hub?.publishToTenants('route-issues', TENANT_COLUMNS.rides!, ride!, liveIssue(issue));
    if (ride) {
      const now = (changes.ride ?? ride) as unknown as RidershipRide & EtaRide;
      if (now.status === 'completed') this.ridership.finished(now);
      else await this.ridership.movedAlong(now, [last.lat, last.lng], last.at);
      await this.etas.moved(now, [last.lat, last.lng], last.at);
    }
    return { accepted: live.length, rideId: ride?.id ?? null };
  }

  private shouldStore(vehicleId: number, at: string): boolean {
    const time = Date.parse(at);
    const last = this.lastStored.get(vehicleId);
    if (last !== undefined && time - last < STORE_EVERY_MS && time >= last) return false;
    this.lastStored.set(vehicleId, time);
    return true;
  }

  /** Most positions change nothing (the ride goes on, its issues stay): no transaction for those. */
  private async rideChanges(ride: Ride, planned: PlannedPath, position: LivePosition): Promise<RideChanges> {
    if (!(await this.changesRide(ride, planned, position))) return NO_CHANGES;
    return this.db.transaction().execute((trx) => this.applyToRide(trx, ride, planned, position));
  }

  /**
   * Whether the position would start or finish the ride or raise or clear its off-route issue, read
   * outside a transaction. A position between the two distances changes no issue, so none is read for it.
   */
  private async changesRide(ride: Ride, planned: PlannedPath, position: LivePosition): Promise<boolean> {
    if (nextStatusOf(ride, planned, position)) return true;
    if (planned.path.length < 2) return false;
    const distance = distanceToPathMeters(planned.path, [position.lat, position.lng]);
    if (distance <= OFF_ROUTE_METERS && distance > BACK_ON_ROUTE_METERS) return false;
    const open = await this.openOffRoute.load(ride.id);
    return distance > OFF_ROUTE_METERS ? !open : open;
  }

  /** Starts or finishes the ride and raises or clears its off-route issue, from its latest position. */
  private async applyToRide(trx: Kysely<Database>, ride: Ride, planned: PlannedPath, position: LivePosition): Promise<RideChanges> {
    const issues: Row[] = [];
    const next = nextStatusOf(ride, planned, position);
    if (next?.status === 'en_route') issues.push(...await resolveLateIssues(trx, ride.id, position.at));
    if (planned.path.length > 1) {
      const distance = distanceToPathMeters(planned.path, [position.lat, position.lng]);
      const open = await trx.selectFrom('routeIssues').selectAll().where('rideId', '=', ride.id).where('kind', '=', 'off_route').where('resolvedAt', 'is', null).executeTakeFirst();
      if (distance > OFF_ROUTE_METERS && !open) {
        issues.push(await trx.insertInto('routeIssues').values({ rideId: ride.id, districtId: ride.districtId as number, vendorId: ride.vendorId as number | null, kind: 'off_route', severity: 'medium', detectedAt: position.at, details: `More than ${OFF_ROUTE_METERS} m from the planned path`, resolvedAt: null, resolution: null }).returningAll().executeTakeFirstOrThrow());
      } else if (distance <= BACK_ON_ROUTE_METERS && open) {
        issues.push(await trx.updateTable('routeIssues').set({ resolvedAt: position.at, resolution: 'Back on route', version: open.version + 1, updatedAt: position.at }).where('id', '=', open.id).returningAll().executeTakeFirstOrThrow());
      }
    }
    if (!next) return { ride: null, issues };
    const updated = await trx.updateTable('rides').set({ ...next, version: ride.version + 1, updatedAt: new Date().toISOString() })
      .where('id', '=', ride.id).where('version', '=', ride.version).returningAll().executeTakeFirst();
    if (updated) await recordRideHistory(trx, { before: ride, after: updated, actorUserId: null, at: position.at });
    return { ride: updated ?? null, issues };
  }

  /** A stop flagged on a ride (by the driver's device, or the demo's simulator): stored, then published. */
  async flagCheckpoint(checkpoint: { rideId: number; stopSequence: number; flaggedAt: string; source: string; reason: string }): Promise<LiveFlaggedCheckpoint> {
    const row = await this.db.insertInto('flaggedCheckpoints').values({ ...checkpoint, resolvedAt: null }).returningAll().executeTakeFirstOrThrow();
    const message = { ...row, resolvedAt: row.resolvedAt ?? null };
    this.hub?.publishCheckpoint(message);
    return message;
  }
}

interface RideChanges {
  ride: Row | null;
  issues: Row[];
}

const NO_CHANGES: RideChanges = { ride: null, issues: [] };

/**
 * Each vehicle's ride at the time of its latest position: the one under way, else the earliest
 * assigned one whose time (widened by the ride window) holds it. A round's vehicles in one statement.
 */
async function currentRidesOf(db: Kysely<Database>, asked: readonly { vehicleId: number; at: string }[]): Promise<(Ride | undefined)[]> {
  const times = asked.map(({ at }) => Date.parse(at));
  const rows = await db.selectFrom('rides').selectAll().where('vehicleId', 'in', [...new Set(asked.map(({ vehicleId }) => vehicleId))]).where('status', 'in', ['assigned', 'en_route'])
    .where('scheduledStart', '<=', new Date(Math.max(...times) + RIDE_WINDOW_BEFORE_MS).toISOString())
    .where('scheduledEnd', '>=', new Date(Math.min(...times) - RIDE_WINDOW_AFTER_MS).toISOString())
    .orderBy('scheduledStart').execute() as Ride[];
  return asked.map(({ vehicleId }, index) => {
    const held = rows.filter((ride) => ride.vehicleId === vehicleId
      && Date.parse(ride.scheduledStart as string) <= times[index] + RIDE_WINDOW_BEFORE_MS && Date.parse(ride.scheduledEnd as string) >= times[index] - RIDE_WINDOW_AFTER_MS);
    return held.find((ride) => ride.status === 'en_route') ?? held[0];
  });
}

/** A ride's next status from its latest position: started by its first, finished near the run's last stop. */
function nextStatusOf(ride: Ride, planned: PlannedPath, position: LivePosition): { status: string; actualStart?: string; actualEnd?: string } | null {
  if (ride.status === 'assigned') return { status: 'en_route', actualStart: position.at };
  if (planned.last && ride.actualStart && distanceMeters(planned.last, [position.lat, position.lng]) <= ARRIVAL_METERS
    && Date.parse(position.at) - Date.parse(ride.actualStart) > MIN_RIDE_MS) return { status: 'completed', actualEnd: position.at };
  return null;
}

/** A position as the live feeds carry it, from a stored row or a device's report. */
export function livePositionOf(p: DevicePosition & { vehicleId: number; rideId: number | null }): LivePosition {
  return { vehicleId: p.vehicleId, rideId: p.rideId, at: p.recordedAt, lat: p.lat, lng: p.lng, speedKph: p.speedKph ?? null, heading: p.heading ?? null };
}

/** A late ride's issue is settled once it starts: it says how late it was. */
async function resolveLateIssues(trx: Kysely<Database>, rideId: number, at: string): Promise<Row[]> {
  const open = await trx.selectFrom('routeIssues').selectAll().where('rideId', '=', rideId).where('kind', '=', 'late').where('resolvedAt', 'is', null).execute();
  return Promise.all(open.map((issue) => trx.updateTable('routeIssues').set({ resolvedAt: at, resolution: 'Started', version: issue.version + 1, updatedAt: at })
    .where('id', '=', issue.id).returningAll().executeTakeFirstOrThrow()));
}

export function liveIssue(row: Row): LiveRouteIssue {
  return {
    id: row.id as number, rideId: row.rideId as number, kind: row.kind as string, severity: row.severity as string,
    detectedAt: row.detectedAt as string, details: (row.details as string | null) ?? null, resolvedAt: (row.resolvedAt as string | null) ?? null,
    studentId: (row.studentId as number | null) ?? null, resolution: (row.resolution as string | null) ?? null,
  };
}
