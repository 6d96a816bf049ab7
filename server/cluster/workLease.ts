import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What runs while the lease is held, stopped when it is lost or the process stops. */
export interface LeasedWork {
  stop(): Promise<void>;
}

/** Who this process is in the lease table: host and process, and a start of its own (a pid is reused). */
export const processHolder = () => `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Work that runs in one process of a deployment however many serve it — the late-ride sweep, the
 * simulator, the mail sender (docs/operating.md "Several processes"). Each process tries to take the
 * lease (table `work_leases`) every third of its time to live, and the one holding it renews it and
 * runs the work; when the holder dies its lease expires and the next process to try takes it over.
 * A holder that cannot renew (its database out of reach) stops the work before its lease would
 * expire, so two processes never run it at once. Times are the processes' clocks: keep them in step
 * (NTP), as a lease of 30 s forgives a few seconds apart.
 */
export class WorkLease {
  private work: LeasedWork | undefined;
  private heldUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    readonly name: string,
    readonly holder: string,
    private readonly begin: () => Promise<LeasedWork> | LeasedWork,
    private readonly log: (line: string) => void,
    private readonly ttlMs: number,
  ) {}

  /** Tries at once, then every third of the lease's time. */
  start(): void {
    this.tryNow();
    this.timer = setInterval(() => this.tryNow(), Math.max(100, Math.floor(this.ttlMs / 3)));
    this.timer.unref();
  }

  /** Whether this process runs the work now. */
  get holding(): boolean {
    return this.work !== undefined;
  }

  /** Stops the work and gives the lease back, so that another process takes it over at its next try rather than when it expires. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
    await this.letGo('the process is stopping');
    await this.db.deleteFrom('workLeases').where('name', '=', this.name).where('holder', '=', this.holder).execute().catch(() => undefined);
  }

  private tryNow(): void {
    this.ticking ??= this.tick().finally(() => {
      this.ticking = undefined;
    });
  }

  private async tick(): Promise<void> {
    const now = Date.now();
    try {
      if (await this.take(now)) {
        this.heldUntil = now + this.ttlMs;
        if (!this.work) {
          this.work = await this.begin();
          this.log(`This process now runs the ${this.name} (lease held by ${this.holder}).`);
        }
      } else await this.letGo('another process holds its lease');
    } catch (error) {
      // Out of touch with the database: stop before the lease could pass to another process.
      if (this.work && Date.now() >= this.heldUntil - this.ttlMs / 3) await this.letGo(`its lease could not be renewed (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  /** Takes the lease when free or expired, renews it when held: whether this process holds it now. */
  private async take(now: number): Promise<boolean> {
    const expiresAt = new Date(now + this.ttlMs).toISOString();
    const row = await this.db.insertInto('workLeases').values({ name: this.name, holder: this.holder, expiresAt, takenAt: new Date(now).toISOString() })
      .onConflict((conflict) => conflict.column('name').doUpdateSet((eb) => ({
        holder: eb.ref('excluded.holder'),
        expiresAt: eb.ref('excluded.expiresAt'),
        takenAt: eb.case().when('workLeases.holder', '=', this.holder).then(eb.ref('workLeases.takenAt')).else(eb.ref('excluded.takenAt')).end(),
      })).where((eb) => eb.or([eb('workLeases.holder', '=', this.holder), eb('workLeases.expiresAt', '<', new Date(now).toISOString())])))
      .returning('holder').executeTakeFirst();
    return row?.holder === this.holder;
  }

  private async letGo(why: string): Promise<void> {
    const work = this.work;
    if (!work) return;
    this.work = undefined;
    await work.stop().catch((error: unknown) => this.log(`Stopping the ${this.name} failed: ${error instanceof Error ? error.message : String(error)}`));
    this.log(`This process no longer runs the ${this.name}: ${why}.`);
  }
}
