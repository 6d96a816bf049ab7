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
  simulator?: DemoSimulator;
  stop(): Promise<void>;
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
    const mailer: MailSender | undefined = config.smtpUrl
      ? startMailSender(database.db, config.smtpUrl, `${config.productName} <no-reply@${new URL(config.publicUrls.admin).hostname}>`, log)
      : undefined;
    live = await startLiveService(config, { sweepMs: options.liveSweepMs });
    const positions = new PositionIngest(database.db, live.hub);
    const distDir = options.distDir ?? path.resolve('dist');
    pageRenderer = config.serverDrawnPages ? PageRenderer.forBuild(distDir, log) : undefined;
    const portals: RunningConsole['portals'] = [];
    for (const { role, port } of deploymentsOf(config)) {
      const context = { config, database, role, mailer, live: live.hub, positions };
      const app = await buildApp({ ...context, distDir, pageRenderer });
      await live.attach(app, context);
      const address = await app.listen({ port, host: config.host });
      const actualPort = new URL(address).port;
      portals.push({ role, url: `http://localhost:${actualPort}`, app });
    }
    compileRemainingValidators().catch((error: Error) => log(`A request schema does not compile: ${error.message}`));
    const simulator = config.simulator && new DemoSimulator(database.db, positions, config.simulator, log);
    simulator?.start();
    const stopLateSweep = config.lateRideSweep ? startLateRideSweep(database.db, live.hub, log, positions.ridership) : async () => undefined;
    const service = live;
    const stop = async () => {
      await simulator?.stop();
      await stopLateSweep();
      await service.stop();
      await Promise.allSettled(portals.map((portal) => portal.app.close()));
      await pageRenderer?.close();
      await mailer?.stop();
      await database.close();
    };
    return { config, database, portals, live: service.hub, positions, simulator: simulator || undefined, stop };
  } catch (error) {
    await pageRenderer?.close().catch(() => undefined);
    await live?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
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
    running = await startConsole(loadConfig());
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
    running.stop().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Printed once a signal is handled: whoever waits for these lines may stop the console right away.
  printBanner(running, console.log);
}
