import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { measureIngest, type IngestFigures } from './live-fanout/httpIngest';
import { startLinkedProcess, type LinkedProcess } from './live-fanout/processLink';
import type { ConsoleExchanges, ServerExchanges, ServerReady, VehicleRef, WatcherExchanges } from './live-fanout/protocol';
import { printBudgets, printFanout, printIngest, printScenario, type FanoutRound } from './live-fanout/report';
import { GRACE_MS, INGEST_SECONDS, ROUNDS, SECONDS, WARM_UP_SECONDS, WATCHERS } from './live-fanout/settings';
import { operatorAdminCookies } from './operatorAdmin';

type Watchers = LinkedProcess<WatcherExchanges, null>;
type Server = LinkedProcess<ServerExchanges, ServerReady>;
/** Devices given a token for the HTTP ingest: enough that each posts only now and then, as real ones do. */
const INGEST_DEVICES = 100;
const DRIVER_ALONE_WARM_UP_MS = 1_000;
const DRIVER_ALONE_SECONDS = Math.min(5, SECONDS);

/**
 * One turn: connects the watchers, has the server publish the fleet's positions through a warm-up
 * and the measured window while the watchers tally what reaches them, disconnects them, and has the
 * server run the driver alone (a turn's CPU less the driver's is the fan-out's).
 */
async function measureFanout(server: Server, watchers: Watchers, cookies: [string, string][], vehicles: VehicleRef[]): Promise<FanoutRound> {
  const { connected } = await watchers.request('connect', { url: server.ready.url, cookies, sockets: WATCHERS });
  if (connected !== WATCHERS) throw new Error(`${connected} of ${WATCHERS} watchers connected`);
  const startMs = Date.now() + WARM_UP_SECONDS * 1000;
  const window = { startMs, endMs: startMs + SECONDS * 1000 };
  const [drive, watch] = await Promise.all([
    server.request('drive', { window, vehicles }),
    watchers.request('watch', { window, graceMs: GRACE_MS }),
  ]);
  await watchers.request('disconnect', {});
  return { drive, watch, driverCpuPercent: await driverAloneCpuPercent(server, vehicles) };
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

/** The console's HTTP ingest, with the same consoles watching its positions go out. */
async function measureConsoleIngest(server: LinkedProcess<ConsoleExchanges, ServerReady>, watchers: Watchers, cookies: [string, string][]): Promise<IngestFigures> {
  await watchers.request('connect', { url: server.ready.url, cookies, sockets: WATCHERS });
  const devices = await server.request('deviceTokens', { count: INGEST_DEVICES });
  const figures = await measureIngest(server.ready.url, devices, INGEST_SECONDS, async () => (await server.request('cpuTime', {})).cpuMs);
  await watchers.request('disconnect', {});
  return figures;
}

/**
 * The live position fan-out of the console (LiveHub's batches per tenant room, socket.io,
 * signed-in sockets) against a bare socket.io server batching and broadcasting the same positions
 * to one room, with the same watchers; and the HTTP ingest's throughput beside it. Both servers
 * run side by side in processes of their own, and are measured in turns, ROUNDS times each, the
 * order changing every round: what a shared machine does to one turn, it does to both sides alike.
 */
export async function liveFanoutBenchmark(): Promise<void> {
  printScenario();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-fanout-'));
  const running: { stop(): Promise<void> }[] = [];
  const started = async <P extends { stop(): Promise<void> }>(starting: Promise<P>): Promise<P> => {
    const linked = await starting;
    running.push(linked);
    return linked;
  };
  try {
    const watchers = await started(startLinkedProcess<WatcherExchanges, null>('watcherProcess.ts'));
    const ours = await started(startLinkedProcess<ConsoleExchanges, ServerReady>('consoleProcess.ts', { BENCH_DATA_DIR: dataDir }));
    // The bare server is fed the console's fleet, so that its messages are the same size.
    const bare = await started(startLinkedProcess<ServerExchanges, ServerReady>('bareProcess.ts'));
    const fleet = ours.ready.vehicles;
    const cookies = await operatorAdminCookies(ours.ready.url, loadConfig().demoPassword);
    const sides = [{ server: ours, cookies, rounds: [] as FanoutRound[] }, { server: bare, cookies: [], rounds: [] as FanoutRound[] }];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of round % 2 ? [...sides].reverse() : sides) side.rounds.push(await measureFanout(side.server, watchers, side.cookies, fleet));
    }
    const ingest = await measureConsoleIngest(ours, watchers, cookies);
    printFanout(sides[0].rounds, sides[1].rounds);
    printBudgets(sides[0].rounds, sides[1].rounds);
    printIngest(ingest);
  } finally {
    for (const linked of running.reverse()) await linked.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
