import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseSettings } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { scaledDemoSize, type DemoSize } from '../../server/db/seed/operation';
import { demoSeedInfo, seedDemo, type SeedProgress } from '../../server/db/seed/seedDemo';
import { withPgClient } from '../../server/db/pgClient';

/** Built databases are kept here between runs (git-ignored): seeding a million rides takes minutes. */
const DATA_ROOT = fileURLToPath(new URL('../.data', import.meta.url));
export const SQLITE_FILE = 'console.sqlite';

type Log = (line: string) => void;

/**
 * A database is reused when it holds exactly the current migrations and a demo seeded at the wanted
 * size; anything else (a new migration, another scale, an interrupted seed) is rebuilt.
 */
async function isCurrent(settings: DatabaseSettings, size: DemoSize): Promise<boolean> {
  const handle = await openDatabase(settings);
  try {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`
      .execute(handle.db.withoutPlugins()).then((result) => result.rows.map((row) => row.name), () => []);
    const seed = await demoSeedInfo(handle.db).catch(() => undefined);
    const seededSize = seed ? (JSON.parse(seed) as { size?: DemoSize }).size : undefined;
    return JSON.stringify(applied) === JSON.stringify(Object.keys(migrations).sort()) && JSON.stringify(seededSize) === JSON.stringify(size);
  } finally {
    await handle.close();
  }
}

/** Migrates and seeds the demo operation at `size`, as `npm run seed -- --scale` does. */
async function seed(settings: DatabaseSettings, size: DemoSize, log: Log): Promise<void> {
  const handle = await openDatabase(settings);
  try {
    await migrateToLatest(handle);
    const started = performance.now();
    await seedDemo(handle, { size, onProgress: progressLog(log) });
    log(`  seeded ${handle.location} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await handle.close();
  }
}

/** One line per quarter of the rides: enough to show a long seed is moving. */
function progressLog(log: Log) {
  let lastQuarter = -1;
  return ({ table, done, total }: SeedProgress) => {
    const quarter = Math.floor((done / total) * 4);
    if (table !== 'rides' || quarter === lastQuarter) return;
    lastQuarter = quarter;
    log(`  seeding rides ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`);
  };
}

/** The folder of the cached SQLite database seeded at `scale`, built (beside it, then moved in) when stale. */
export async function cachedSqlite(scale: number, log: Log): Promise<string> {
  const size = scaledDemoSize(scale);
  const dir = path.join(DATA_ROOT, `sqlite-scale-${scale}`);
  if (fs.existsSync(path.join(dir, SQLITE_FILE)) && (await isCurrent({ dataDir: dir }, size))) return dir;
  log(`Building the SQLite database at scale ${scale} in ${path.relative(process.cwd(), dir)} (once; reused while the migrations stay the same)…`);
  const building = `${dir}.building`;
  fs.rmSync(building, { recursive: true, force: true });
  await seed({ dataDir: building }, size, log);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
  return dir;
}

/** A throw-away copy of the cached database, so that sign-ins and audit rows of a run never reach the cache. */
export function workingCopy(cachedDir: string): { dataDir: string; remove(): void } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-list-'));
  fs.copyFileSync(path.join(cachedDir, SQLITE_FILE), path.join(dataDir, SQLITE_FILE));
  return { dataDir, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Brings the PostgreSQL database of `databaseUrl` to a demo seeded at `size`. The benchmark owns that
 * database: when stale it is dropped, created again and seeded.
 */
export async function seededPostgres(databaseUrl: string, size: DemoSize, log: Log): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const settings = { dataDir: os.tmpdir(), databaseUrl };
  const maintenanceUrl = Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString();
  if (!(await withPgClient(maintenanceUrl, (client) => databaseExists(client, name))) || !(await isCurrent(settings, size))) {
    log(`Building the PostgreSQL database ${name} for ${size.students.toLocaleString('en-US')} students and ${size.runs.toLocaleString('en-US')} runs over ${size.pastSchoolDays + size.futureSchoolDays + 1} school days (once; reused while the migrations stay the same)…`);
    await withPgClient(maintenanceUrl, async (client) => {
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
      await client.query(`create database ${client.escapeIdentifier(name)}`);
    });
    await seed(settings, size, log);
  }
  // What autovacuum does for a database in service, and may be off for (test servers often turn it
  // off): statistics for the planner and a visibility map for index-only scans. Quick when done before.
  await withPgClient(databaseUrl, (client) => client.query('vacuum (analyze)'));
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  return Boolean(rowCount);
}

