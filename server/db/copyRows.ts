import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { guardedDialect } from './guardedDialect';
import type { Database } from './schema';

/** Writes rows to a table in one go: PostgreSQL's COPY, for the seeds' bulk writes. */
export type CopyRows = (table: keyof Database & string, rows: readonly object[]) => Promise<void>;

/** Lines handed to the connection at a time: large enough to keep COPY busy, small enough to stream. */
const LINES_PER_CHUNK = 2000;

/** A connection for bulk writes: its Kysely, COPY on it, and the checks taken off while loading (giving back what puts them back). */
export interface BulkConnection {
  db: Kysely<Database>;
  copy: CopyRows;
  checksAfterLoading: () => Promise<() => Promise<void>>;
}

/**
 * A Kysely of one checked-out connection, and COPY on that same connection: rows copied inside the
 * Kysely's transaction are part of it (written, or gone on a rollback, with the rest).
 */
export function bulkConnection(client: pg.PoolClient): BulkConnection {
  // The connection stays checked out until the caller releases it: Kysely's own release does nothing.
  const kept = new Proxy(client, {
    get: (target, property) => {
      if (property === 'release') return () => undefined;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const pool = { connect: async () => kept, end: async () => undefined } as unknown as pg.Pool;
  const db = new Kysely<Database>({ dialect: guardedDialect(new PostgresDialect({ pool })), plugins: [new CamelCasePlugin()] });
  return { db, copy: (table, rows) => copyRows(client, db, table, rows), checksAfterLoading: () => checksAfterLoading(client) };
}

/**
 * Drops the foreign keys and the plain indexes of the console's tables and gives back what puts
 * them back: a row copied into a table with its foreign keys checks each of them, one by one (a
 * seed's badge scans went at 22,000 rows a second), where adding a key back checks all its rows in
 * one join, and an index is built faster at once than row by row. In a transaction, as the seed's:
 * should the load fail, the rollback brings all of them back as they were.
 */
async function checksAfterLoading(client: pg.PoolClient): Promise<() => Promise<void>> {
  const { rows: keys } = await client.query<{ name: string; table: string; definition: string }>(
    `select conname as name, conrelid::regclass::text as "table", pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`);
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index
       where indrelid::regclass::text in (select tablename from pg_tables where schemaname = 'public')
         and not indisprimary and not exists (select 1 from pg_constraint where conindid = indexrelid)`);
  for (const key of keys) await client.query(`alter table ${key.table} drop constraint ${client.escapeIdentifier(key.name)}`);
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  return async () => {
    for (const index of indexes) await client.query(index.definition);
    for (const key of keys) await client.query(`alter table ${key.table} add constraint ${client.escapeIdentifier(key.name)} ${key.definition}`);
  };
}

async function copyRows(client: pg.PoolClient, db: Kysely<Database>, table: keyof Database & string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const fields = fieldsOf(rows);
  const target = compiledInsert(db, table, fields);
  const statement = `copy ${client.escapeIdentifier(target.table)} (${target.columns.map((column) => client.escapeIdentifier(column)).join(', ')}) from stdin (format csv)`;
  await pipeline(Readable.from(csvChunks(rows, fields)), client.query(copyFrom(statement)));
}

/** Every field any row has, in the order they first appear (rows may leave an optional field out). */
function fieldsOf(rows: readonly object[]): string[] {
  const fields = new Set<string>();
  for (const row of rows) for (const field of Object.keys(row)) fields.add(field);
  return [...fields];
}

/** The table's and columns' names as Kysely writes them (its camel-case mapping), read from an insert it compiles. */
function compiledInsert(db: Kysely<Database>, table: keyof Database & string, fields: string[]): { table: string; columns: string[] } {
  const { sql } = db.insertInto(table).values(Object.fromEntries(fields.map((field) => [field, null])) as never).compile();
  const match = /^insert into "([^"]+)" \(([^)]*)\) values/.exec(sql);
  if (!match) throw new Error(`Unexpected insert statement for ${table}: ${sql}`);
  return { table: match[1], columns: match[2].split(', ').map((column) => column.slice(1, -1)) };
}

function* csvChunks(rows: readonly object[], fields: string[]): Generator<string> {
  for (let start = 0; start < rows.length; start += LINES_PER_CHUNK) {
    let chunk = '';
    for (const row of rows.slice(start, start + LINES_PER_CHUNK)) {
      chunk += `${fields.map((field) => csvCell((row as Record<string, unknown>)[field])).join(',')}\n`;
    }
    yield chunk;
  }
}

/** A value as COPY's CSV reads it: nothing for null, anything else quoted (so an empty text stays empty text). */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value
    : value instanceof Date ? value.toISOString()
      : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}
