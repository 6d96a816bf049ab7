import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { countLimitFor } from '../../server/resources/listTotal';
import { SQLITE_FILE } from './databases';
import { announceServing, requiredEnv } from './childServer';

/** One page of rides and how many match, up to the count limit (`moreThan` past it), whatever the database. */
type ListRides = (status: string | undefined, offset: number, limit: number) => Promise<{ rows: unknown[]; total: number | '*'; moreThan?: number }>;

/**
 * BENCH_EXACT_TOTAL=true: the handler as one would first write it, with an exact `count(*)` of every
 * matching ride on each page instead of the console's bounded count.
 */
const EXACT_TOTAL = process.env.BENCH_EXACT_TOTAL === 'true';

/**
 * The two statements the console's rides list sends for an operator admin (whose tenant condition
 * is `1 = 1`), in Kysely's own text: the page, then the count of matching rows up to a limit.
 */
function listSql(withStatus: boolean, placeholder: (index: number) => string): { page: string; count: string } {
  const where = `where 1 = 1${withStatus ? ` and "rides"."status" = ${placeholder(1)}` : ''}`;
  const next = withStatus ? 2 : 1;
  return {
    page: `select "rides".* from "rides" ${where} order by "rides"."scheduled_start" desc, "rides"."id" desc limit ${placeholder(next)} offset ${placeholder(next + 1)}`,
    count: EXACT_TOTAL
      ? `select count(*) as "counted" from "rides" ${where}`
      : `select count(*) as "counted" from (select 1 as "one" from "rides" ${where} limit ${placeholder(next)}) as "matching"`,
  };
}

/** The console's rule (server/resources/listTotal.ts), written out again: exact below the limit, "more than" at it. */
function totalOf(counted: number, countLimit: number): { total: number | '*'; moreThan?: number } {
  return counted > countLimit && !EXACT_TOTAL ? { total: '*', moreThan: countLimit } : { total: counted };
}

/** The count statement's parameters: the filter, and the limit unless it counts every row. */
const countParameters = (filter: string[], countLimit: number) => (EXACT_TOTAL ? filter : [...filter, countLimit + 1]);

function sqliteRides(dataDir: string): { list: ListRides; close(): Promise<void> } {
  const sqlite = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true });
  const prepared = [false, true].map((withStatus) => {
    const text = listSql(withStatus, () => '?');
    return { page: sqlite.prepare(text.page), count: sqlite.prepare(text.count) };
  });
  const list: ListRides = async (status, offset, limit) => {
    const { page, count } = prepared[status === undefined ? 0 : 1];
    const filter = status === undefined ? [] : [status];
    const countLimit = countLimitFor(offset + limit - 1);
    return { rows: page.all(...filter, limit, offset), ...totalOf((count.get(...countParameters(filter, countLimit)) as { counted: number }).counted, countLimit) };
  };
  return { list, close: async () => void sqlite.close() };
}

function postgresRides(databaseUrl: string): { list: ListRides; close(): Promise<void> } {
  // The console's pool size, so that both sides may run as many statements at once.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const list: ListRides = async (status, offset, limit) => {
    const text = listSql(status !== undefined, (index) => `$${index}`);
    const filter = status === undefined ? [] : [status];
    const page = await pool.query(text.page, [...filter, limit, offset]);
    const countLimit = countLimitFor(offset + limit - 1);
    const count = await pool.query<{ counted: string }>(text.count, countParameters(filter, countLimit));
    return { rows: page.rows, ...totalOf(Number(count.rows[0].counted), countLimit) };
  };
  return { list, close: () => pool.end() };
}

/**
 * The baseline: Fastify and the database driver alone, no sign-in, no permissions, no validation,
 * answering the same ra-data-simple-rest request with the same two statements in sequence. (The
 * count limit comes from the console's module: one small pure function, not a part of its serving.)
 */
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
const rides = databaseUrl ? postgresRides(databaseUrl) : sqliteRides(requiredEnv('BENCH_DATA_DIR'));
const app = Fastify({ logger: false });
app.get('/api/rides', async (request, reply) => {
  const query = request.query as { range?: string; filter?: string };
  const [start, end] = query.range ? (JSON.parse(query.range) as [number, number]) : [0, 24];
  const status = query.filter ? (JSON.parse(query.filter) as { status?: string }).status : undefined;
  const { rows, total, moreThan } = await rides.list(status, start, end - start + 1);
  reply.header('Content-Range', `rides ${start}-${start + Math.max(rows.length - 1, 0)}/${total}`);
  if (moreThan !== undefined) reply.header('X-Total-More-Than', String(moreThan));
  return rows;
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
announceServing(address, async () => {
  await app.close();
  await rides.close();
});
