import { bearing, replayedAt, replaySpan, type TimedTrace } from '../../src/pages/rides/replay';

const T0 = Date.parse('2026-11-27T14:00:00Z');
/** North 0.01° in 60 s, stands 30 s, then east 0.01° in 60 s. */
const trace: TimedTrace = {
  vehicleId: 7,
  vehicleNumber: '107',
  points: [{ lat: 38, lng: -121 }, { lat: 38.01, lng: -121 }, { lat: 38.01, lng: -121 }, { lat: 38.01, lng: -120.99 }],
  times: [T0, T0 + 60_000, T0 + 90_000, T0 + 150_000],
};

describe('replaying a recorded trace', () => {
  it('places the vehicle between the points recorded around the moment, in proportion to the time', () => {
    const halfway = replayedAt(trace, T0 + 30_000)!;
    expect(halfway.position.lat).toBeCloseTo(38.005, 9);
    expect(halfway.position.lng).toBe(-121);
    expect(halfway.heading).toBeCloseTo(0, 5);
    expect(halfway.driven).toEqual([trace.points[0], halfway.position]);

    const east = replayedAt(trace, T0 + 120_000)!;
    expect(east.position.lng).toBeCloseTo(-120.995, 9);
    expect(east.heading).toBeCloseTo(90, 0);
    expect(replayedAt(trace, T0 + 150_000)!.position).toEqual(trace.points[3]);
  });

  it('keeps the heading it came with while standing, and shows nothing outside the trace', () => {
    expect(replayedAt(trace, T0 + 75_000)!.heading).toBeCloseTo(0, 5);
    expect(replayedAt(trace, T0 - 1)).toBeNull();
    expect(replayedAt(trace, T0 + 150_001)).toBeNull();
  });

  it('spans every trace, and nothing when none has two points', () => {
    const later: TimedTrace = { ...trace, vehicleId: 8, times: trace.times.map((time) => time + 600_000) };
    expect(replaySpan([trace, later])).toEqual({ start: T0, end: T0 + 750_000 });
    expect(replaySpan([{ ...trace, points: [trace.points[0]], times: [T0] }])).toBeNull();
  });

  it('reads a bearing clockwise from north', () => {
    expect(bearing({ lat: 0, lng: 0 }, { lat: 0, lng: -1 })).toBeCloseTo(270, 5);
    expect(bearing({ lat: 1, lng: 0 }, { lat: 0, lng: 0 })).toBeCloseTo(180, 5);
  });
});
