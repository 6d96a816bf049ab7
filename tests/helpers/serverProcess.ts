import { spawn } from 'node:child_process';
import type { DeploymentRole } from '../../server/config';
import { startTcpProxy, throughProxy, type TcpProxy } from './tcpProxy';
import type { DatabaseKind, TestDatabase } from './testDatabase';
import { startTestServer } from './testServer';

/** The console as its own operating-system process (`tsx server/server.ts`), so that `kill -9` is real. */
export interface ServerProcess {
  /** The portal's address, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  pid: number;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends the signal and waits for the process to be gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Spawns `server/server.ts` under Node itself with tsx's loader, not under the tsx launcher: a signal
 * must reach the server, not a parent that relays it and kills the child when it answers slowly.
 */
export function spawnServer(env: NodeJS.ProcessEnv, cwd?: string) {
  // BENCH_PROFILE_DIR: the server (and a supervisor's workers, started with its flags) writes a V8 CPU profile there as it ends.
  const profiled = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  return spawn(process.execPath, ['--import', 'tsx', ...profiled, 'server/server.ts'], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface ServerProcessOptions {
  database: TestDatabase;
  role: DeploymentRole;
  /** 0 for any free port; a restart passes the port the clients already know. */
  port?: number;
  env?: Record<string, string>;
  /** The project folder to run it from: this one by default, or a copy a test has changed. */
  cwd?: string;
}

const STARTED = /^\s+(?:admin|vendor|enterprise)\s+http:\/\/localhost:(\d+)$/m;

export function startServerProcess({ database, role, port = 0, env = {}, cwd }: ServerProcessOptions): Promise<ServerProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawnServer({
    ...inherited,
    PORT: String(port), HOST: '127.0.0.1', USER_ROLE: role, APP_ENV: 'development',
    DATA_DIR: database.settings.dataDir, ...(database.settings.databaseUrl ? { DATABASE_URL: database.settings.databaseUrl } : {}),
    // The data is seeded once by the test; background writers would blur what the test wrote.
    SEED_DEMO: 'false', SIMULATOR: 'false', LATE_RIDE_SWEEP: 'false', ROSTER_SYNC: 'false', MAP_STYLE_URL: 'none', SHUTDOWN_DRAIN_MS: '0',
    ...env,
  }, cwd);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the console did not start within 60 s:\n${output}`));
    }, 60_000);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the console stopped while starting:\n${output}`));
    });
    child.stdout.on('data', () => {
      const started = STARTED.exec(output);
      if (!started) return;
      clearTimeout(timer);
      const actualPort = Number(started[1]);
      resolve({
        url: `http://127.0.0.1:${actualPort}`,
        port: actualPort,
        pid: child.pid!,
        output: () => output,
        stop: async (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
  });
}

/** A database of its own holding the small demo operation, for server processes to open. */
export async function seededTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const server = await startTestServer({ database: kind, role: 'admin' });
  await server.running.stop();
  return server.testDatabase;
}

/** A server process that reaches its PostgreSQL database through a TCP proxy the test can cut. */
export async function startServerThroughProxy(database: TestDatabase, role: DeploymentRole): Promise<{ server: ServerProcess; proxy: TcpProxy; stop(): Promise<void> }> {
  const target = new URL(database.settings.databaseUrl!);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const server = await startServerProcess({ database, role, env: { DATABASE_URL: throughProxy(database.settings.databaseUrl!, proxy) } }).catch(async (error: unknown) => {
    await proxy.close();
    throw error;
  });
  return {
    server, proxy,
    stop: async () => {
      await server.stop('SIGKILL');
      await proxy.close();
    },
  };
}
