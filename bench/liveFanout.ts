import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { measureIngest, type IngestFigures } from './live-fanout/httpIngest';
import { startLinkedProcess, type LinkedProcess } from './live-fanout/processLink';
import type { ConsoleExchanges, ServerExchanges, ServerReady, VehicleRef, WatcherExchanges, WatchFigures, DriveFigures } from './live-fanout/protocol';
import { printBudgets, printFanout, printIngest, printScenario, type FanoutFigures } from './live-fanout/report';
import { GRACE_MS, INGEST_SECONDS, SECONDS, WARM_UP_SECONDS, WATCHERS } from './live-fanout/settings';
import { operatorAdminCookies } from './operatorAdmin';

type Watchers = LinkedProcess<WatcherExchanges, null>;
type Server = LinkedProcess<ServerExchanges, ServerReady>;
/** Devices given a token for the HTTP ingest: enough that each posts only now and then, as real ones do. */
const INGEST_DEVICES = 100;
const DRIVER_ALONE_WARM_UP_MS = 1_000;
const DRIVER_ALONE_SECONDS = Math.min(5, SECONDS);

/**
 * Connects the watchers, then has the server publish the fleet's positions through a warm-up and
 * the measured window while the watchers tally what reaches them. The sockets stay connected.
 */
async function measureFanout(server: Server, watchers: Watchers, cookies: [string, string][], vehicles: VehicleRef[]): Promise<{ drive: DriveFigures; watch: WatchFigures }> {
  const { connected } = await watchers.request('connect', { url: server.ready.url, cookies, sockets: WATCHERS });
  if (connected !== WATCHERS) throw new Error(`${connected} of ${WATCHERS} watchers connected`);
  const startMs = Date.now() + WARM_UP_SECONDS * 1000;
  const window = { startMs, endMs: startMs + SECONDS * 1000 };
  const [drive, watch] = await Promise.all([
    server.request('drive', { window, vehicles }),
    watchers.request('watch', { window, graceMs: GRACE_MS }),
  ]);
  return { drive, watch };
}

/**
 * The same driver in the same, now warm, process, making the positions and dropping them while
 * nobody is connected: its CPU time is the benchmark's, not the fan-out's.
 */
async function driverAloneCpuPercent(server: Server, vehicles: VehicleRef[]): Promise<number> {
  const startMs = Date.now() + DRIVER_ALONE_WARM_UP_MS;
  const alone = await server.request('drive', { window: { startMs, endMs: startMs + DRIVER_ALONE_SECONDS * 1000 }, vehicles, nowhere: true });
  return alone.cpuPercent;
}

async function withProcess<E extends ServerExchanges, T>(entry: string, env: Record<string, string>, work: (server: LinkedProcess<E, ServerReady>) => Promise<T>): Promise<T> {
  const server = await startLinkedProcess<E, ServerReady>(entry, env);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/** The console: its fan-out, then its HTTP ingest while the same consoles watch, then its driver alone. */
async function measureConsole(watchers: Watchers, dataDir: string): Promise<{ fleet: VehicleRef[]; fanout: FanoutFigures; ingest: IngestFigures }> {
  return withProcess<ConsoleExchanges, Awaited<ReturnType<typeof measureConsole>>>('consoleProcess.ts', { BENCH_DATA_DIR: dataDir }, async (server) => {
    const { url, vehicles } = server.ready;
    const fanout = await measureFanout(server, watchers, await operatorAdminCookies(url, loadConfig().demoPassword), vehicles);
    const devices = await server.request('deviceTokens', { count: INGEST_DEVICES });
    const ingest = await measureIngest(url, devices, INGEST_SECONDS, async () => (await server.request('cpuTime', {})).cpuMs);
    await watchers.request('disconnect', {});
    return { fleet: vehicles, fanout: { ...fanout, driverCpuPercent: await driverAloneCpuPercent(server, vehicles) }, ingest };
  });
}

/** The bare socket.io server, fed the console's fleet so that its messages are the same size. */
async function measureBare(watchers: Watchers, fleet: VehicleRef[]): Promise<FanoutFigures> {
  return withProcess<ServerExchanges, FanoutFigures>('bareProcess.ts', {}, async (server) => {
    const fanout = await measureFanout(server, watchers, [], fleet);
    await watchers.request('disconnect', {});
    return { ...fanout, driverCpuPercent: await driverAloneCpuPercent(server, fleet) };
  });
}

/**
 * The live position fan-out of the console (LiveHub's batches per tenant room, socket.io,
 * signed-in sockets) against a bare socket.io server batching and broadcasting the same positions
 * to one room, with the same watchers; and the HTTP ingest's throughput beside it.
 */
export async function liveFanoutBenchmark(): Promise<void> {
  printScenario();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-fanout-'));
  const watchers = await startLinkedProcess<WatcherExchanges, null>('watcherProcess.ts');
  try {
    const ours = await measureConsole(watchers, dataDir);
    const bare = await measureBare(watchers, ours.fleet);
    printFanout(ours.fanout, bare);
    printBudgets(ours.fanout, bare);
    printIngest(ours.ingest);
  } finally {
    await watchers.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
