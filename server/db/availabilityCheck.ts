import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { asUnavailable } from './availability';
import type { Database } from './schema';

/**
 * How long a health check waits for SQLite's write lock. The whole process waits with it
 * (better-sqlite3 is synchronous), so a probe asked every few seconds must not take the API's full
 * busy timeout; and no transaction of the console holds the lock for more than milliseconds, so one
 * held for a second is an outage, not a queue.
 */
export const HEALTH_LOCK_WAIT_MS = 1000;

/**
 * Whether SQLite can serve this process now: reads go on under another process's write lock (WAL),
 * but every save needs that lock, so the check takes it (`begin immediate`) and lets it go at once,
 * writing nothing. It runs on the raw connection while holding Kysely's, so that no transaction of
 * ours is open on it, no kept answer is given (`select 1` was, whatever the file's state) and no
 * kept answer is dropped (the statement cache counts every statement through it as a change).
 */
export function sqliteWriteLockCheck(db: Kysely<Database>, sqlite: SQLite.Database, busyTimeoutMs: number): () => Promise<void> {
  return () => db.connection().execute(async () => {
    sqlite.pragma(`busy_timeout = ${HEALTH_LOCK_WAIT_MS}`);
    try {
      sqlite.exec('begin immediate');
      sqlite.exec('rollback');
    } catch (error) {
      throw asUnavailable(error);
    } finally {
      sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
    }
  });
}

/** Whether PostgreSQL answers now: one round trip, never kept (the pool reconnects by itself). */
export function postgresRoundTrip(db: Kysely<Database>): () => Promise<void> {
  return async () => {
    await sql`select 1`.execute(db);
  };
}
