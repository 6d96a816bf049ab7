import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify, { type FastifyReply } from 'fastify';
import { builtFileAt } from '../bareReactAdmin';
import { announceServing, requiredEnv } from '../list-api/childServer';
import { SQLITE_FILE } from '../list-api/databases';

/**
 * The baseline of the list-speed benchmark: Fastify and the SQLite driver alone, no sign-in, serving
 * the bare react-admin app the benchmark built (app/) and answering its ra-data-simple-rest calls
 * with plain SQL on the console's database, rows as stored: a page of a list in the order asked for
 * with its exact count, records by id, one record, and an update of a record's columns.
 */
const sqlite = new SQLite(path.join(requiredEnv('BENCH_DATA_DIR'), SQLITE_FILE));
const appDir = requiredEnv('BENCH_APP_DIR');

/** The tables the app reads, each with its columns: a statement names no other. */
const COLUMNS = new Map(['rides', 'routes', 'vendors', 'yards', 'vehicles', 'drivers'].map((table) => {
  const columns = sqlite.prepare('select name from pragma_table_info(?)').all(table) as { name: string }[];
  return [table, new Set(columns.map(({ name }) => name))];
}));
/** Columns the server keeps, whatever a form sends back. */
const KEPT = new Set(['id', 'version', 'created_at', 'updated_at']);

type Value = string | number | null;
type TableRequest = { Params: { table: string; id?: string } };
type ListRequest = TableRequest & { Querystring: { sort?: string; range?: string; filter?: string } };

/** The filter's conditions on known columns: a list of ids (getMany) or one value. */
function whereOf(columns: Set<string>, filter: Record<string, Value | Value[]>): { sql: string; values: Value[] } {
  const known = Object.entries(filter).filter(([column]) => columns.has(column));
  const conditions = known.map(([column, value]) => (Array.isArray(value) ? `${column} in (${value.map(() => '?').join(', ') || 'null'})` : `${column} = ?`));
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', values: known.flatMap(([, value]) => value) };
}

const unknownTable = (reply: FastifyReply) => reply.code(404).send({ message: 'no such table' });

const app = Fastify({ logger: false });

app.get<ListRequest>('/api/:table', (request, reply) => {
  const { table } = request.params;
  const columns = COLUMNS.get(table);
  if (!columns) return unknownTable(reply);
  const [field, order] = JSON.parse(request.query.sort ?? '["id","ASC"]') as [string, string];
  const direction = order === 'DESC' ? 'desc' : 'asc';
  const [start, end] = request.query.range ? (JSON.parse(request.query.range) as [number, number]) : [0, -1];
  const where = whereOf(columns, JSON.parse(request.query.filter ?? '{}') as Record<string, Value | Value[]>);
  const orderBy = `${columns.has(field) ? field : 'id'} ${direction}, id ${direction}`;
  const rows = sqlite.prepare(`select * from ${table} ${where.sql} order by ${orderBy} limit ? offset ?`).all(...where.values, end < start ? -1 : end - start + 1, start);
  const { total } = sqlite.prepare(`select count(*) as total from ${table} ${where.sql}`).get(...where.values) as { total: number };
  return reply.header('Content-Range', `${table} ${start}-${start + Math.max(rows.length - 1, 0)}/${total}`).send(rows);
});

const recordOf = (table: string, id: string) => sqlite.prepare(`select * from ${table} where id = ?`).get(Number(id));

app.get<TableRequest>('/api/:table/:id', (request, reply) => {
  const { table, id } = request.params;
  if (!COLUMNS.has(table)) return unknownTable(reply);
  return reply.send(recordOf(table, id!) ?? null);
});

app.put<TableRequest & { Body: Record<string, Value> }>('/api/:table/:id', (request, reply) => {
  const { table, id } = request.params;
  const columns = COLUMNS.get(table);
  if (!columns) return unknownTable(reply);
  const changed = Object.entries(request.body).filter(([column]) => columns.has(column) && !KEPT.has(column));
  if (changed.length) sqlite.prepare(`update ${table} set ${changed.map(([column]) => `${column} = ?`).join(', ')} where id = ?`).run(...changed.map(([, value]) => value), Number(id));
  return reply.send(recordOf(table, id!));
});

// The app's routes are in the address's hash: every page is the one HTML file.
app.get('/*', (request, reply) => {
  const { pathname } = new URL(request.url, 'http://bare');
  const built = builtFileAt(appDir, pathname === '/' ? '/index.html' : pathname);
  if (!built) return reply.code(404).send();
  return reply.type(built.type).send(fs.createReadStream(built.file));
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
announceServing(address, async () => {
  await app.close();
  sqlite.close();
});
