import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { scaledDemoSize } from '../server/db/seed/operation';
import { startConsole } from '../server/main';
import { positiveNumber } from './settings';

const FIRST_START_BUDGET_MS = 60_000;
const RESTART_BUDGET_MS = 3_000;
/** The demo as `npm start` seeds it; BENCH_SCALE=0.1 (a tenth of its ride history) makes a smoke run. */
const SCALE = positiveNumber('BENCH_SCALE', 1);

async function timedStart(dataDir: string): Promise<number> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const started = performance.now();
  const running = await startConsole(config, { log: () => undefined, demoSize: scaledDemoSize(SCALE) });
  await fetch(`${running.portals[0].url}/api/health`);
  const elapsed = performance.now() - started;
  await running.stop();
  return elapsed;
}

/** First start (migrate + seed the full demo) and a start on the existing database, to serving. */
export async function startBenchmark(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-start-'));
  try {
    const first = await timedStart(dataDir);
    const again = await timedStart(dataDir);
    const row = (label: string, ms: number, budget: number) =>
      console.log(`${label.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(7)} s   budget ${(budget / 1000).toFixed(0)} s   ${ms <= budget ? 'met' : 'MISSED'}`);
    row(`first start, seeding the demo${SCALE === 1 ? '' : ` at scale ${SCALE}`}`, first, FIRST_START_BUDGET_MS);
    row('start on the existing database', again, RESTART_BUDGET_MS);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
