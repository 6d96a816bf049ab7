import { BatchWindow } from '../../server/realtime/batchWindow';

const WINDOW_MS = 100;

/** A window whose batches are noted with the fake clock's time, as LiveHub's flush marks them sent. */
function windowNotingBatches() {
  const sentAt: number[] = [];
  const window: BatchWindow = new BatchWindow(WINDOW_MS, () => {
    window.sent();
    sentAt.push(performance.now());
  });
  return { window, sentAt };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('BatchWindow: when gathered live positions go out', () => {
  it('sends a quiet feed\'s batch on the next turn, with everything added in the same turn, as one batch', () => {
    const { window, sentAt } = windowNotingBatches();
    const start = performance.now();
    for (let vehicle = 0; vehicle < 10; vehicle += 1) window.added();
    expect(sentAt).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sentAt).toEqual([start]);
  });

  it('sends a busy feed\'s batch on the turn that finds its window over, with no timer of its own', () => {
    const { window, sentAt } = windowNotingBatches();
    window.added();
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(WINDOW_MS - 1);
    const closingAt = performance.now();
    window.added();
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(0);
    expect(sentAt).toEqual([sentAt[0], closingAt]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('holds a busy feed to one batch per window, each position waiting at most the window', () => {
    const { window, sentAt } = windowNotingBatches();
    const addedAt: number[] = [];
    // A position every 7 ms for a second.
    for (let step = 0; step < 143; step += 1) {
      addedAt.push(performance.now());
      window.added();
      jest.advanceTimersByTime(7);
    }
    jest.advanceTimersByTime(WINDOW_MS);
    const gaps = sentAt.slice(1).map((at, index) => at - sentAt[index]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(WINDOW_MS * 0.9);
    // A second of positions: a batch about every window, never more than one per nine tenths of one.
    expect(sentAt.length).toBeGreaterThanOrEqual(10);
    expect(sentAt.length).toBeLessThanOrEqual(Math.ceil(1_001 / (WINDOW_MS * 0.9)));
    const waits = addedAt.map((at) => sentAt.find((sent) => sent >= at)! - at);
    expect(Math.max(...waits)).toBeLessThanOrEqual(WINDOW_MS);
  });

  it('sends at once again after a quiet window', () => {
    const { window, sentAt } = windowNotingBatches();
    window.added();
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(WINDOW_MS * 2);
    const quietUntil = performance.now();
    window.added();
    jest.advanceTimersByTime(1);
    expect(sentAt).toEqual([sentAt[0], quietUntil]);
  });

  it('leaves nothing scheduled once a batch is sent early (on close)', () => {
    const { window, sentAt } = windowNotingBatches();
    window.added();
    window.sent();
    jest.advanceTimersByTime(WINDOW_MS * 3);
    expect(sentAt).toEqual([]);
  });
});
