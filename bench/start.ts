import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureUiBuilt } from '../scripts/uiBuild';
import { positiveNumber, positiveWhole } from './settings';
import { timeToServing, type Started } from './start/startedCommand';

const FIRST_START_BUDGET_MS = 60_000;
const RESTART_BUDGET_MS = 3_000;
/** Starts on the existing database, to take the median of. */
const RESTARTS = positiveWhole('BENCH_RESTARTS', 5);
/** The demo as `npm start` seeds it; BENCH_SCALE=0.1 (a tenth of its ride history) makes a smoke run. */
const SCALE = positiveNumber('BENCH_SCALE', 1);
const SEEDING_LINE = /^Seeding demo data: /;

/** `npm start` as the README gives it, on its own data folder and free ports, quiet but for what it prints. */
const npmStart = (dataDir: string) =>
  timeToServing('npm', ['start', '--silent'], { DATA_DIR: dataDir, DEMO_SCALE: String(SCALE), PORT: '0', HOST: '127.0.0.1', SIMULATOR: 'false', LOG_LEVEL: 'silent' });
const bareStart = (dataDir: string) =>
  timeToServing(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'start', 'bareProcess.ts')], { DATA_DIR: dataDir });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2).padStart(6)} s`;

function row(label: string, ms: number, budget?: number): void {
  const verdict = budget === undefined ? '' : `   budget ${(budget / 1000).toFixed(0)} s   ${ms <= budget ? 'met' : 'MISSED'}`;
  console.log(`${label.padEnd(48)} ${seconds(ms)}${verdict}`);
}

async function restarts(start: (dataDir: string) => Promise<Started>, dataDir: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RESTARTS; run += 1) times.push((await start(dataDir)).ms);
  return median(times);
}

/**
 * `npm start` in a child process, timed from the command to its first answer: the first start on
 * an empty folder (migrations, the full demo seeded, progress printed) and then starts on the
 * database it left. Beside them, the baseline: Fastify opening the same SQLite file under the same
 * runtime, which is what any start costs before the console does its own work.
 */
export async function startBenchmark(): Promise<void> {
  await ensureUiBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-start-'));
  try {
    const first = await npmStart(dataDir);
    const progress = first.lines.filter((line) => SEEDING_LINE.test(line)).length;
    const again = await restarts(npmStart, dataDir);
    const bare = await restarts(bareStart, dataDir);
    console.log(`npm start, from the command to the first answer (${RESTARTS} starts each, median):`);
    row(`first start, seeding the demo at scale ${SCALE}`, first.ms, FIRST_START_BUDGET_MS);
    console.log(`  (${progress} lines of seeding progress printed on the way)`);
    row('start on the existing database', again, RESTART_BUDGET_MS);
    row('baseline: Fastify + the same SQLite file', bare);
    console.log(`${'start / baseline'.padEnd(48)} ${(again / bare).toFixed(2).padStart(6)}×`);
    if (!progress) console.log('  (no seeding progress was printed: the first start should show it)');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
