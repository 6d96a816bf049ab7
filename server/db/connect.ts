import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { collationKey, COLLATION_KEY_FUNCTION } from './collationKey';
import { withCachedStatements } from './statementCache';
import { guardedDialect } from './guardedDialect';
import { postgresRoundTrip, sqliteWriteLockCheck } from './availabilityCheck';
import { bulkConnection, type BulkConnection } from './copyRows';
import { postgresDataVersion } from './postgresDataVersion';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, safe to print (no password). */
  location: string;
  /**
   * A value that moves whenever the data may have changed: on SQLite a write by this process or a
   * commit by another (read from memory and the file), on PostgreSQL any commit on the server (one
   * round trip). What was worked out from the data can be kept while it stays the same.
   */
  dataVersion: () => DataVersion | Promise<DataVersion>;
  /**
   * Resolves when the database can serve this process now — read and take the write lock the API
   * needs — and rejects otherwise (DatabaseUnavailableError when it is locked or out of reach).
   * Cheap, bounded and leaves nothing behind: what `/api/health` asks.
   */
  checkAvailable(): Promise<void>;
  /**
   * PostgreSQL only: `work` on a connection of its own, with COPY on that same connection (inside
   * its transactions) for writing many rows at once: the seeds' bulk writes.
   */
  withBulkConnection?<T>(work: (connection: BulkConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Two values that move when the data may have changed: `data` with any change, `access` with a
 * change to what a session's access is worked out from (sessions, users, memberships, accounts; on
 * SQLite the same as `data`).
 */
export interface DataVersion {
  data: string;
  access: string;
}

/** Raised when the database cannot be opened; its message is meant for the person starting the console. */
export class DatabaseOpenError extends Error {}

export interface DatabaseSettings {
  dataDir: string;
  databaseUrl?: string;
}

export async function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  return settings.databaseUrl ? openPostgres(settings.databaseUrl) : openSqlite(settings.dataDir);
}

export function describePostgresUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `postgres://${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'postgres (unparseable DATABASE_URL)';
  }
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const location = describePostgresUrl(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // A client losing its connection must not crash the process, idle in the pool or checked out between
  // two statements (the pool listens only to idle ones): the next query on it fails, and the pool drops it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseOpenError(`Cannot connect to the database at ${location}: ${reason(error)}. Check DATABASE_URL.`);
  }
  const db = new Kysely<Database>({ dialect: guardedDialect(new PostgresDialect({ pool })), plugins: [new CamelCasePlugin()] });
  const withBulkConnection = async <T>(work: (connection: BulkConnection) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await work(bulkConnection(client));
    } finally {
      client.release();
    }
  };
  return { db, dialect: 'postgres', location, dataVersion: postgresDataVersion(db), checkAvailable: postgresRoundTrip(db), withBulkConnection, close: () => db.destroy() };
}

/** How long a statement waits for another process's write lock before the request answers 503. */
const BUSY_TIMEOUT_MS = 5000;

function openSqlite(dataDir: string): DatabaseHandle {
  const file = path.join(dataDir, 'console.sqlite');
  let sqlite: SQLite.Database;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    sqlite.function(COLLATION_KEY_FUNCTION, { deterministic: true }, collationKey);
    // Probe a write so a read-only file or folder is found now, not at the first save.
    sqlite.exec('create table if not exists _write_probe (x integer); drop table _write_probe;');
  } catch (error) {
    throw new DatabaseOpenError(`Cannot use the data folder ${dataDir}: ${reason(error)}. Check DATA_DIR.`);
  }
  // Every transaction here writes: taking the write lock at its start lets the busy timeout wait for
  // another process's writer. A deferred one that read first would fail at once (SQLITE_BUSY_SNAPSHOT).
  const database = withCachedStatements(sqlite);
  const dialect = guardedDialect(new SqliteDialect({ database }), { beginStatement: 'begin immediate' });
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  return {
    db, dialect: 'sqlite', location: file, dataVersion: () => {
      const data = database.dataVersion();
      return { data, access: data };
    },
    checkAvailable: sqliteWriteLockCheck(db, sqlite, BUSY_TIMEOUT_MS), close: () => db.destroy(),
  };
}

function reason(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: string; message?: string };
    if (message && code && !message.includes(code)) return `${message} (${code})`;
    if (message) return message;
    if (code) return code;
  }
  return String(error);
}
