import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type DeploymentRole } from '../../server/config';
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
  const running = await startConsole(config, {
    log: process.env.TEST_SERVER_LOG ? console.error : () => undefined,
    demoSize: options.demo || SMALL_DEMO_SIZE,
    distDir: path.resolve('dist'),
    liveSweepMs: 300,
    demoPasswordHashes: options.hashDemoPasswords ? undefined : sharedDemoPasswordHashes(config.demoPassword),
  }).catch(async (error) => {
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
