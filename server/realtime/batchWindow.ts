/**
 * When a batch of live messages goes out. A batch started while nothing went out for a whole window
 * leaves on the next turn of the event loop, with whatever was handed over in the same turn (a
 * device's request, a simulator's tick); otherwise it leaves when the window since the last batch
 * ends. So a quiet feed adds no wait at all, a busy one waits at most a window, and no feed sends
 * more than one batch per window, which is what bounds the cost of writing to every socket.
 */
export class BatchWindow {
  private timer: NodeJS.Timeout | null = null;
  private lastSentAt = -Infinity;

  constructor(private readonly windowMs: number, private readonly send: () => void) {}

  /** Something was added to the batch: makes sure it leaves in time. */
  added(): void {
    if (this.timer) return;
    const wait = Math.max(0, this.lastSentAt + this.windowMs - performance.now());
    this.timer = setTimeout(() => this.send(), wait);
  }

  /** The batch went out (by the timer, or early, on close). */
  sent(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.lastSentAt = performance.now();
  }
}
