import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { compileRemainingValidators } from './lazyValidators';
import { ConfigError, DEFAULT_DEMO_PASSWORD, deploymentsOf, loadConfig, type Config } from './config';
import { DatabaseOpenError, openDatabase, type DatabaseHandle } from './db/connect';
import { MigrationError, migrateToLatest } from './db/migrate';
import { DEMO_USERS } from './db/seed/demoUsers';
import { scaledDemoSize, type DemoSize } from './db/seed/operation';
import { seedDemoIfEmpty, type SeedProgress } from './db/seed/seedDemo';
import { superviseWorkers } from './cluster/supervisor';
import { processHolder, WorkLease, type LeasedWork } from './cluster/workLease';
import { startRosterSync } from './roster/rosterSync';
import { startLocatingStudents } from './roster/locateStudents';
import { addressLookupFor, geocoderUserAgent } from './geocoding/addressLookup';
import { startMailSender, type MailSender } from './mail/sender';
import type { LiveHub } from './realtime/liveHub';
import { startLiveService, type LiveService } from './realtime/liveService';
import { PageRenderer } from './ssr/pageRenderer';
import { PositionIngest } from './telematics/ingest';
import { startLateRideSweep } from './telematics/lateRides';
import { DemoSimulator } from './telematics/simulator';

export interface RunningConsole {
  config: Config;
  database: DatabaseHandle;
  portals: { role: string; url: string; app: FastifyInstance }[];
  live: LiveHub;
  positions: PositionIngest;
  /** The lease on the deployment's once-only work, when there is any to run. */
  deploymentJobs?: WorkLease;
  /** Stops the console; drained first (SHUTDOWN_DRAIN_MS) unless `drain` is false. */
  stop(options?: { drain?: boolean }): Promise<void>;
}

export interface StartOptions {
  log?: (line: string) => void;
  /** Size of the demo operation seeded into an empty database (the full demo by default). */
  demoSize?: DemoSize;
  distDir?: string;
  /** How often live sockets' sessions are checked again (tests shorten it). */
  liveSweepMs?: number;
  /** The demo users' password hashes, when made already (see SeedOptions). */
  demoPasswordHashes?: Promise<string[]>;
}

