import type { IngestFigures } from './httpIngest';
import { INGEST_CONCURRENCY, POSITIONS_PER_REQUEST } from './httpIngest';
import type { DriveFigures, Percentiles, WatchFigures } from './protocol';
import { BATCH_MS, INGEST_SECONDS, SECONDS, VEHICLES, WARM_UP_SECONDS, WATCHERS } from './settings';

/** The performance issue's budgets. */
const BUDGETS = { latencyP99Ms: 50, cpuPercent: 5, baselineRatio: 1.5 };

/** One side's fan-out over the window: what its server measured and what its watchers received. */
export interface FanoutFigures {
  drive: DriveFigures;
  watch: WatchFigures;
  /** CPU of the same server process running the driver alone, its positions going nowhere. */
  driverCpuPercent: number;
}

const number = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number) => `${number(value, 1)} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
/** Delivered over expected: each position published in the window, once to every watcher. */
const completeness = ({ drive, watch }: FanoutFigures) => watch.positions / (drive.published * WATCHERS);

const LABEL_WIDTH = 48;

function row(label: string, ours: string, bare: string, ratio = ''): void {
  console.log(`  ${label.padEnd(LABEL_WIDTH)} ${ours.padStart(12)} ${bare.padStart(15)} ${ratio.padStart(10)}`.trimEnd());
}

function figureRow(label: string, figure: string): void {
  console.log(`  ${label.padEnd(LABEL_WIDTH)} ${figure.padStart(12)}`);
}

function budgetRow(label: string, figure: string, met: boolean): void {
  console.log(`  ${label.padEnd(LABEL_WIDTH)} ${figure.padStart(12)}   ${verdict(met)}`);
}

export function printScenario(): void {
  console.log(`${number(VEHICLES)} vehicles at 1 Hz (${number(VEHICLES)} positions/s) to ${WATCHERS} consoles watching vehicle-locations;`);
  console.log(`${SECONDS} s measured after ${WARM_UP_SECONDS} s of warm-up; each server in a process of its own, one at a time,`);
  console.log('each publishing the positions itself; the watching consoles in another process; all on this machine.');
  console.log(`Batch window ${BATCH_MS} ms (LIVE_BATCH_MS), the same for both servers.`);
}

/** CPU of the fan-out itself: the server's, less what the benchmark's position driver costs in it. */
const netCpu = (figures: FanoutFigures) => Math.max(0, figures.drive.cpuPercent - figures.driverCpuPercent);
/** Below this a CPU figure is within this machine's noise, and no ratio over it means anything. */
const NOISE_PERCENT = 0.5;
const ratio = (a: number, b: number) => (b >= NOISE_PERCENT ? `${number(a / b, 2)}×` : 'n/a');

export function printFanout(ours: FanoutFigures, bare: FanoutFigures): void {
  const perSecond = (count: number) => number(count / SECONDS, count / SECONDS < 100 ? 1 : 0);
  const percentiles = (figures: Percentiles) => `${number(figures.p50Ms, 1)} / ${number(figures.p99Ms, 1)}`;
  console.log('\nPosition fan-out');
  row('', 'ours', 'bare socket.io', 'ours/bare');
  row('positions published/s', perSecond(ours.drive.published), perSecond(bare.drive.published));
  row('messages delivered/s (all consoles)', perSecond(ours.watch.messagesReceivedInWindow), perSecond(bare.watch.messagesReceivedInWindow));
  row('positions delivered/s (all consoles)', perSecond(ours.watch.positionsReceivedInWindow), perSecond(bare.watch.positionsReceivedInWindow));
  const share = (part: number) => `${number(part * 100, 2)}%`;
  row('delivered / expected', share(completeness(ours)), share(completeness(bare)));
  row('  superseded in a late batch (by design)', share(ours.drive.superseded / ours.drive.published), share(bare.drive.superseded / bare.drive.published));
  row('publish → console p50 / p99, ms', percentiles(ours.watch.latency), percentiles(bare.watch.latency), ratio(ours.watch.latency.p99Ms, bare.watch.latency.p99Ms));
  row('oldest position of a message, age p50 / p99, ms', percentiles(ours.watch.oldestAge), percentiles(bare.watch.oldestAge));
  const percent = (value: number) => `${number(value, 1)}%`;
  row('server CPU, % of one core', percent(ours.drive.cpuPercent), percent(bare.drive.cpuPercent), ratio(ours.drive.cpuPercent, bare.drive.cpuPercent));
  row('  the position driver alone, same process', percent(ours.driverCpuPercent), percent(bare.driverCpuPercent));
  row('  the fan-out, net of the driver', percent(netCpu(ours)), percent(netCpu(bare)), ratio(netCpu(ours), netCpu(bare)));
  row('time inside publish + batch flush, % of window', percent(ours.drive.busyPercent), percent(bare.drive.busyPercent), ratio(ours.drive.busyPercent, bare.drive.busyPercent));
  row('watchers\' process CPU (all consoles)', percent(ours.watch.cpuPercent), percent(bare.watch.cpuPercent));
  for (const [side, figures] of [['ours', ours], ['bare', bare]] as const) {
    if (figures.watch.disconnects) console.log(`  (${side}: the server closed ${figures.watch.disconnects} sockets during the run)`);
  }
}

export function printBudgets(ours: FanoutFigures, bare: FanoutFigures): void {
  console.log('\nBudgets');
  budgetRow('every position delivered to every console', `${number(completeness(ours) * 100, 2)}%`, completeness(ours) >= 1);
  budgetRow(`p99 publish → console ≤ ${BUDGETS.latencyP99Ms} ms`, ms(ours.watch.latency.p99Ms), ours.watch.latency.p99Ms <= BUDGETS.latencyP99Ms);
  const cpu = netCpu(ours);
  budgetRow(`fan-out CPU ≤ ${BUDGETS.cpuPercent}% of one core`, `${number(cpu, 1)}%`, cpu <= BUDGETS.cpuPercent);
  // A baseline within the noise cannot be exceeded 1.5 times over; ours then has to be within it too.
  const bareCpu = Math.max(netCpu(bare), NOISE_PERCENT);
  budgetRow(`fan-out CPU ≤ ${BUDGETS.baselineRatio}× bare socket.io`, ratio(cpu, netCpu(bare)), cpu <= BUDGETS.baselineRatio * bareCpu);
  const latencyRatio = ours.watch.latency.p99Ms / bare.watch.latency.p99Ms;
  budgetRow(`p99 latency ≤ ${BUDGETS.baselineRatio}× bare socket.io`, `${number(latencyRatio, 2)}×`, latencyRatio <= BUDGETS.baselineRatio);
  if (ours.watch.latency.p99Ms > BUDGETS.latencyP99Ms && BATCH_MS > BUDGETS.latencyP99Ms) {
    console.log(`  (in a busy room a position waits up to the ${BATCH_MS} ms batch window by design, so p99 cannot be below it;`);
    console.log(`   LIVE_BATCH_MS sets the window: a shorter one is fresher and writes to every socket more often)`);
  }
}

export function printIngest(figures: IngestFigures): void {
  console.log(`\nHTTP ingest: POST /api/telematics/positions, ${POSITIONS_PER_REQUEST} positions per request, ${INGEST_CONCURRENCY} devices at a time,`);
  console.log(`${INGEST_SECONDS} s after a 1 s warm-up, the ${WATCHERS} consoles still watching`);
  figureRow('positions ingested/s', number(figures.positionsPerSecond, 0));
  figureRow('requests/s', number(figures.requestsPerSecond, 1));
  figureRow('request p50 / p99, ms', `${number(figures.p50Ms, 1)} / ${number(figures.p99Ms, 1)}`);
  figureRow('server CPU, % of one core', `${number(figures.cpuPercent, 1)}%`);
}
