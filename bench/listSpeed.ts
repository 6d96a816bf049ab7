import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ensureUiBuilt } from '../scripts/uiBuild';
import { launchBrowser } from '../tests/helpers/browser';
import { buildBareApp } from './bareReactAdmin';
import { withServerProcess } from './list-api/childServer';
import { cachedSqlite, SQLITE_FILE, workingCopy } from './list-api/databases';
import { bareApp, consoleApp, type AppUnderTest, type Vehicle } from './list-speed/apps';
import { printListSpeed, type ListSpeedTimes } from './list-speed/report';
import { timeRound, type RideNumbers } from './list-speed/timedRound';
import { operatorAdminCookies } from './operatorAdmin';
import { positiveNumber, positiveWhole } from './settings';

/** BENCH_SCALE=0.1 BENCH_RUNS=1 makes a smoke run of under a minute on a small database. */
const SCALE = positiveNumber('BENCH_SCALE', 1);
const RUNS = positiveWhole('BENCH_RUNS', 15);

/** What the rounds expect to be shown, read from the database both apps serve. */
interface DemoFacts {
  rides: RideNumbers & { count: number };
  /** The console saves the first vehicle, the bare app the second: neither changes what the other reads. */
  vehicles: [Vehicle, Vehicle];
}

function demoFacts(dataDir: string): DemoFacts {
  const sqlite = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true });
  try {
    const rides = sqlite.prepare('select min(display_id) as first, max(display_id) as last, count(*) as count from rides').get() as DemoFacts['rides'];
    const vehicles = sqlite.prepare('select id, number from vehicles order by id limit 2').all() as [Vehicle, Vehicle];
    return { rides, vehicles };
  } finally {
    sqlite.close();
  }
}

/**
 * One round unmeasured (the servers' statements prepared, Chromium's code cache warm), then RUNS
 * rounds, the two apps in turn, the one going first changing every round, so that a slow moment of
 * the machine falls on both alike.
 */
async function measureInTurns(browser: Awaited<ReturnType<typeof launchBrowser>>, ours: AppUnderTest, bare: AppUnderTest, rides: RideNumbers): Promise<ListSpeedTimes> {
  await timeRound(browser, ours, rides, 0);
  await timeRound(browser, bare, rides, 0);
  const times: ListSpeedTimes = { console: [], bare: [] };
  for (let round = 1; round <= RUNS; round += 1) {
    const order = round % 2 ? [ours, bare] : [bare, ours];
    for (const app of order) (app === ours ? times.console : times.bare).push(await timeRound(browser, app, rides, round));
  }
  return times;
}

/**
 * Sorting and filtering a list to its new rows and saving a record to its confirmation, in Chromium
 * over loopback: the console's rides list and vehicle form, signed in as the operator admin in
 * "Transitline Operations", over the demo at scale 1 on SQLite, each held to the 300 ms at
 * the median. Beside it, the same clicks, timed by the same code, in a bare react-admin app (`<List>`,
 * `<Datagrid>`, `<Edit>`, ra-data-simple-rest; list-speed/app/) built by the same vite, served with
 * plain SQL on the same database by a bare Fastify (list-speed/bareProcess.ts).
 */
export async function listSpeedBenchmark(): Promise<void> {
  await ensureUiBuilt();
  const copy = workingCopy(await cachedSqlite(SCALE, (line) => console.log(line)));
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-list-speed-'));
  await buildBareApp(path.join(import.meta.dirname, 'list-speed', 'app'), 'index.html', bareDir);
  const browser = await launchBrowser();
  try {
    const facts = demoFacts(copy.dataDir);
    const [consoleVehicle, bareVehicle] = facts.vehicles;
    const times = await withServerProcess('consoleProcess.ts', { BENCH_DATA_DIR: copy.dataDir }, (consoleUrl) =>
      withServerProcess(new URL('list-speed/bareProcess.ts', import.meta.url).href, { BENCH_DATA_DIR: copy.dataDir, BENCH_APP_DIR: bareDir }, async (bareUrl) =>
        measureInTurns(browser, consoleApp(consoleUrl, await operatorAdminCookies(consoleUrl), consoleVehicle), bareApp(bareUrl, bareVehicle), facts.rides)));
    console.log(`Demo at scale ${SCALE}: ${facts.rides.count.toLocaleString('en-US')} rides, SQLite. Chromium over loopback; ${RUNS} ${RUNS === 1 ? 'round' : 'rounds'} after one unmeasured round, the console's and the bare app's in turn,`);
    console.log('each in a fresh browser context: the rides list opened, sorted both ways, filtered by two statuses, a vehicle saved. Each server in a process of its own, on this machine.');
    printListSpeed(times);
  } finally {
    await browser.close();
    copy.remove();
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}
