import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { requiredEnv } from '../list-api/childServer';
import { SQLITE_FILE } from '../list-api/databases';

/**
 * The baseline start: the same runtime (tsx) opening the same SQLite file and serving a health
 * check with Fastify, and nothing else — no migrations check, no UI build check, no live service.
 */
const sqlite = new SQLite(path.join(requiredEnv('DATA_DIR'), SQLITE_FILE));
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: sqlite.prepare('select 1 as ok').get() !== undefined }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`bare server at ${address.replace('127.0.0.1', 'localhost')}`);
process.once('SIGTERM', () => {
  void app.close().then(() => {
    sqlite.close();
    process.exit(0);
  });
});
