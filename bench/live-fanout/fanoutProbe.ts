import type { LivePosition } from '../../permissions/liveFeeds';

/**
 * Watches a server's fan-out from around its two entry points, publishing positions and flushing a
 * batch: the time spent inside them (encoding and writing to every socket happen there,
 * synchronously) and the positions superseded before their batch went out. Elapsed time, not CPU
 * time: reading the process's CPU clock costs up to a millisecond on this kind of virtual machine,
 * while the time inside includes only the odd pause of a busy machine. A batch holds one position
 * per vehicle, so when a batch is late by a second, a vehicle's older position gives way to its
 * newer one: by design, and not a loss in transport.
 */
export class FanoutProbe {
  private busyMs = 0;
  private superseded = 0;
  private readonly sinceFlush = new Set<number>();

  /** Positions that fell due together, published one by one. */
  publishing(positions: LivePosition[], publish: (position: LivePosition) => void): void {
    for (const { vehicleId } of positions) {
      if (this.sinceFlush.has(vehicleId)) this.superseded += 1;
      this.sinceFlush.add(vehicleId);
    }
    this.timed(() => positions.forEach(publish));
  }

  flushing(flush: () => void): void {
    this.sinceFlush.clear();
    this.timed(flush);
  }

  reading(): { busyMs: number; superseded: number } {
    return { busyMs: this.busyMs, superseded: this.superseded };
  }

  private timed(work: () => void): void {
    const started = performance.now();
    try {
      work();
    } finally {
      this.busyMs += performance.now() - started;
    }
  }
}
