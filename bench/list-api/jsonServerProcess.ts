import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { announceServing, requiredEnv } from './childServer';

/** The part of json-server 0.17's module API used here (it ships no types). */
interface JsonServer {
  create(): { use(handler: unknown): void; listen(port: number, host: string, ready: () => void): Server };
  defaults(options: { logger: boolean }): unknown;
  router(source: string): unknown;
}

/** json-server over the exported rides file, with its default middleware minus the request log. */
const jsonServer = createRequire(import.meta.url)('json-server') as JsonServer;
const app = jsonServer.create();
app.use(jsonServer.defaults({ logger: false }));
app.use(jsonServer.router(requiredEnv('BENCH_JSON_FILE')));
const server = app.listen(0, '127.0.0.1', () => {
  // Node's default limits (headers within 60 s, keep-alive 5 s) reset connections queued behind
  // requests that take seconds each: that slowness is to be measured as latency, not as errors.
  server.headersTimeout = 0;
  server.requestTimeout = 0;
  server.keepAliveTimeout = 0;
  const { port } = server.address() as { port: number };
  announceServing(`http://127.0.0.1:${port}`, () => new Promise((resolve) => server.close(resolve)));
});
