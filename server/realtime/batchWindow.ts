/**
 * When a batch of live messages goes out. A batch started while nothing went out for a whole window
 * leaves at the end of the event loop's turn, with whatever was handed over in the same turn (a
 * device's request, a simulator's tick); otherwise it leaves when the window since the last batch
 * ends. So a quiet feed adds no wait at all, a busy one waits at most a window, and no feed sends
 * more than one batch per window (give or take a tenth), which is what bounds the cost of writing
 * to every socket.
 *
 * A busy feed's batch leaves on the turn of the first addition that finds its window (nearly) over,
 * rather than on a timer of its own: each timer is a wake-up of the process, and wake-ups are dear
 * on a virtual machine (about 0.1 ms of CPU each on the two-core machines here). The timer is only
 * for a window that ends with nothing more added.
 */
export class BatchWindow {
  private timer: NodeJS.Timeout | null = null;
  private leaving: NodeJS.Immediate | null = null;
  private lastSentAt = -Infinity;

  constructor(private readonly windowMs: number, private readonly send: () => void) {}

  /** Something was added to the batch: makes sure it leaves in time. */
  added(): void {
    if (this.leaving) return;
    const wait = this.lastSentAt + this.windowMs - performance.now();
    if (wait > this.windowMs / 10) {
      this.timer ??= setTimeout(() => this.send(), wait);
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.leaving = setImmediate(() => this.send());
  }

  /** The batch went out (by the timer, at the end of a turn, or early, on close). */
  sent(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.leaving) clearImmediate(this.leaving);
    this.timer = null;
    this.leaving = null;
    this.lastSentAt = performance.now();
  }
}
