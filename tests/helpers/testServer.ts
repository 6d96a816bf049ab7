import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config, type DeploymentRole } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoIfEmpty } from '../../server/db/seed/seedDemo';
import { startConsole, type RunningConsole } from '../../server/main';
import type { DemoSize } from '../../server/db/seed/operation';
import { SMALL_DEMO_SIZE } from '../../server/db/seed/operation';
import { sharedDemoPasswordHashes } from './demoPasswordHashes';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './testDatabase';

export interface TestServer {
  /** Base URL of the first portal, e.g. http://127.0.0.1:41234 */
  url: string;
  urlOf(role: DeploymentRole): string;
  running: RunningConsole;
  testDatabase: TestDatabase;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  database?: DatabaseKind;
  /** One portal, or all three (the default, as `npm start` without USER_ROLE). */
  role?: DeploymentRole;
  /** `false` leaves the database empty; the small demo operation by default. */
  demo?: DemoSize | false;
  env?: Record<string, string>;
  /** The seed hashes the demo passwords itself, as `npm start` does, instead of taking the shared hashes. */
  hashDemoPasswords?: boolean;
}

/** SQLite's file in a data folder (server/db/connect.ts). */
const SQLITE_FILE = 'console.sqlite';

/**
 * Seeded SQLite databases this test process has made, by what the seed is given and the day it was
 * made on (the demo is laid out around today): a test server on SQLite starts on a copy, migrated
 * and seeded already, instead of migrating and seeding its own — the same database, a second less
 * for each of the hundreds of servers a test run starts.
 */
const seededFiles = new Map<string, Promise<string>>();

const SEEDED_PREFIX = 'console-test-seeded-';

/** A test process ended by a signal (as jest ends its workers) leaves its seeded files behind: the next one removes them. */
function removeSeededFilesOfEndedProcesses(): void {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const pid = entry.startsWith(SEEDED_PREFIX) ? Number.parseInt(entry.slice(SEEDED_PREFIX.length), 10) : 0;
    if (pid && !processRuns(pid)) fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function seededSqliteFile(config: Config, demoSize: DemoSize, demoPasswordHashes: Promise<string[]>): Promise<string> {
  const key = JSON.stringify([new Date().toDateString(), demoSize, config.demoPassword]);
  let file = seededFiles.get(key);
  if (!file) {
    file = (async () => {
      removeSeededFilesOfEndedProcesses();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${SEEDED_PREFIX}${process.pid}-`));
      process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const handle = await openDatabase({ dataDir });
      try {
        await migrateToLatest(handle);
        await seedDemoIfEmpty(handle, { size: demoSize, demoPassword: config.demoPassword, demoPasswordHashes });
      } finally {
        await handle.close();
      }
      return path.join(dataDir, SQLITE_FILE);
    })();
    seededFiles.set(key, file);
    file.catch(() => seededFiles.delete(key));
  }
  return file;
}

/** The real console on random loopback ports over a database of its own. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDatabase = await createTestDatabase(options.database ?? 'sqlite');
  // A drop folder of its own: on PostgreSQL the data folder is the machine's temporary one, shared by every test server.
  const dropDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-roster-drops-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    APP_ENV: 'development',
    DATA_DIR: testDatabase.settings.dataDir,
    DATABASE_URL: testDatabase.settings.databaseUrl,
    USER_ROLE: options.role,
    SEED_DEMO: options.demo === false ? 'false' : 'true',
    // Background writers stay off unless a suite asks for them: tests compare the database with the screen.
    SIMULATOR: 'false',
    LATE_RIDE_SWEEP: 'false',
    ROSTER_SYNC: 'false',
    ROSTER_DROP_DIR: dropDir,
    // A test server stops at once: there is no proxy in front to drain.
    SHUTDOWN_DRAIN_MS: '0',
    // No street map from the internet, which tests cannot reach: the maps' suite serves its own.
    MAP_STYLE_URL: 'none',
    ...options.env,
  });
  const demoSize = options.demo || SMALL_DEMO_SIZE;
  const demoPasswordHashes = options.hashDemoPasswords ? undefined : sharedDemoPasswordHashes(config.demoPassword);
  const running = await (async () => {
    // A test that has the seed hash its passwords sees it seed; every other SQLite server starts on a seeded copy.
    if (testDatabase.kind === 'sqlite' && config.seedDemo && demoPasswordHashes) {
      fs.copyFileSync(await seededSqliteFile(config, demoSize, demoPasswordHashes), path.join(testDatabase.settings.dataDir, SQLITE_FILE));
    }
    return startConsole(config, {
      log: process.env.TEST_SERVER_LOG ? console.error : () => undefined,
      demoSize,
      distDir: path.resolve('dist'),
      liveSweepMs: 300,
      demoPasswordHashes,
    });
  })().catch(async (error) => {
    await testDatabase.drop();
    fs.rmSync(dropDir, { recursive: true, force: true });
    throw error;
  });
  const urlOf = (role: DeploymentRole) => {
    const portal = running.portals.find((p) => p.role === role);
    if (!portal) throw new Error(`This test server does not serve the ${role} portal`);
    return portal.url.replace('localhost', '127.0.0.1');
  };
  return {
    url: running.portals[0].url.replace('localhost', '127.0.0.1'),
    urlOf,
    running,
    testDatabase,
    stop: async () => {
      await running.stop();
      await testDatabase.drop();
      fs.rmSync(dropDir, { recursive: true, force: true });
    },
  };
}
