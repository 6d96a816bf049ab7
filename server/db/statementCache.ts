import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every statement the API sends in a day's use; the least recently used go first. */
const CACHED_STATEMENTS = 500;
/** Answers kept: a console's lists, records and sessions between two writes. */
const CACHED_ANSWERS = 300;
/** A larger answer (an export) is read again rather than kept. */
const LARGEST_CACHED_ANSWER = 500;

/** A Map used as a small LRU: a hit moves the entry to the end, the first entry is the oldest. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > capacity) map.delete(map.keys().next().value!);
  return value;
}

const isReadingSql = (sql: string) => /^\s*(select|with)\b/i.test(sql);
const cacheableParameters = (parameters: ReadonlyArray<unknown>) => parameters.every((value) => value === null || typeof value !== 'object');

/**
 * The SQLite database as Kysely uses it, with two savings that change no answer:
 *
 * - Statements are prepared once. Kysely's driver prepares every query it runs, which costs as
 *   much as running a page of rides; the same SQL text (values are bound) gets the same compiled
 *   statement back. SQLite prepares it again by itself after a schema change. A statement still
 *   being iterated (a streamed query) is busy: that one query gets a fresh statement.
 * - Answers to reads are kept until the database changes. Every statement that is not a read
 *   (a write, and `begin`/`commit`/`rollback`, so that rows seen inside a transaction that rolls
 *   back are dropped too) moves this process's write count on, and SQLite's `data_version` moves
 *   when another process commits to the file. A kept answer is given only while both are as they
 *   were when it was read; callers get copies of its rows, never the kept ones.
 */
export function withCachedStatements(sqlite: SQLite.Database): SqliteDatabase & { dataVersion(): string } {
  const statements = new Map<string, SQLite.Statement>();
  const answers = new Map<string, { version: string; rows: Record<string, unknown>[] }>();
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let writes = 0;
  const version = () => `${writes}:${dataVersion.get() as number}`;

  const compiled = (sql: string): SQLite.Statement => {
    const cached = statements.get(sql);
    if (cached?.busy) return sqlite.prepare(sql);
    return remember(statements, sql, cached ?? sqlite.prepare(sql), CACHED_STATEMENTS);
  };

  const writing = (statement: SQLite.Statement): SqliteStatement => ({
    reader: statement.reader,
    all(parameters) {
      try {
        return statement.all(parameters);
      } finally {
        writes += 1;
      }
    },
    run(parameters) {
      try {
        return statement.run(parameters);
      } finally {
        writes += 1;
      }
    },
    iterate(parameters) {
      writes += 1;
      return statement.iterate(parameters);
    },
  });

  const reading = (sql: string, statement: SQLite.Statement): SqliteStatement => ({
    reader: statement.reader,
    all(parameters) {
      if (!cacheableParameters(parameters)) return statement.all(parameters);
      const key = `${sql}\0${JSON.stringify(parameters)}`;
      const now = version();
      const kept = answers.get(key);
      if (kept?.version === now) return kept.rows.map((row) => ({ ...row }));
      const rows = statement.all(parameters) as Record<string, unknown>[];
      const small = rows.length <= LARGEST_CACHED_ANSWER && !Object.values(rows[0] ?? {}).some((value) => value instanceof Uint8Array);
      if (small) remember(answers, key, { version: now, rows: rows.map((row) => ({ ...row })) }, CACHED_ANSWERS);
      return rows;
    },
    run: (parameters) => statement.run(parameters),
    iterate: (parameters) => statement.iterate(parameters),
  });

  return {
    dataVersion: version,
    close: () => sqlite.close(),
    prepare(sql: string) {
      const statement = compiled(sql);
      return statement.readonly && isReadingSql(sql) ? reading(sql, statement) : writing(statement);
    },
  };
}
