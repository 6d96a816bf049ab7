import type { DatabaseHandle, DataVersion } from './connect';

interface Kept<V> {
  version: string;
  until: number;
  value: V;
}

/** What belongs to `owner` (a request, a database, a session's access): made on first need, gone with it. */
export function ownedBy<Owner extends object, V>(owned: WeakMap<Owner, V>, owner: Owner, make: () => V): V {
  let value = owned.get(owner);
  if (value === undefined) owned.set(owner, (value = make()));
  return value;
}

/** The data version as read once for a request, after it arrived. */
const readings = new WeakMap<object, Promise<DataVersion>>();
const readingFor = (request: object, database: DatabaseHandle) => ownedBy(readings, request, () => Promise.resolve(database.dataVersion()));

/**
 * Answers worked out from the data (a session's access, a page of a list), kept by key while the
 * database's data version stays what it was when they were worked out, and each until the moment
 * it stands until by the clock. The version is read once per request (on SQLite from memory and the
 * file, on PostgreSQL in one light round trip; see DatabaseHandle.dataVersion) after it arrived, so
 * a change committed anywhere before shows; what the request works out is kept under that reading,
 * so a change committed meanwhile only makes the next one work it out again. The least recently
 * used answers go first past `capacity`.
 */
export class KeptAnswers<V> {
  private readonly kept = new Map<string, Kept<V>>();

  /** `standsOn`: which of the data versions the answers are kept by (a session's access by `access`). */
  constructor(private readonly database: DatabaseHandle, private readonly capacity: number, private readonly standsOn: keyof DataVersion = 'data') {}

  /**
   * The kept answer for `key` (when it is `usable` for what the caller asks), or the one `workOut`
   * gives, kept when it returns `keep`. The version is read before the work starts, so that a write
   * made meanwhile leaves nothing stale behind.
   */
  async answer(key: string, request: object, workOut: () => Promise<{ value: V; keep: boolean; until?: number }>, usable = (_kept: V) => true): Promise<V> {
    const version = (await readingFor(request, this.database))[this.standsOn];
    const kept = this.kept.get(key);
    if (kept && kept.version === version && kept.until > Date.now() && usable(kept.value)) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept.value;
    }
    const { value, keep, until = Infinity } = await workOut();
    this.kept.delete(key);
    if (keep) {
      this.kept.set(key, { version, until, value });
      if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
    }
    return value;
  }
}
