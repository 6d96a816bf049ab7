import type { LatLng } from '../../server/telematics/geometry';
import { baselineArrivals, etaRunOf, HISTORY_RIDES, locate, predictArrivals, segmentHistoryOf, type RideNow, type SegmentHistory } from '../../server/telematics/eta';

const MINUTE = 60_000;
const METERS_PER_DEGREE = 111_320;
/** A point this many metres north of the run's start, in lower Manhattan. */
const north = (meters: number): LatLng => [40.7 + meters / METERS_PER_DEGREE, -74.0];
/** A street due north, a point every 50 m, with ten stops 500 m apart, due two minutes apart from 07:00. */
const PATH = Array.from({ length: 91 }, (_, index) => north(index * 50));
const clock = (minutes: number) => `${String(7 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const runDue = (minutes: number[]) => etaRunOf(PATH, minutes.map((due, index) => ({ sequence: index + 1, lat: north(index * 500)[0], lng: -74.0, time: clock(due) })));
const EVEN = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18];
const run = runDue(EVEN);
const T0 = Date.parse('2026-09-01T11:00:00Z');
/** Halfway between the fifth and sixth stops; on time, the bus is there 9 min 25 s into the run (a 50 s dwell, then 70 s of driving). */
const HALFWAY = 2_250;
const ON_TIME_HALFWAY = 9 * MINUTE + 25_000;

const rideAt = (meters: number, sinceStart: number, overrides: Partial<RideNow> = {}): RideNow => ({
  position: north(meters),
  at: T0 + sinceStart,
  startedAt: T0,
  scheduledStart: T0,
  ...overrides,
});
const gaps = (times: number[]) => times.slice(1).map((time, index) => time - times[index]);
const predictedTimes = (ride: RideNow, history?: SegmentHistory) => predictArrivals(run, { ...ride, history }).arrivals.map(({ predictedAt }) => predictedAt);

describe('stop arrival predictions for a bus on its run', () => {
  it('predicts a bus on schedule at mid-run near the schedule, for the stops ahead only', () => {
    const { arrivals } = predictArrivals(run, rideAt(HALFWAY, ON_TIME_HALFWAY));
    expect(arrivals.map(({ sequence }) => sequence)).toEqual([6, 7, 8, 9, 10]);
    for (const { predictedAt, scheduledAt, delaySeconds } of arrivals) {
      expect(Math.abs(predictedAt - scheduledAt)).toBeLessThan(MINUTE);
      expect(delaySeconds).toBe(Math.round((predictedAt - scheduledAt) / 1000));
    }
    expect(arrivals.map(({ scheduledAt }) => (scheduledAt - T0) / MINUTE)).toEqual([10, 12, 14, 16, 18]);
  });

  it('publishes whole milliseconds, and a delay that agrees with them to the second, for a ride on a stretched timetable', () => {
    // A ride's timetable scaled to its own times (a demo ride brought forward) puts its stops at fractions of a millisecond.
    const stretched = { ...run, stops: run.stops.map((stop) => ({ ...stop, dueAfterMs: stop.dueAfterMs * 1.000_123_7 })) };
    for (let meters = 0; meters < 4_500; meters += 37) {
      for (const { predictedAt, scheduledAt, delaySeconds } of predictArrivals(stretched, rideAt(meters, (meters / 4_500) * 18 * MINUTE + 0.25, { scheduledStart: T0 + 0.5 })).arrivals) {
        expect([predictedAt, scheduledAt].every(Number.isInteger)).toBe(true);
        expect(delaySeconds).toBe(Math.round((predictedAt - scheduledAt) / 1000));
      }
    }
  });

  it('predicts a bus that left 5 minutes late about 5 minutes late at the next stops', () => {
    const late = rideAt(HALFWAY, 5 * MINUTE + ON_TIME_HALFWAY, { startedAt: T0 + 5 * MINUTE });
    const next = predictArrivals(run, late).arrivals.slice(0, 3);
    for (const { delaySeconds } of next) {
      expect(delaySeconds).toBeGreaterThan(260);
      expect(delaySeconds).toBeLessThanOrEqual(300);
    }
  });

  it('keeps some of a slow ride\'s slowness for the stops ahead, less the further ahead', () => {
    const onTime = gaps(predictedTimes(rideAt(HALFWAY, ON_TIME_HALFWAY)));
    const slow = gaps(predictedTimes(rideAt(HALFWAY, ON_TIME_HALFWAY * 1.2)));
    const stretch = slow.map((gap, index) => gap / onTime[index]);
    expect(Math.min(...stretch)).toBeGreaterThan(1.03);
    expect(stretch[stretch.length - 1]).toBeLessThan(stretch[0]);
  });

  it('does not predict stops already reached, and nothing once at the last stop', () => {
    expect(predictArrivals(run, rideAt(2_000, 8 * MINUTE)).arrivals[0].sequence).toBe(6);
    expect(predictArrivals(run, rideAt(2_010, 8 * MINUTE)).arrivals.map(({ sequence }) => sequence)).not.toContain(5);
    expect(predictArrivals(run, rideAt(4_500, 18 * MINUTE)).arrivals).toEqual([]);
  });

  it('counts the dwell already spent at the stop the bus stands at', () => {
    const standing = rideAt(2_000, 8 * MINUTE + 40_000);
    const recent = [40, 30, 20, 10, 5].map((secondsAgo) => ({ position: north(2_005), at: standing.at - secondsAgo * 1000 }));
    const [unknown] = predictArrivals(run, standing).arrivals;
    const [known] = predictArrivals(run, { ...standing, recent }).arrivals;
    expect(unknown.predictedAt - known.predictedAt).toBeGreaterThan(30_000);
    expect(Math.abs(known.predictedAt - known.scheduledAt)).toBeLessThan(15_000);
  });

  it('lengthens a segment the run\'s history says is slow, and only that one', () => {
    const usual: SegmentHistory = Object.fromEntries(run.stops.map(({ sequence }) => [sequence, sequence === 1 ? 0 : 2 * MINUTE]));
    const ride = rideAt(HALFWAY, ON_TIME_HALFWAY);
    const plain = gaps(predictedTimes(ride, usual));
    const slowEighth = gaps(predictedTimes(ride, { ...usual, 8: 6 * MINUTE }));
    // The gaps run from stop 6 to 7, 7 to 8, 8 to 9 and 9 to 10.
    expect(slowEighth[1] - plain[1]).toBeGreaterThan(3.5 * MINUTE);
    expect(slowEighth[0]).toBe(plain[0]);
    expect(Math.abs(slowEighth[3] - plain[3])).toBeLessThan(1_000);
  });

  it('falls back on the schedule\'s spacing of the stops when there is no history', () => {
    const uneven = runDue([0, 2, 4, 6, 8, 10, 15, 17, 19, 21]);
    const times = predictArrivals(uneven, rideAt(HALFWAY, ON_TIME_HALFWAY)).arrivals.map(({ predictedAt }) => predictedAt);
    const [toSeventh, toEighth] = gaps(times);
    expect(toSeventh / toEighth).toBeCloseTo(5 / 2, 1);
  });
});

describe('placing the bus along its path', () => {
  const previous = { meters: HALFWAY, at: T0 + ON_TIME_HALFWAY };

  it('never moves the bus back for a fix behind it, however far', () => {
    for (const behind of [20, 45, 400]) {
      expect(locate(run, { position: north(HALFWAY - behind), at: previous.at + 5_000 }, previous).meters).toBe(HALFWAY);
    }
  });

  it('follows a bus forward, and cuts short a fix further ahead than a bus could have driven', () => {
    expect(locate(run, { position: north(HALFWAY + 60), at: previous.at + 5_000 }, previous).meters).toBeCloseTo(HALFWAY + 60, 0);
    const stray = locate(run, { position: north(4_000), at: previous.at + 5_000 }, previous).meters;
    expect(stray).toBeGreaterThan(HALFWAY);
    expect(stray).toBeLessThan(HALFWAY + 200);
  });
});

describe('a run\'s segment history', () => {
  const threeStops = runDue(EVEN.slice(0, 3));
  /** A ride that reached the stops these many seconds after leaving. */
  const ride = (startedAt: number, seconds: number[]) => ({ startedAt, arrivals: Object.fromEntries(seconds.map((second, index) => [index + 1, startedAt + second * 1000])) });

  it('takes each segment\'s median over the rides, the first segment from leaving', () => {
    const rides = [ride(T0, [30, 150, 300]), ride(T0 + MINUTE, [20, 200, 320]), ride(T0 + 2 * MINUTE, [40, 160, 290])];
    expect(segmentHistoryOf(threeStops, rides)).toEqual({ 1: 30_000, 2: 120_000, 3: 130_000 });
  });

  it('forgets rides older than the last ones, and a segment no ride recorded', () => {
    const recent = Array.from({ length: HISTORY_RIDES }, (_, day) => ride(T0 + day * MINUTE, [30, 150, 300]));
    const history = segmentHistoryOf(threeStops, [ride(T0 - MINUTE, [900, 9_000, 90_000]), ...recent]);
    expect(history).toEqual({ 1: 30_000, 2: 120_000, 3: 150_000 });
    expect(segmentHistoryOf(threeStops, [{ startedAt: T0, arrivals: { 1: T0 + 30_000, 3: T0 + 300_000 } }])).toEqual({ 1: 30_000 });
  });
});

describe('the baseline prediction', () => {
  it('shifts every stop ahead by how late the bus is where it is now', () => {
    // Halfway between the stops due at 8 and 10 minutes, the bus is due at 9: at 12 it is 3 minutes late.
    const { arrivals } = baselineArrivals(run, rideAt(HALFWAY, 12 * MINUTE));
    expect(arrivals.map(({ sequence }) => sequence)).toEqual([6, 7, 8, 9, 10]);
    for (const { predictedAt, scheduledAt, delaySeconds } of arrivals) {
      expect(predictedAt - scheduledAt).toBe(3 * MINUTE);
      expect(delaySeconds).toBe(180);
    }
  });
});
