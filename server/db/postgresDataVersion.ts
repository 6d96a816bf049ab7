import { sql, type Kysely } from 'kysely';
import type { DataVersion } from './connect';
import type { Database } from './schema';

/**
 * PostgreSQL's data version: the server's current snapshot as text (`pg_current_snapshot()`: the
 * oldest transaction still running, one past the latest to have ended, and those running in
 * between). A transaction that changes data is given an id, and its end (commit or rollback) either
 * moves the second part or takes it out of the third; neither ever comes back. So two equal readings
 * mean that no change was committed between them — by this process, another one, or anyone else on
 * the server. (Any database of the server and any rolled-back write move it too: answers are dropped
 * more often than needed, never kept too long.) One reading is a round trip that touches no table.
 *
 * With it comes the count of changes to what sessions' access is worked out from (migration 0029),
 * which many writes (positions, rides) leave as it is.
 *
 * Readings are shared: whoever asks while one is on its way waits for the next, which is sent as soon
 * as that one is back. So a caller is never given a reading taken before it asked, and under load one
 * round trip serves every request that arrived meanwhile.
 */
export function postgresDataVersion(db: Kysely<Database>): () => Promise<DataVersion> {
  // In the same statement, so in the same snapshot: the access counter counts the changes committed before it.
  const read = async () => {
    const { rows } = await sql<DataVersion>`select pg_current_snapshot()::text as data, (select version::text from change_counters where name = 'access') as access`.execute(db);
    return rows[0];
  };
  let onItsWay: Promise<unknown> = Promise.resolve();
  let next: Promise<DataVersion> | undefined;
  return () => {
    next ??= onItsWay.then(() => {
      next = undefined;
      const reading = read();
      onItsWay = reading.catch(() => undefined);
      return reading;
    });
    return next;
  };
}
