import { pointAlong, type LatLng } from '../server/telematics/geometry';
import { baselineArrivals, etaRunOf, predictArrivals, segmentHistoryOf, type EtaPrediction, type EtaRun, type PositionReport, type Progress, type RideArrivals, type RideNow, type ScheduledStop, type SegmentHistory } from '../server/telematics/eta';
import { ratio, verdict } from './figures';
import { positiveWhole } from './settings';

/**
 * `BENCH_RUNS=3 BENCH_RIDES=2` makes a smoke run. The budgets: 90% of predictions made 10 minutes
 * out within 2 minutes, 85% accurate by the industry's bucket rule, and a p90 at 10 minutes at least
 * 30% below the naive baseline's (the schedule shifted by the current delay).
 */
const RUNS = positiveWhole('BENCH_RUNS', 40);
const RIDES = positiveWhole('BENCH_RIDES', 10);
const SEED = positiveWhole('BENCH_SEED', 1);
const PAST_RIDES = 20;
const P90_BUDGET_MS = 2 * 60_000;
const BUCKET_BUDGET = 0.85;
const BELOW_BASELINE_BUDGET = 0.3;

const MINUTE = 60_000;
const METERS_PER_DEGREE = 111_320;
const KPH = 1000 / 3_600_000;
/** Horizons the error table reads, each taking predictions made within 30 s of it before the arrival. */
const HORIZONS_MIN = [5, 10, 20];
const HORIZON_WINDOW_MS = 30_000;
/** The bucket rule: by how far out the prediction is, how early and how late the bus may arrive on it. */
const BUCKETS = [
  { fromMin: 0, toMin: 3, earlyMs: 30_000, lateMs: 90_000 },
  { fromMin: 3, toMin: 6, earlyMs: 60_000, lateMs: 150_000 },
  { fromMin: 6, toMin: 10, earlyMs: 60_000, lateMs: 210_000 },
  { fromMin: 10, toMin: 15, earlyMs: 90_000, lateMs: 270_000 },
];
/** Routing software's speeds for a bus and its allowance for each stop, from which the schedule is made. */
const PLANNED_ARTERIAL_KPH = 40;
const PLANNED_RESIDENTIAL_KPH = 25;
const PLANNED_STOP_MINUTES = 1;
/** How often a light is red for the bus, a dwell runs to minutes (a late student), a street has a few minutes of stop-and-go. */
const RED_LIGHT_SHARE = 0.45;
const LONG_DWELL_SHARE = 0.08;
const JAM_SHARE = { arterial: 0.08, residential: 0.03 };
/** How often a ride leaves minutes late, drives in heavy traffic (10–40% slower), and gets a fix 30–50 m off. */
const LATE_START_SHARE = 0.2;
const HEAVY_TRAFFIC_SHARE = 0.3;
const STRAY_FIX_SHARE = 0.02;
/** What the ride's own reports of the last few minutes tell the predictor (how long it has stood at a stop). */
const RECENT_MS = 5 * MINUTE;

/** mulberry32: a small seeded generator, so that every run of the benchmark replays the same rides. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (low: number, high: number) => low + (high - low) * next();
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, between, gaussian, whole: (low: number, high: number) => Math.floor(between(low, high + 1)) };
}
type Random = ReturnType<typeof seeded>;

/** A stretch of street between two turns: arterials are long and fast, residential streets short and slow. */
interface Leg {
  fromMeters: number;
  toMeters: number;
  arterial: boolean;
  kph: number;
}

/** Where the bus may have to wait: traffic lights on and onto arterials, stop signs at residential corners. */
interface Junction {
  meters: number;
  signal: boolean;
}

interface SyntheticRun {
  run: EtaRun;
  legs: Leg[];
  junctions: Junction[];
  /** When its first stop is due, in minutes after midnight. */
  startMinutes: number;
}

interface SimulatedRide {
  startedAt: number;
  scheduledStart: number;
  /** Ground truth, by stop sequence. */
  arrivals: Record<number, number>;
  reports: PositionReport[];
}

