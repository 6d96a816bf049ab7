import { spawn, type ChildProcess } from 'node:child_process';
import { WORKER_PORT_STEP, workerEnvironment, type Config } from '../config';

/** A worker's health is asked for this often while it starts, for at most this long (the first seeds an empty database). */
const HEALTH_EVERY_MS = 250;
const START_WITHIN_MS = 15 * 60_000;
/** A worker that died is started again after this. */
const RESTART_AFTER_MS = 1_000;

interface Worker {
  index: number;
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Several console processes on one machine (WORKERS, docs/operating.md "Several processes"): this
 * process starts them and watches them, and serves nothing itself. Worker k serves on PORT + 10·k
 * (its portals on the ports after it, as one process's do), all on the same database and Redis, the
 * proxy in front spreading requests over them. The first is started alone (it brings the database
 * up to date and seeds an empty one), then the others. A worker that dies is started again.
 * SIGHUP restarts them one at a time, each drained before it stops, and started again and left
 * SHUTDOWN_DRAIN_MS for the proxy to see it healthy before the next: the proxy sends requests to
 * the others meanwhile. SIGTERM or SIGINT stops them all.
 */
export async function superviseWorkers(config: Config, count: number, log: (line: string) => void = console.log): Promise<void> {
  const workers: Worker[] = [];
  let stopping = false;
  let restarting = false;
  /** Workers stopped on purpose by a rolling restart, which starts them again itself. */
  const retiring = new Set<Worker>();
  const healthUrl = (port: number) => `http://127.0.0.1:${port}/api/health`;

  const startWorker = (index: number): Worker => {
    const port = config.port + index * WORKER_PORT_STEP;
    // The same entry, loader and settings as this process; one worker each, on its own ports.
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]], {
      env: workerEnvironment(index, port),
      stdio: 'inherit',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const worker = { index, port, child, exited };
    workers[index] = worker;
    void exited.then(async () => {
      if (stopping || retiring.has(worker) || workers[index] !== worker) return;
      log(`Worker ${index} (pid ${child.pid}) stopped (${child.exitCode ?? child.signalCode}): starting it again.`);
      await sleep(RESTART_AFTER_MS);
      if (!stopping && workers[index] === worker) startWorker(index);
    });
    return worker;
  };

  const healthy = async (worker: Worker) => {
    const deadline = Date.now() + START_WITHIN_MS;
    while (Date.now() < deadline) {
      if (worker.child.exitCode !== null || worker.child.signalCode !== null) throw new Error(`worker ${worker.index} stopped while starting`);
      if (await fetch(healthUrl(worker.port)).then((answer) => answer.ok, () => false)) return;
      await sleep(HEALTH_EVERY_MS);
    }
    throw new Error(`worker ${worker.index} was not healthy within ${START_WITHIN_MS / 60_000} minutes`);
  };

  const stopAll = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${workers.length} workers…`);
    for (const worker of workers) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((worker) => worker.exited));
    process.exit(exitCode);
  };

  const rollingRestart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    try {
      for (let index = 0; index < workers.length; index += 1) {
        // The worker at this place now: one that died meanwhile was started again.
        const old = workers[index];
        log(`Restarting worker ${old.index} (pid ${old.child.pid})…`);
        retiring.add(old);
        old.child.kill('SIGTERM');
        await old.exited;
        await healthy(startWorker(old.index));
        // The proxy's health checks need a moment to send requests to it again: as long as it is
        // given to notice a stopping worker, before the next one stops.
        await sleep(config.shutdownDrainMs);
      }
      log('Every worker restarted.');
    } catch (error) {
      log(`Rolling restart stopped: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      restarting = false;
    }
  };

  process.on('SIGTERM', () => void stopAll('SIGTERM'));
  process.on('SIGINT', () => void stopAll('SIGINT'));
  process.on('SIGHUP', () => void rollingRestart());

  log(`Starting ${count} workers on ports ${config.port}, ${config.port + WORKER_PORT_STEP}${count > 2 ? ', …' : ''} (the first alone: it prepares the database).`);
  try {
    await healthy(startWorker(0));
    await Promise.all(Array.from({ length: count - 1 }, (_, offset) => healthy(startWorker(offset + 1))));
  } catch (error) {
    log(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll('start failed', 1);
    return;
  }
  log(`${count} workers serving: ${config.userRole ?? 'admin'} on ${workers.map((worker) => worker.port).join(', ')}${config.userRole ? '' : ' (vendor and enterprise on the ports after each)'}.`);
}
