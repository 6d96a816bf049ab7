import type { Kysely } from 'kysely';
import { todayIn } from '../db/seed/calendar';
import type { Database } from '../db/schema';
import type { PositionIngest } from './ingest';
import { weekDayOf } from '../../resources/engine/calendarDay';
import { studentsAtStops } from '../transportation/stopStudents';
import type { LatLng } from './geometry';
import { FLAG_REASONS, SimulatedDrive, simulatedRouteOf, traitsOf, type SimulatedRoute } from './simulatedDrive';
import { SimulatedRiders, type RiderPlaces, type SimulatedRider } from './simulatedRiders';

export interface SimulatorSettings {
  /** How often each driving vehicle reports its position. */
  intervalMs: number;
  /** The rides it drives run this many times faster than their timetable. */
  speed: number;
  /** While fewer rides than this are on the road, the next planned ones are brought forward to now (0: the timetable only). */
  keepOnRoad: number;
  /** Vehicles driven at once, at most. */
  maxVehicles: number;
}

/** Rides are taken up until this long after their scheduled end (a late ride still runs). */
const TAKE_UP_AFTER_END_MS = 30 * 60_000;

type RideToDrive = {
  id: number; vehicleId: number | null; routeId: number; districtId: number; rideDate: string; status: string; scheduledStart: string; scheduledEnd: string; actualStart: string | null;
};

/**
 * The demo's vehicles (ARCHITECTURE.md "Realtime"): each assigned ride whose time has come is driven
 * along its run's polyline, reporting positions through the same ingest as GPS devices, so rides
 * start, finish, leave their route and have stops flagged exactly as with real devices. Outside
 * school hours it brings the next planned rides forward, so the demo always has buses moving.
 */
