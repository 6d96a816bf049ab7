import type DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import { batched, inKeyOrder } from '../db/batched';
import type { Database } from '../db/schema';

/** What the telematics read of a run: its path, its stops and its times. */
export interface RunRoute {
  id: number;
  polyline: string | null;
  stops: string;
  startTime: string;
  endTime: string;
  direction: string;
}

/**
 * The runs' routes as the position ingest, the ETAs and ridership read them. Each works out what it
 * needs from a run once (its path measured, its stops placed); the row they start from is read once
 * for all three, and a round's runs in one statement: a state's morning starts thousands of runs
 * within minutes, and each run's first position used to read its route three times.
 */
export class RunRoutes {
  private readonly rows: DataLoader<number, RunRoute | undefined>;

  constructor(db: Kysely<Database>) {
    this.rows = batched(async (routeIds) => inKeyOrder(routeIds,
      await db.selectFrom('routes').select(['id', 'polyline', 'stops', 'startTime', 'endTime', 'direction']).where('id', 'in', [...new Set(routeIds)]).execute(),
      (route) => route.id));
  }

  /**
   * A value worked out from each run's route, once per run: those asking while it is being read wait
   * for the same reading, and a failed reading is tried again by the next to ask.
   */
  perRun<T>(derive: (route: RunRoute | undefined) => T): (routeId: number) => Promise<T> {
    const kept = new Map<number, Promise<T>>();
    return (routeId) => {
      let value = kept.get(routeId);
      if (!value) {
        value = this.rows.load(routeId).then(derive);
        kept.set(routeId, value);
        value.catch(() => kept.delete(routeId));
      }
      return value;
    };
  }
}
