import polyline from '@mapbox/polyline';
import type { Kysely } from 'kysely';
import type { RideNextStop } from '../../permissions/liveFeeds';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import type { RideEtas, StopEta } from '../../resources/rides/details';
import type { Database } from '../db/schema';
import type { LiveHub } from '../realtime/liveHub';
import type { LatLng } from './geometry';
import { etaRunOf, HISTORY_RIDES, locate, predictArrivals, segmentHistoryOf, type EtaRun, type Progress, type RideArrivals, type SegmentHistory } from './eta';
import { RunRoutes } from './runRoutes';

/** A run's segment times are read again from its recent rides this often: a morning's rides teach the afternoon. */
const HISTORY_FRESH_MS = 30 * 60_000;
/**
 * Runs' histories read at once in the background; the others wait their turn here, not in the
 * database pool the requests share: a state's morning starts five thousand runs within minutes, and
 * their reads queued in the pool held every position post and list page behind them.
 */
const HISTORY_READS_AT_ONCE = 2;
/** A stop counts as reached once the bus is this close short of it along the path (GPS jitter). */
const REACHED_METERS = 20;
const MINUTE_MS = 60_000;
/**
 * A ride's next stop goes out to its tenant (the live map's list) when the stop changes or its
 * prediction moves by this much: every position would be a firehose at a state's scale.
 */
const NEXT_STOP_SHIFT_MS = 30_000;

/** What a ride's ETAs need to know of it; its tenant's columns too, to tell its tenant of its next stop. */
export interface EtaRide extends Record<string, unknown> {
  id: number;
  routeId: number;
  status: string;
  scheduledStart: string;
  scheduledEnd: string;
  actualStart: string | null;
}

interface PlannedRun {
  stops: { sequence: number; lat: number; lng: number; time: string; address: string }[];
  startTime: string;
  endTime: string;
  /** Its path measured and its stops placed along it: once per run, not with every position (a run's path has hundreds of points). */
  planned: EtaRun;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** A run's planned minutes, from its start to its end (across midnight if need be). */
const plannedMs = (run: PlannedRun) => (((minutesOf(run.endTime) - minutesOf(run.startTime) + 24 * 60) % (24 * 60)) || 1) * MINUTE_MS;

/**
 * How much faster or slower than its run's timetable a ride is scheduled (1 for every real ride; the
 * demo brings rides forward at a faster pace): the run's times are read in the ride's time.
 */
const scaleOf = (ride: EtaRide, run: PlannedRun) => Math.max(1e-3, (Date.parse(ride.scheduledEnd) - Date.parse(ride.scheduledStart)) / plannedMs(run));

/**
 * Predicted arrivals at the stops ahead of every en-route ride (issue "who is on the bus": ETAs),
 * worked out again with each position from where the bus is along its run, the run's segment times
 * on its recent rides and this ride's pace (server/telematics/eta.ts), and published to those who
 * watch the ride.
 */
export class RideEtaService {
  private readonly histories = new Map<number, { at: number; history: SegmentHistory }>();
  private readonly progress = new Map<number, Progress>();
  private readonly latest = new Map<number, RideEtas>();
  /** The next stop last told to each ride's tenant. */
  private readonly toldNext = new Map<number, StopEta | null>();
  /** Routes whose history waits to be read, and how many are being read. */
  private readonly historiesWaiting: (() => Promise<void>)[] = [];
  private historiesReading = 0;

  /** Each run's stops and times, its path measured and its stops placed along it; null for a run without them. */
  private readonly runOf: (routeId: number) => Promise<PlannedRun | null>;

  constructor(private readonly db: Kysely<Database>, private readonly hub: LiveHub | undefined, routes = new RunRoutes(db)) {
    this.runOf = routes.perRun((route) => {
      const stops = route ? (JSON.parse(route.stops) as PlannedRun['stops']) : [];
      const planned = route?.polyline && stops.length ? etaRunOf(polyline.decode(route.polyline, 6) as LatLng[], stops) : null;
      return route && planned ? { stops, startTime: route.startTime, endTime: route.endTime, planned } : null;
    });
  }

  /** A new position of an en-route ride: its predictions now, kept and published. */
  async moved(ride: EtaRide, position: LatLng, at: string): Promise<void> {
    if (ride.status !== 'en_route') {
      this.progress.delete(ride.id);
      this.latest.delete(ride.id);
      this.tellNext(ride, null);
      this.toldNext.delete(ride.id);
      return;
    }
    const etas = await this.predict(ride, position, Date.parse(at));
    if (!etas) return;
    this.latest.set(ride.id, etas);
    this.hub?.publishToRide('ride-etas', ride.id, etas);
    this.tellNext(ride, etas.stops[0] ?? null);
  }

  /** The next stop of an en-route ride as last predicted here, or null (none ahead, or not predicted in this process). */
  nextStopOf(rideId: number): StopEta | null {
    return this.latest.get(rideId)?.stops[0] ?? null;
  }

  /** Tells the ride's tenant of its next stop when it is another stop, or predicted NEXT_STOP_SHIFT_MS away from what was told. */
  private tellNext(ride: EtaRide, next: StopEta | null): void {
    const told = this.toldNext.get(ride.id);
    if (told === undefined && next === null) return;
    const same = told && next && told.sequence === next.sequence && Math.abs(Date.parse(told.predictedAt) - Date.parse(next.predictedAt)) < NEXT_STOP_SHIFT_MS;
    if (same || (told === null && next === null)) return;
    this.toldNext.set(ride.id, next);
    const message: RideNextStop = { rideId: ride.id, next };
    this.hub?.publishToTenants('ride-next-stops', TENANT_COLUMNS.rides!, ride, message);
  }

