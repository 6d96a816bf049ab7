import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { SQLITE_FILE } from './databases';
import { announceServing, requiredEnv } from './childServer';

/** One page of rides and how many match, whatever the database. */
type ListRides = (status: string | undefined, offset: number, limit: number) => Promise<{ rows: unknown[]; total: number }>;

/**
 * The two statements the console's rides list sends for an operator admin (whose tenant condition
 * is `1 = 1`), in Kysely's own text: the page, then the count.
 */
function listSql(withStatus: boolean, placeholder: (index: number) => string): { page: string; count: string } {
  const where = `where 1 = 1${withStatus ? ` and "rides"."status" = ${placeholder(1)}` : ''}`;
  const next = withStatus ? 2 : 1;
  return {
    page: `select "rides".* from "rides" ${where} order by "rides"."scheduled_start" desc, "rides"."id" desc limit ${placeholder(next)} offset ${placeholder(next + 1)}`,
    count: `select count(*) as "total" from "rides" ${where}`,
  };
}

function sqliteRides(dataDir: string): { list: ListRides; close(): Promise<void> } {
  const sqlite = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true });
  const prepared = [false, true].map((withStatus) => {
    const text = listSql(withStatus, () => '?');
    return { page: sqlite.prepare(text.page), count: sqlite.prepare(text.count) };
  });
  const list: ListRides = async (status, offset, limit) => {
    const { page, count } = prepared[status === undefined ? 0 : 1];
    const filter = status === undefined ? [] : [status];
    return { rows: page.all(...filter, limit, offset), total: (count.get(...filter) as { total: number }).total };
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
    const count = await pool.query<{ total: string }>(text.count, filter);
    return { rows: page.rows, total: Number(count.rows[0].total) };
  };
  return { list, close: () => pool.end() };
}

/**
 * The baseline: Fastify and the database driver alone, no sign-in, no permissions, no validation,
 * answering the same ra-data-simple-rest request with the same two statements in sequence.
 */
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
const rides = databaseUrl ? postgresRides(databaseUrl) : sqliteRides(requiredEnv('BENCH_DATA_DIR'));
const app = Fastify({ logger: false });
app.get('/api/rides', async (request, reply) => {
  const query = request.query as { range?: string; filter?: string };
  const [start, end] = query.range ? (JSON.parse(query.range) as [number, number]) : [0, 24];
  const status = query.filter ? (JSON.parse(query.filter) as { status?: string }).status : undefined;
  const { rows, total } = await rides.list(status, start, end - start + 1);
  reply.header('Content-Range', `rides ${start}-${start + Math.max(rows.length - 1, 0)}/${total}`);
  return rows;
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
announceServing(address, async () => {
  await app.close();
  await rides.close();
});
