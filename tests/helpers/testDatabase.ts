import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSettings } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import type { Requirement } from './requirements';
import { withPgClient } from '../../server/db/pgClient';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface TestDatabase {
  kind: DatabaseKind;
  settings: DatabaseSettings;
  drop(): Promise<void>;
}

/** The databases the API suites run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: { kind: DatabaseKind; requirement: Requirement }[] = [
  { kind: 'sqlite', requirement: { ok: true, why: '' } },
  {
    kind: 'postgres',
    requirement: { ok: Boolean(process.env.TEST_DATABASE_URL), why: 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)' },
  },
];

/** A database of its own for one test file: a fresh folder for SQLite, a fresh database on PostgreSQL. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
    return { kind, settings: { dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  await withPgClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    settings: { dataDir: os.tmpdir(), databaseUrl: url.toString() },
    drop: () => withPgClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}


/** The foreign keys and indexes of the console's tables on PostgreSQL, by name and definition. */
export async function postgresChecksOf(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ line: string }>`
    select conname || ' ' || pg_get_constraintdef(oid) as line from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace
    union all select indexname || ' ' || indexdef from pg_indexes where schemaname = 'public'`.execute(db);
  return rows.map(({ line }) => line).sort();
}