  /** The ride's latest predictions, or those from its last stored position (after a restart). */
  async of(ride: EtaRide): Promise<RideEtas> {
    const kept = this.latest.get(ride.id);
    if (kept || ride.status !== 'en_route') return kept ?? { rideId: ride.id, at: null, stops: [] };
    const last = await this.db.selectFrom('positions').select(['lat', 'lng', 'recordedAt']).where('rideId', '=', ride.id)
      .orderBy('recordedAt', 'desc').orderBy('id', 'desc').executeTakeFirst();
    return (last && (await this.predict(ride, [last.lat, last.lng], Date.parse(last.recordedAt)))) || { rideId: ride.id, at: null, stops: [] };
  }

  private async predict(ride: EtaRide, position: LatLng, at: number): Promise<RideEtas | null> {
    const run = await this.runOf(ride.routeId);
    if (!run) return null;
    const scale = scaleOf(ride, run);
    const { planned } = run;
    const etaRun: EtaRun = { ...planned, stops: planned.stops.map((stop) => ({ ...stop, dueAfterMs: stop.dueAfterMs * scale })) };
    const firstStop = planned.stops[0];
    const firstTime = run.stops.find((stop) => stop.sequence === firstStop?.sequence)?.time ?? run.startTime;
    const scheduledStart = Date.parse(ride.scheduledStart) + ((minutesOf(firstTime) - minutesOf(run.startTime) + 24 * 60) % (24 * 60)) * MINUTE_MS * scale;
    const history = Object.fromEntries(Object.entries(this.historyOf(ride.routeId, run)).map(([sequence, ms]) => [sequence, ms * scale]));
    const { progress, arrivals } = predictArrivals(etaRun, {
      position, at, startedAt: Date.parse(ride.actualStart ?? ride.scheduledStart), scheduledStart, previous: this.progress.get(ride.id), history,
    });
    this.progress.set(ride.id, progress);
    const addresses = new Map(run.stops.map((stop) => [stop.sequence, stop.address]));
    return {
      rideId: ride.id,
      at: new Date(at).toISOString(),
      stops: arrivals.map(({ sequence, predictedAt, scheduledAt, delaySeconds }) => ({
        sequence, address: addresses.get(sequence) ?? '', predictedAt: new Date(predictedAt).toISOString(), scheduledAt: new Date(scheduledAt).toISOString(), delaySeconds,
      })),
    };
  }

  /**
   * The run's usual segment times in the timetable's own time, as last read; read again in the
   * background when older than HISTORY_FRESH_MS. A position is not held up for it: until the first
   * reading is in, the timetable's spacing stands in.
   */
  private historyOf(routeId: number, run: PlannedRun): SegmentHistory {
    const kept = this.histories.get(routeId);
    if (!kept || Date.now() - kept.at >= HISTORY_FRESH_MS) {
      this.histories.set(routeId, { at: Date.now(), history: kept?.history ?? {} });
      this.historiesWaiting.push(() => this.readHistory(routeId, run).then((history) => void this.histories.set(routeId, { at: Date.now(), history }), () => undefined));
      this.readWaitingHistories();
    }
    return kept?.history ?? {};
  }

  /** Starts the waiting history reads there is room for (HISTORY_READS_AT_ONCE), each making room for the next as it ends. */
  private readWaitingHistories(): void {
    while (this.historiesReading < HISTORY_READS_AT_ONCE && this.historiesWaiting.length) {
      this.historiesReading += 1;
      void this.historiesWaiting.shift()!().finally(() => {
        this.historiesReading -= 1;
        this.readWaitingHistories();
      });
    }
  }

  /**
   * Where the run's last finished rides' stored positions passed each stop, as segment times — each
   * ride's read back at its own pace (a demo ride brought forward runs faster than the timetable).
   */
  private async readHistory(routeId: number, run: PlannedRun): Promise<SegmentHistory> {
    const etaRun = run.planned;
    const rides = await this.db.selectFrom('rides').select(['id', 'routeId', 'status', 'scheduledStart', 'scheduledEnd', 'actualStart'])
      .where('routeId', '=', routeId).where('status', '=', 'completed').where('actualStart', 'is not', null)
      .orderBy('actualStart', 'desc').limit(HISTORY_RIDES).execute();
    // Their positions in one statement, not one a ride.
    const positionsOf = new Map<number, { lat: number; lng: number; recordedAt: string }[]>();
    if (rides.length) {
      const rows = await this.db.selectFrom('positions').select(['rideId', 'lat', 'lng', 'recordedAt']).where('rideId', 'in', rides.map((ride) => ride.id))
        .orderBy('rideId').orderBy('recordedAt').orderBy('id').execute();
      for (const row of rows) (positionsOf.get(row.rideId!) ?? positionsOf.set(row.rideId!, []).get(row.rideId!)!).push(row);
    }
    const past: RideArrivals[] = [];
    for (const ride of rides) {
      const positions = positionsOf.get(ride.id) ?? [];
      if (positions.length < 2) continue;
      const scale = scaleOf(ride, run);
      const startedAt = Date.parse(ride.actualStart!);
      const arrivals: Record<number, number> = {};
      let previous: Progress | undefined;
      let next = 0;
      for (const { lat, lng, recordedAt } of positions) {
        previous = locate(etaRun, { position: [lat, lng], at: Date.parse(recordedAt) }, previous);
        while (next < etaRun.stops.length && etaRun.stops[next].meters <= previous.meters + REACHED_METERS) {
          arrivals[etaRun.stops[next].sequence] = startedAt + (previous.at - startedAt) / scale;
          next += 1;
        }
      }
      if (next > 0) past.push({ startedAt, arrivals });
    }
    return segmentHistoryOf(etaRun, past);
  }
}