const offset = ([lat, lng]: LatLng, north: number, east: number): LatLng => [lat + north / METERS_PER_DEGREE, lng + east / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180))];
const clockTime = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(Math.round(minutes) % 60).padStart(2, '0')}`;

/**
 * A run in a city around lower Manhattan: a staircase of streets (it never crosses itself), points
 * every 50 m or less, a light every 300–600 m of arterial, stops mostly on residential streets, the
 * school at the end, and a schedule as routing software plans it — a speed for each kind of street,
 * a minute a stop, rounded to the minute.
 */
function syntheticRun(random: Random): SyntheticRun {
  const targetMeters = random.between(8_000, 30_000);
  const bearing = random.between(0, Math.PI / 2);
  const turn = random.next() < 0.5 ? Math.PI / 2 : -Math.PI / 2;
  const points: LatLng[] = [[random.between(40.62, 40.78), random.between(-74.1, -73.9)]];
  const legs: Leg[] = [];
  let meters = 0;
  for (let index = 0; meters < targetMeters; index += 1) {
    const arterial = random.next() < 0.35;
    const length = Math.min(targetMeters - meters, arterial ? random.between(600, 2_500) : random.between(150, 600));
    const heading = bearing + (index % 2) * turn;
    const steps = Math.ceil(length / 50);
    for (let step = 0; step < steps; step += 1) points.push(offset(points[points.length - 1], (Math.cos(heading) * length) / steps, (Math.sin(heading) * length) / steps));
    legs.push({ fromMeters: meters, toMeters: meters + length, arterial, kph: arterial ? random.between(35, 55) : random.between(20, 32) });
    meters += length;
  }
  const shell = etaRunOf(points, []);
  const legAt = (at: number) => legs.find((leg) => at < leg.toMeters) ?? legs[legs.length - 1];
  // Leg ends measured as the path is, so that the simulation and the predictor agree on where things are.
  const scale = shell.path.lengthMeters / meters;
  for (const leg of legs) [leg.fromMeters, leg.toMeters] = [leg.fromMeters * scale, leg.toMeters * scale];
  legs[legs.length - 1].toMeters = shell.path.lengthMeters;
  const junctions: Junction[] = legs.slice(0, -1).map((leg, index) => ({ meters: leg.toMeters, signal: leg.arterial || legs[index + 1].arterial }));
  for (const leg of legs.filter(({ arterial }) => arterial)) {
    for (let at = leg.fromMeters + random.between(300, 600); at < leg.toMeters - 150; at += random.between(300, 600)) junctions.push({ meters: at, signal: true });
  }
  junctions.sort((a, b) => a.meters - b.meters);

  const stopCount = random.whole(10, 25);
  const chosen = new Set([0, points.length - 1]);
  while (chosen.size < stopCount) {
    const index = random.whole(1, points.length - 2);
    const near = [...chosen].some((other) => Math.abs(shell.path.along[other] - shell.path.along[index]) < 150);
    if (!near && (!legAt(shell.path.along[index]).arterial || random.next() < 0.3)) chosen.add(index);
  }
  const indices = [...chosen].sort((a, b) => a - b);
  const startMinutes = random.whole(6 * 60 + 15, 7 * 60 + 30);
  let planned = startMinutes;
  const stops: ScheduledStop[] = indices.map((index, order) => {
    if (order > 0) {
      const [from, to] = [shell.path.along[indices[order - 1]], shell.path.along[index]];
      for (const leg of legs.filter((candidate) => candidate.toMeters > from && candidate.fromMeters < to)) {
        planned += (Math.min(to, leg.toMeters) - Math.max(from, leg.fromMeters)) / ((leg.arterial ? PLANNED_ARTERIAL_KPH : PLANNED_RESIDENTIAL_KPH) * KPH) / MINUTE;
      }
      planned += PLANNED_STOP_MINUTES;
    }
    return { sequence: order + 1, lat: points[index][0], lng: points[index][1], time: clockTime(Math.round(planned)) };
  });
  return { run: etaRunOf(points, stops), legs, junctions, startMinutes };
}

/** How long the bus waits at a junction on this ride: a red light now and then, a stop sign always a little. */
const junctionWaitMs = ({ signal }: Junction, random: Random) => (signal ? (random.next() < RED_LIGHT_SHARE ? random.between(0, 45) : 0) : random.between(3, 10)) * 1000;

/**
 * One day's ride of a run: a late departure on some days, heavy traffic on some days (which eases or
 * builds during the ride), red lights, a few minutes of stop-and-go on some streets, dwells of
 * 20–90 s and now and then minutes; reports every 5–10 s, with GPS jitter and the odd fix 30–50 m off.
 */
function simulatedRide({ run, legs, junctions, startMinutes }: SyntheticRun, day: number, random: Random): SimulatedRide {
  const scheduledStart = Date.UTC(2026, 8, 1) + day * 24 * 60 * MINUTE + startMinutes * MINUTE;
  const startedAt = scheduledStart + (random.next() < LATE_START_SHARE ? random.between(3, 12) : random.between(-1, 3)) * MINUTE;
  const traffic = random.next() < HEAVY_TRAFFIC_SHARE ? random.between(1.1, 1.4) : random.between(0.95, 1.08);
  const trafficAtEnd = traffic * random.between(0.88, 1.12);
  const length = run.path.lengthMeters;
  const jams = legs.flatMap((leg) => {
    if (random.next() > (leg.arterial ? JAM_SHARE.arterial : JAM_SHARE.residential)) return [];
    const kph = random.between(4, 12);
    const stretch = Math.min(leg.toMeters - leg.fromMeters, kph * KPH * random.between(2, 5) * MINUTE);
    const from = random.between(leg.fromMeters, leg.toMeters - stretch);
    return [{ from, to: from + stretch, kph }];
  });
  const legSpeeds = legs.map((leg) => leg.kph * KPH * Math.exp(0.08 * random.gaussian()));
  const stopsAt = new Map(run.stops.map((stop, index) => [stop.meters, index]));
  const junctionsAt = new Map(junctions.map((junction) => [junction.meters, junction]));
  const marks = [...new Set([0, length, ...run.stops.map((stop) => stop.meters), ...junctions.map((junction) => junction.meters), ...jams.flatMap((jam) => [jam.from, jam.to])])].filter((at) => at <= length).sort((a, b) => a - b);

  const [times, meters] = [[startedAt], [0]];
  const arrivals: Record<number, number> = {};
  for (let index = 0; index < marks.length; index += 1) {
    const at = marks[index];
    let clock = times[times.length - 1];
    const stop = stopsAt.get(at);
    if (stop !== undefined) {
      arrivals[run.stops[stop].sequence] = clock;
      if (stop < run.stops.length - 1) clock += (random.next() < LONG_DWELL_SHARE ? random.between(120, 240) : random.between(20, 90)) * 1000;
    }
    const junction = junctionsAt.get(at);
    if (junction) clock += junctionWaitMs(junction, random);
    if (index === marks.length - 1) break;
    const legIndex = legs.findIndex((leg) => at < leg.toMeters);
    const jam = jams.find((candidate) => at >= candidate.from && at < candidate.to);
    const factor = traffic + (trafficAtEnd - traffic) * (at / length);
    const speed = jam ? jam.kph * KPH : legSpeeds[legIndex] / factor;
    times.push(clock, clock + (marks[index + 1] - at) / speed);
    meters.push(at, marks[index + 1]);
  }

  const jitter = random.between(5, 15) / Math.SQRT2;
  const reports: PositionReport[] = [];
  for (let at = startedAt, index = 0; at <= times[times.length - 1]; at += random.between(5, 10) * 1000) {
    while (times[index + 1] <= at) index += 1;
    const span = times[index + 1] - times[index];
    const driven = meters[index] + (span > 0 ? ((at - times[index]) / span) * (meters[index + 1] - meters[index]) : 0);
    const stray = random.next() < STRAY_FIX_SHARE ? random.between(30, 50) : 0;
    const angle = random.between(0, 2 * Math.PI);
    const position = offset(pointAlong(run.path, driven).point, jitter * random.gaussian() + stray * Math.cos(angle), jitter * random.gaussian() + stray * Math.sin(angle));
    reports.push({ position, at: Math.round(at) });
  }
  return { startedAt, scheduledStart, arrivals, reports };
}

/** Errors (predicted − actual) with how long before the actual arrival each prediction was made. */
type Errors = { horizonMs: number; errorMs: number }[];

function replay(run: EtaRun, ride: SimulatedRide, history: SegmentHistory, predict: (run: EtaRun, now: RideNow) => EtaPrediction, errors: Errors): void {
  let previous: Progress | undefined;
  let recentFrom = 0;
  ride.reports.forEach((report, index) => {
    while (ride.reports[recentFrom].at < report.at - RECENT_MS) recentFrom += 1;
    const now = { ...report, startedAt: ride.startedAt, scheduledStart: ride.scheduledStart, history, previous, recent: ride.reports.slice(recentFrom, index) };
    const { progress, arrivals } = predict(run, now);
    previous = progress;
    for (const arrival of arrivals) {
      const actual = ride.arrivals[arrival.sequence];
      if (actual > report.at) errors.push({ horizonMs: actual - report.at, errorMs: arrival.predictedAt - actual });
    }
  });
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(share * values.length) - 1)] ?? NaN;
const minutesSeconds = (ms: number) => (Number.isFinite(ms) ? `${Math.floor(Math.round(ms / 1000) / 60)}:${String(Math.round(ms / 1000) % 60).padStart(2, '0')}` : '–');
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function absoluteAt(errors: Errors, horizonMin: number): number[] {
  return errors.filter(({ horizonMs }) => Math.abs(horizonMs - horizonMin * MINUTE) <= HORIZON_WINDOW_MS).map(({ errorMs }) => Math.abs(errorMs));
}

/** Each bucket's share of predictions the bus arrived on within its window, and their mean: the score. */
function bucketScore(errors: Errors): { shares: number[]; score: number } {
  const shares = BUCKETS.map(({ fromMin, toMin, earlyMs, lateMs }) => {
    const inBucket = errors.filter(({ horizonMs }) => horizonMs >= fromMin * MINUTE && horizonMs < toMin * MINUTE);
    const arrivedOnIt = inBucket.filter(({ errorMs }) => errorMs <= earlyMs && errorMs >= -lateMs);
    return arrivedOnIt.length / Math.max(1, inBucket.length);
  });
  return { shares, score: shares.reduce((sum, share) => sum + share, 0) / shares.length };
}

/**
 * Rides replayed on synthetic runs: for each run, PAST_RIDES rides make its history, then RIDES more
 * are driven report by report while the predictor and the baseline, given the same reports, predict
 * every stop ahead; each prediction is scored against the ride's true arrival.
 */
export async function etaBenchmark(): Promise<void> {
  console.log(`BENCH_RUNS=${RUNS} BENCH_RIDES=${RIDES} BENCH_SEED=${SEED}: synthetic runs of 10–25 stops and 8–30 km, ${PAST_RIDES} past rides each for history, ${RIDES} replayed with reports every 5–10 s.`);
  const started = performance.now();
  const random = seeded(SEED);
  const [ours, baseline]: Errors[] = [[], []];
  for (let runIndex = 0; runIndex < RUNS; runIndex += 1) {
    const synthetic = syntheticRun(random);
    const past: RideArrivals[] = Array.from({ length: PAST_RIDES }, (_, day) => simulatedRide(synthetic, day, random));
    const history = segmentHistoryOf(synthetic.run, past);
    for (let ride = 0; ride < RIDES; ride += 1) {
      const driven = simulatedRide(synthetic, PAST_RIDES + ride, random);
      replay(synthetic.run, driven, history, predictArrivals, ours);
      replay(synthetic.run, driven, history, baselineArrivals, baseline);
    }
  }
  console.log(`${'absolute error'.padEnd(16)} ${'ours p50'.padStart(9)} ${'ours p90'.padStart(9)} ${'base p50'.padStart(9)} ${'base p90'.padStart(9)} ${'ours / base p90'.padStart(16)} ${'predictions'.padStart(12)}`);
  const p90At10 = { ours: NaN, baseline: NaN };
  for (const horizon of HORIZONS_MIN) {
    const [mine, theirs] = [absoluteAt(ours, horizon), absoluteAt(baseline, horizon)];
    const [oursP90, baseP90] = [percentile(mine, 0.9), percentile(theirs, 0.9)];
    if (horizon === 10) Object.assign(p90At10, { ours: oursP90, baseline: baseP90 });
    console.log(`${`${horizon} min out`.padEnd(16)} ${minutesSeconds(percentile(mine, 0.5)).padStart(9)} ${minutesSeconds(oursP90).padStart(9)} ${minutesSeconds(percentile(theirs, 0.5)).padStart(9)} ${minutesSeconds(baseP90).padStart(9)} ${ratio(oursP90 / baseP90).padStart(16)} ${String(mine.length).padStart(12)}`);
  }
  const [ourBuckets, baseBuckets] = [bucketScore(ours), bucketScore(baseline)];
  const bucketNames = BUCKETS.map(({ fromMin, toMin }) => `${fromMin}–${toMin}`).join(', ');
  console.log(`bucket score (${bucketNames} min out)`);
  console.log(`  ours     ${percent(ourBuckets.score).padStart(6)}  (${ourBuckets.shares.map(percent).join(', ')})`);
  console.log(`  baseline ${percent(baseBuckets.score).padStart(6)}  (${baseBuckets.shares.map(percent).join(', ')})`);
  const belowBaseline = 1 - p90At10.ours / p90At10.baseline;
  console.log(`Budget: p90 at 10 min out ≤ ${minutesSeconds(P90_BUDGET_MS)} (ours ${minutesSeconds(p90At10.ours)}): ${verdict(p90At10.ours <= P90_BUDGET_MS)}`);
  console.log(`Budget: bucket score ≥ ${percent(BUCKET_BUDGET)} (ours ${percent(ourBuckets.score)}): ${verdict(ourBuckets.score >= BUCKET_BUDGET)}`);
  console.log(`Budget: p90 at 10 min out ≥ ${percent(BELOW_BASELINE_BUDGET)} below the baseline's (${percent(belowBaseline)} below): ${verdict(belowBaseline >= BELOW_BASELINE_BUDGET)}`);
  console.log(`${ours.length.toLocaleString('en-US')} predictions each, in ${((performance.now() - started) / 1000).toFixed(1)} s; "base" is the schedule shifted by the bus's current delay.`);
}