/** Opens the database, brings it up to date, seeds an empty one, and starts every portal. */
export async function startConsole(config: Config, options: StartOptions = {}): Promise<RunningConsole> {
  const log = options.log ?? console.log;
  const database = await openDatabase(config);
  let live: LiveService | undefined;
  let pageRenderer: PageRenderer | undefined;
  try {
    await migrateToLatest(database);
    if (config.seedDemo) {
      const outcome = await seedDemoIfEmpty(database, { size: options.demoSize ?? scaledDemoSize(config.demoScale), demoPassword: config.demoPassword, demoPasswordHashes: options.demoPasswordHashes, onProgress: progressPrinter(log) });
      if (outcome === 'seeded') log('Demo operation seeded.');
      if (outcome === 'has-data') log('The database already holds data: demo seeding skipped.');
    }
    live = await startLiveService(config, { sweepMs: options.liveSweepMs });
    const positions = new PositionIngest(database.db, live.hub);
    const deployment = deploymentJobs(config, database, live.hub, positions, log);
    // Mail queued here is sent by whichever process holds the deployment's jobs: at once when it is this one, else at its next poll.
    const mailer = config.smtpUrl ? { kick: () => deployment.current?.mailer?.kick() } : undefined;
    const lifecycle = { draining: false };
    const distDir = options.distDir ?? path.resolve('dist');
    pageRenderer = config.serverDrawnPages ? PageRenderer.forBuild(distDir, log) : undefined;
    const portals: RunningConsole['portals'] = [];
    for (const { role, port } of deploymentsOf(config)) {
      const context = { config, database, role, mailer, live: live.hub, positions, lifecycle };
      const app = await buildApp({ ...context, distDir, pageRenderer });
      await live.attach(app, context);
      const address = await app.listen({ port, host: config.host });
      const actualPort = new URL(address).port;
      portals.push({ role, url: `http://localhost:${actualPort}`, app });
    }
    compileRemainingValidators().catch((error: Error) => log(`A request schema does not compile: ${error.message}`));
    deployment.lease?.start();
    const service = live;
    const stop = async ({ drain = true } = {}) => {
      // Draining: the health check answers 503 so that the proxy in front sends new requests elsewhere.
      lifecycle.draining = true;
      if (drain && config.shutdownDrainMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      // The once-only work is given back at once, for another process to take over at its next try.
      await deployment.lease?.stop();
      // The sockets close, so that browsers reconnect to another process; requests under way finish.
      await service.stop();
      await Promise.allSettled(portals.map((portal) => portal.app.close()));
      await pageRenderer?.close();
      await database.close();
    };
    return { config, database, portals, live: service.hub, positions, deploymentJobs: deployment.lease, stop };
  } catch (error) {
    await pageRenderer?.close().catch(() => undefined);
    await live?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

interface DeploymentWork extends LeasedWork {
  mailer?: MailSender;
}

/**
 * The work one process of the deployment runs, whichever holds its lease: the demo's simulator, the
 * late-ride sweep (with ridership's left-on-bus sweep), the districts' nightly roster imports (and
 * the locating of the addresses they bring without a point) and the mail sender. No lease when there is none to run.
 */
function deploymentJobs(config: Config, database: DatabaseHandle, hub: LiveHub, positions: PositionIngest, log: (line: string) => void) {
  const state: { current?: DeploymentWork; lease?: WorkLease } = {};
  if (!config.simulator && !config.lateRideSweep && !config.smtpUrl && !config.rosterSync) return state;
  const begin = (): DeploymentWork => {
    const simulator = config.simulator && new DemoSimulator(database.db, positions, config.simulator, log);
    simulator?.start();
    const stopLateSweep = config.lateRideSweep ? startLateRideSweep(database.db, hub, log, positions.ridership) : async () => undefined;
    const stopRosterSync = config.rosterSync ? startRosterSync(database.db, config.rosterDropDir, log) : async () => undefined;
    const stopLocating = config.rosterSync && config.geocoder
      ? startLocatingStudents(database.db, addressLookupFor(config.geocoder, geocoderUserAgent(config)), config.geocoder.ratePerSecond, log) : async () => undefined;
    const mailer = config.smtpUrl ? startMailSender(database.db, config.smtpUrl, `${config.productName} <no-reply@${new URL(config.publicUrls.admin).hostname}>`, log) : undefined;
    const work = {
      mailer,
      stop: async () => {
        state.current = undefined;
        await simulator?.stop();
        await stopLateSweep();
        await stopRosterSync();
        await stopLocating();
        await mailer?.stop();
      },
    };
    state.current = work;
    return work;
  };
  state.lease = new WorkLease(database.db, 'deployment jobs', processHolder(), begin, log, config.leaseTtlMs);
  return state;
}

/** One line per table and per tenth of a large table, so a long first start shows it is moving. */
function progressPrinter(log: (line: string) => void) {
  let lastTable = '';
  let lastStep = -1;
  return ({ table, done, total }: SeedProgress) => {
    const step = Math.floor((done / total) * 10);
    if (table === lastTable && step === lastStep) return;
    lastTable = table;
    lastStep = step;
    log(`Seeding demo data: ${table} ${done}/${total}`);
  };
}

function printBanner(running: RunningConsole, log: (line: string) => void): void {
  log('');
  log(`${running.config.productName} console is running on ${running.database.dialect} (${running.database.location})`);
  for (const portal of running.portals) log(`  ${portal.role.padEnd(10)} ${portal.url}`);
  if (running.config.seedDemo) {
    // The default password is public (the front page gives it), so a newcomer is told it; one set in
    // DEMO_PASSWORD may be private and is not printed.
    const password = running.config.demoPassword === DEFAULT_DEMO_PASSWORD ? `password ${DEFAULT_DEMO_PASSWORD}` : 'password from DEMO_PASSWORD';
    log(`Demo users (${password}):`);
    for (const user of DEMO_USERS) log(`  ${user.email.padEnd(22)} ${user.portal.padEnd(10)} ${user.description}`);
  }
}

/** Messages of these errors are written for the person starting the console: no stack trace. */
const EXPLAINED_ERRORS = [ConfigError, DatabaseOpenError, MigrationError];

export async function main(): Promise<void> {
  let running: RunningConsole;
  try {
    const config = loadConfig();
    if (config.workers > 1) return await superviseWorkers(config, config.workers);
    running = await startConsole(config);
  } catch (error) {
    if (EXPLAINED_ERRORS.some((kind) => error instanceof kind)) {
      console.error(`Cannot start: ${(error as Error).message}`);
    } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Cannot start: ${(error as Error).message}. Set PORT to a free port.`);
    } else {
      console.error('Cannot start:', error);
    }
    process.exit(1);
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping…`);
    // SIGTERM comes from a supervisor or service manager, with a proxy in front to drain; Ctrl-C at a terminal stops at once.
    running.stop({ drain: signal === 'SIGTERM' }).then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Printed once a signal is handled: whoever waits for these lines may stop the console right away.
  printBanner(running, console.log);
}