export class DemoSimulator {
  private readonly drives = new Map<number, SimulatedDrive>();
  private readonly riders = new Map<number, SimulatedRiders>();
  private readonly routes = new Map<number, { route: SimulatedRoute; places: RiderPlaces } | null>();
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ingest: PositionIngest,
    private readonly settings: SimulatorSettings,
    private readonly log: (line: string) => void,
  ) {}

  start(): void {
    const run = () => {
      this.current ??= this.tick(Date.now())
        .catch((error: unknown) => this.log(`Simulator: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => { this.current = null; });
    };
    this.timer = setInterval(run, this.settings.intervalMs);
    this.timer.unref();
    run();
  }

  /** Stops driving; waits for a round under way, so that the database is not closed under it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current;
  }

  /** One round: take up the rides whose time has come, keep enough on the road, move every vehicle. */
  async tick(now: number): Promise<void> {
    await this.takeUpDueRides(now);
    await this.bringRidesForward(now);
    for (const drive of [...this.drives.values()]) {
      const position = drive.positionAt(now);
      if (!position) continue;
      const reached = drive.reachedStopsAt(now);
      // The badges read on the way there go first: children get off at school as the bus arrives.
      const scans = this.riders.get(drive.rideId)?.scansAt(now, reached.map(({ sequence }) => sequence), drive.progressAt(now) >= 1) ?? [];
      if (scans.length) await this.ingest.ridership.scans(drive.vehicleId, scans);
      await this.ingest.ingest(drive.vehicleId, [position]);
      for (const { sequence: stopSequence } of reached.filter(({ index }) => traitsOf(drive.rideId).flagsStop(index))) {
        const reason = FLAG_REASONS[(drive.rideId + stopSequence) % FLAG_REASONS.length];
        await this.ingest.flagCheckpoint({ rideId: drive.rideId, stopSequence, flaggedAt: position.recordedAt, source: 'driver_app', reason });
      }
      // Past the end, the last position has been sent: the ingest finishes the ride on arrival.
      if (drive.progressAt(now) > 1) {
        this.drives.delete(drive.rideId);
        this.riders.delete(drive.rideId);
      }
    }
  }

  /** The rides (and vehicles) being driven now. */
  driving(): { rideId: number; vehicleId: number }[] {
    return [...this.drives.values()].map(({ rideId, vehicleId }) => ({ rideId, vehicleId }));
  }

  private async takeUpDueRides(now: number): Promise<void> {
    const rides = await this.db.selectFrom('rides')
      .select(['id', 'vehicleId', 'routeId', 'districtId', 'rideDate', 'status', 'scheduledStart', 'scheduledEnd', 'actualStart'])
      .where('status', 'in', ['assigned', 'en_route']).where('vehicleId', 'is not', null)
      .where('scheduledStart', '<=', new Date(now).toISOString())
      .where('scheduledEnd', '>=', new Date(now - TAKE_UP_AFTER_END_MS).toISOString())
      .orderBy('scheduledStart').limit(this.settings.maxVehicles).execute();
    for (const ride of rides) await this.takeUp(ride, now, this.settings.speed);
  }

  private async bringRidesForward(now: number): Promise<void> {
    const wanted = this.settings.keepOnRoad - this.drives.size;
    if (wanted <= 0) return;
    const candidates = await this.db.selectFrom('rides').innerJoin('districts', 'districts.id', 'rides.districtId')
      .select(['rides.id', 'rides.vehicleId', 'rides.vendorId', 'rides.districtId', 'rides.routeId', 'rides.rideDate', 'rides.status', 'rides.scheduledStart', 'rides.scheduledEnd', 'rides.actualStart', 'rides.version', 'districts.timezone'])
      .where('rides.status', '=', 'assigned').where('rides.vehicleId', 'is not', null)
      .where('rides.scheduledStart', '>', new Date(now).toISOString())
      .orderBy('rides.scheduledStart').limit(wanted * 40).execute();
    const busy = new Set(this.driving().map((d) => d.vehicleId));
    let added = 0;
    for (const ride of takingTurns(candidates, (ride) => `${ride.vendorId}|${ride.districtId}`)) {
      if (added >= wanted || busy.has(ride.vehicleId!)) continue;
      const durationMs = (Date.parse(ride.scheduledEnd) - Date.parse(ride.scheduledStart)) / this.settings.speed;
      // On a weekend the ride keeps its school day: its students are those who ride it then.
      const today = todayIn(ride.timezone, new Date(now));
      const moved = { scheduledStart: new Date(now).toISOString(), scheduledEnd: new Date(now + durationMs).toISOString(), rideDate: ['SA', 'SU'].includes(weekDayOf(today)) ? ride.rideDate : today };
      const updated = await this.db.transaction().execute(async (trx) => {
        const row = await trx.updateTable('rides').set({ ...moved, version: ride.version + 1, updatedAt: new Date(now).toISOString() })
          .where('id', '=', ride.id).where('version', '=', ride.version).returning('id').executeTakeFirst();
        if (row) {
          await trx.insertInto('rideEvents').values({ rideId: ride.id, at: moved.scheduledStart, kind: 'rescheduled', actorUserId: null, details: JSON.stringify({ from: ride.scheduledStart, to: moved.scheduledStart, by: 'simulator' }) }).execute();
        }
        return row;
      });
      if (!updated) continue;
      await this.takeUp({ ...ride, ...moved }, now, 1);
      busy.add(ride.vehicleId!);
      added += 1;
    }
  }

  /** Drives the ride `speed` times faster than its times say (a ride brought forward has had its times shortened already). */
  private async takeUp(ride: RideToDrive, now: number, speed: number): Promise<void> {
    if (this.drives.has(ride.id) || ride.vehicleId === null || this.driving().some((d) => d.vehicleId === ride.vehicleId)) return;
    const run = await this.routeOf(ride.routeId);
    if (!run) return;
    const { route, places } = run;
    const traits = traitsOf(ride.id);
    const scheduled = Date.parse(ride.scheduledStart);
    const scheduledMs = Math.max(1, Date.parse(ride.scheduledEnd) - scheduled);
    const durationMs = scheduledMs / speed;
    // A started ride goes on from where its timetable has it; a due one leaves now, or later if it is one of the late ones.
    const startsAt = ride.actualStart
      ? now - (Math.max(0, now - Date.parse(ride.actualStart)) / scheduledMs) * durationMs
      : Math.max(now, scheduled + traits.lateMinutes * 60_000);
    this.drives.set(ride.id, new SimulatedDrive(ride.id, ride.vehicleId, route, startsAt, durationMs, traits, now));
    // A ride taken up under way (the server restarted) has had its badges read already.
    if (!ride.actualStart) this.riders.set(ride.id, new SimulatedRiders(ride.id, places, ...(await this.ridersOf(ride, traits.carriesStranger)), traits));
  }

  /** The ride's students that day with an active badge, and for a ride that carries one, a student of another run. */
  private async ridersOf(ride: RideToDrive, withStranger: boolean): Promise<[SimulatedRider[], SimulatedRider | null]> {
    const stops = (await studentsAtStops(this.db, [ride.routeId], ride.rideDate)).get(ride.routeId) ?? new Map<number, readonly number[]>();
    const stopOf = new Map([...stops].flatMap(([stopSequence, ids]) => ids.map((studentId) => [studentId, stopSequence] as const)));
    const badges = stopOf.size ? await this.db.selectFrom('studentRfidBadges').select(['studentId', 'code']).where('status', '=', 'active').where('studentId', 'in', [...stopOf.keys()]).execute() : [];
    const riders = badges.map(({ studentId, code }) => ({ studentId, badge: code, stopSequence: stopOf.get(studentId)! }));
    if (!withStranger) return [riders, null];
    const stranger = await this.db.selectFrom('studentRfidBadges').select(['studentId', 'code']).where('status', '=', 'active').where('districtId', '=', ride.districtId)
      .where('studentId', 'not in', [...stopOf.keys(), 0]).orderBy('id').offset(ride.id % 50).limit(1).executeTakeFirst();
    return [riders, stranger ? { studentId: stranger.studentId, badge: stranger.code, stopSequence: 0 } : null];
  }

  private async routeOf(routeId: number): Promise<{ route: SimulatedRoute; places: RiderPlaces } | null> {
    if (!this.routes.has(routeId)) {
      const run = await this.db.selectFrom('routes').select(['polyline', 'stops', 'direction', 'startTime', 'endTime']).where('id', '=', routeId).executeTakeFirst();
      const route = run?.polyline ? simulatedRouteOf(run.polyline, run.stops, run) : null;
      if (!run || !route) this.routes.set(routeId, null);
      else {
        const toSchool = run.direction === 'AM';
        const stops = new Map((JSON.parse(run.stops) as { sequence: number; lat: number; lng: number }[]).map((stop) => [stop.sequence, [stop.lat, stop.lng] as LatLng]));
        const school = route.path.points[toSchool ? route.path.points.length - 1 : 0];
        this.routes.set(routeId, { route, places: { toSchool, stops, order: route.stops.map(({ sequence }) => sequence), school } });
      }
    }
    return this.routes.get(routeId)!;
  }
}

/** The items in turns, one from each group in order: every vendor and district gets buses on the road. */
function takingTurns<T>(items: T[], groupOf: (item: T) => string): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(groupOf(item), [...(groups.get(groupOf(item)) ?? []), item]);
  const queues = [...groups.values()];
  const ordered: T[] = [];
  for (let round = 0; ordered.length < items.length; round += 1) {
    for (const queue of queues) if (round < queue.length) ordered.push(queue[round]);
  }
  return ordered;
}
