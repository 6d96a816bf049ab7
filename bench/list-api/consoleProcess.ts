import { loadConfig } from '../../server/config';
import { startConsole } from '../../server/main';
import { announceServing, requiredEnv } from './childServer';

/**
 * The console as `npm start` runs it, on a database prepared beforehand: SEED_DEMO is off so that a
 * database is never seeded (or reseeded) here.
 */
const running = await startConsole(loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATA_DIR: requiredEnv('BENCH_DATA_DIR'),
  DATABASE_URL: process.env.BENCH_SERVER_DATABASE_URL,
  SEED_DEMO: 'false',
  // No proxy in front to send requests elsewhere while it drains: it stops at once.
  SHUTDOWN_DRAIN_MS: '0',
}), { log: () => undefined });
// The admin portal is the first; its URL says localhost, which may resolve to ::1 while it listens on 127.0.0.1.
announceServing(running.portals[0].url.replace('localhost', '127.0.0.1'), () => running.stop());
