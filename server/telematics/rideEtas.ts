import polyline from '@mapbox/polyline';
import type { Kysely } from 'kysely';
import type { RideEtas } from '../../resources/rides/details';
import type { Database } from '../db/schema';
import type { LiveHub } from '../realtime/liveHub';
import type { LatLng } from './geometry';
import { etaRunOf, HISTORY_RIDES, locate, predictArrivals, segmentHistoryOf, type EtaRun, type Progress, type RideArrivals, type SegmentHistory } from './eta';

/** A run's segment times are read again from its recent rides this often: a morning's rides teach the afternoon. */
const HISTORY_FRESH_MS = 30 * 60_000;
/** A stop counts as reached once the bus is this close short of it along the path (GPS jitter). */
const REACHED_METERS = 20;
const MINUTE_MS = 60_000;

/** What a ride's ETAs need to know of it. */
export interface EtaRide {
  id: number;
  routeId: number;
  status: string;
  scheduledStart: string;
  scheduledEnd: string;
  actualStart: string | null;
}

interface PlannedRun {
  encoded: string;
  stops: { sequence: number; lat: number; lng: number; time: string; address: string }[];
  startTime: string;
  endTime: string;
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
  private readonly runs = new Map<number, PlannedRun | null>();
  private readonly histories = new Map<number, { at: number; history: SegmentHistory }>();
  private readonly progress = new Map<number, Progress>();
  private readonly latest = new Map<number, RideEtas>();

  constructor(private readonly db: Kysely<Database>, private readonly hub: LiveHub | undefined) {}

  /** A new position of an en-route ride: its predictions now, kept and published. */
  async moved(ride: EtaRide, position: LatLng, at: string): Promise<void> {
    if (ride.status !== 'en_route') {
      this.progress.delete(ride.id);
      this.latest.delete(ride.id);
      return;
    }
    const etas = await this.predict(ride, position, Date.parse(at));
    if (!etas) return;
    this.latest.set(ride.id, etas);
    this.hub?.publishToRide('ride-etas', ride.id, etas);
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
    const planned = etaRunOf(polyline.decode(run.encoded, 6) as LatLng[], run.stops);
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

  private async runOf(routeId: number): Promise<PlannedRun | null> {
    if (!this.runs.has(routeId)) {
      const run = await this.db.selectFrom('routes').select(['polyline', 'stops', 'startTime', 'endTime']).where('id', '=', routeId).executeTakeFirst();
      const stops = run ? (JSON.parse(run.stops) as PlannedRun['stops']) : [];
      this.runs.set(routeId, run?.polyline && stops.length ? { encoded: run.polyline, stops, startTime: run.startTime, endTime: run.endTime } : null);
    }
    return this.runs.get(routeId)!;
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
      void this.readHistory(routeId, run).then((history) => this.histories.set(routeId, { at: Date.now(), history }), () => undefined);
    }
    return kept?.history ?? {};
  }

  /**
   * Where the run's last finished rides' stored positions passed each stop, as segment times — each
   * ride's read back at its own pace (a demo ride brought forward runs faster than the timetable).
   */
  private async readHistory(routeId: number, run: PlannedRun): Promise<SegmentHistory> {
    const etaRun = etaRunOf(polyline.decode(run.encoded, 6) as LatLng[], run.stops);
    const rides = await this.db.selectFrom('rides').select(['id', 'routeId', 'status', 'scheduledStart', 'scheduledEnd', 'actualStart'])
      .where('routeId', '=', routeId).where('status', '=', 'completed').where('actualStart', 'is not', null)
      .orderBy('actualStart', 'desc').limit(HISTORY_RIDES).execute();
    const past: RideArrivals[] = [];
    for (const ride of rides) {
      const positions = await this.db.selectFrom('positions').select(['lat', 'lng', 'recordedAt']).where('rideId', '=', ride.id).orderBy('recordedAt').orderBy('id').execute();
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
