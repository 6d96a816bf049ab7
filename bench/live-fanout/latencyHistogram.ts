import type { Percentiles } from './protocol';

const BUCKETS_PER_MS = 10;
const LONGEST_MS = 60_000;

/**
 * Latencies counted in tenth-of-a-millisecond buckets: hundreds of thousands a second are recorded,
 * and a list of them all would cost the watcher process more than the measuring is worth.
 */
export class LatencyHistogram {
  private readonly counts = new Uint32Array(LONGEST_MS * BUCKETS_PER_MS + 1);
  private total = 0;

  record(ms: number): void {
    const bucket = Math.min(this.counts.length - 1, Math.max(0, Math.round(ms * BUCKETS_PER_MS)));
    this.counts[bucket] += 1;
    this.total += 1;
  }

  get count(): number {
    return this.total;
  }

  /** The latency under which `share` (0–1) of those recorded fall; NaN when nothing was recorded. */
  percentile(share: number): number {
    if (this.total === 0) return Number.NaN;
    const wanted = Math.ceil(share * this.total);
    let seen = 0;
    for (let bucket = 0; bucket < this.counts.length; bucket += 1) {
      seen += this.counts[bucket];
      if (seen >= wanted) return bucket / BUCKETS_PER_MS;
    }
    return LONGEST_MS;
  }

  percentiles(): Percentiles {
    return { p50Ms: this.percentile(0.5), p99Ms: this.percentile(0.99) };
  }
}
