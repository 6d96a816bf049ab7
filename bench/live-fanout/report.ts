import type { IngestFigures } from './httpIngest';
import { INGEST_CONCURRENCY, POSITIONS_PER_REQUEST } from './httpIngest';
import type { DriveFigures, Percentiles, WatchFigures } from './protocol';
import { BATCH_MS, INGEST_SECONDS, ROUNDS, SECONDS, VEHICLES, WARM_UP_SECONDS, WATCHERS } from './settings';

/** The performance issue's budgets. */
const BUDGETS = { latencyP99Ms: 50, cpuPercent: 5, baselineRatio: 1.5 };

/**
 * One turn of a side's fan-out: what its server measured over the window, what its watchers
 * received, and the CPU of the same process running the driver alone right after, its positions
 * going nowhere. A side is its turns, in the order run.
 */
export interface FanoutRound {
  drive: DriveFigures;
  watch: WatchFigures;
  driverCpuPercent: number;
}

const number = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number) => `${number(value, 1)} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
/** Delivered over expected: each position published in the window, once to every watcher. */
const completeness = ({ drive, watch }: FanoutRound) => watch.positions / (drive.published * WATCHERS);

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
  console.log(`${SECONDS} s measured after ${WARM_UP_SECONDS} s of warm-up; each server in a process of its own, publishing the`);
  console.log(`positions itself, measured in turns (${ROUNDS} each, the order changing every round); the watching consoles`);
  console.log('in another process; all on this machine.');
  console.log(`Batch window ${BATCH_MS} ms (LIVE_BATCH_MS), the same for both servers.`);
}

/** The middle value (the higher of the middle two of an even count). */
const middle = <T>(items: T[], value: (item: T) => number) => [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)];
/** The driver's cost in a side's process: the median of its readings, one after each turn. */
const driverCpu = (side: FanoutRound[]) => middle(side, (round) => round.driverCpuPercent).driverCpuPercent;
/** CPU of the fan-out itself in one turn: the server's, less what the benchmark's position driver costs in it. */
const netCpu = (side: FanoutRound[], round: FanoutRound) => Math.max(0, round.drive.cpuPercent - driverCpu(side));
/** The turn whose fan-out CPU is the median of the side's. */
const medianRound = (side: FanoutRound[]) => middle(side, (round) => netCpu(side, round));
/** Latency and delivery are held to every turn, not to a middle one. */
const worstP99 = (side: FanoutRound[]) => Math.max(...side.map((round) => round.watch.latency.p99Ms));
const leastComplete = (side: FanoutRound[]) => Math.min(...side.map(completeness));
/** Below this a CPU figure is within this machine's noise, and no ratio over it means anything. */
const NOISE_PERCENT = 0.5;
const ratio = (a: number, b: number) => (b >= NOISE_PERCENT ? `${number(a / b, 2)}×` : 'n/a');
const percent = (value: number) => `${number(value, 1)}%`;

export function printFanout(oursSide: FanoutRound[], bareSide: FanoutRound[]): void {
  const [ours, bare] = [medianRound(oursSide), medianRound(bareSide)];
  const perSecond = (count: number) => number(count / SECONDS, count / SECONDS < 100 ? 1 : 0);
  const percentiles = (figures: Percentiles) => `${number(figures.p50Ms, 1)} / ${number(figures.p99Ms, 1)}`;
  console.log(`\nPosition fan-out${ROUNDS > 1 ? ', the turn of median fan-out CPU of each side' : ''}`);
  row('', 'ours', 'bare socket.io', 'ours/bare');
  row('positions published/s', perSecond(ours.drive.published), perSecond(bare.drive.published));
  row('messages delivered/s (all consoles)', perSecond(ours.watch.messagesReceivedInWindow), perSecond(bare.watch.messagesReceivedInWindow));
  row('positions delivered/s (all consoles)', perSecond(ours.watch.positionsReceivedInWindow), perSecond(bare.watch.positionsReceivedInWindow));
  const share = (part: number) => `${number(part * 100, 2)}%`;
  row('delivered / expected', share(completeness(ours)), share(completeness(bare)));
  row('  superseded in a late batch (by design)', share(ours.drive.superseded / ours.drive.published), share(bare.drive.superseded / bare.drive.published));
  row('publish → console p50 / p99, ms', percentiles(ours.watch.latency), percentiles(bare.watch.latency), ratio(ours.watch.latency.p99Ms, bare.watch.latency.p99Ms));
  row('oldest position of a message, age p50 / p99, ms', percentiles(ours.watch.oldestAge), percentiles(bare.watch.oldestAge));
  row('server CPU, % of one core', percent(ours.drive.cpuPercent), percent(bare.drive.cpuPercent), ratio(ours.drive.cpuPercent, bare.drive.cpuPercent));
  row('  the position driver alone, same process', percent(driverCpu(oursSide)), percent(driverCpu(bareSide)));
  row('  the fan-out, net of the driver', percent(netCpu(oursSide, ours)), percent(netCpu(bareSide, bare)), ratio(netCpu(oursSide, ours), netCpu(bareSide, bare)));
  row('time inside publish + batch flush, % of window', percent(ours.drive.busyPercent), percent(bare.drive.busyPercent), ratio(ours.drive.busyPercent, bare.drive.busyPercent));
  row('watchers\' process CPU (all consoles)', percent(ours.watch.cpuPercent), percent(bare.watch.cpuPercent));
  if (ROUNDS > 1) {
    console.log('\nEvery turn, in the order run: fan-out CPU net of the driver, p99 publish → console');
    const turns = (side: FanoutRound[]) => side.map((round) => `${percent(netCpu(side, round)).padStart(6)} ${ms(round.watch.latency.p99Ms).padStart(8)}`).join('   ');
    console.log(`  ${'ours'.padEnd(LABEL_WIDTH)} ${turns(oursSide)}`);
    console.log(`  ${'bare socket.io'.padEnd(LABEL_WIDTH)} ${turns(bareSide)}`);
  }
  for (const [name, side] of [['ours', oursSide], ['bare', bareSide]] as const) {
    const disconnects = side.reduce((sum, round) => sum + round.watch.disconnects, 0);
    if (disconnects) console.log(`  (${name}: the server closed ${disconnects} sockets during the runs)`);
  }
}

export function printBudgets(oursSide: FanoutRound[], bareSide: FanoutRound[]): void {
  const [ours, bare] = [medianRound(oursSide), medianRound(bareSide)];
  console.log(`\nBudgets${ROUNDS > 1 ? ' (delivery and latency: the worst turn; CPU: the median turn of each side)' : ''}`);
  budgetRow('every position delivered to every console', `${number(leastComplete(oursSide) * 100, 2)}%`, leastComplete(oursSide) >= 1);
  budgetRow(`p99 publish → console ≤ ${BUDGETS.latencyP99Ms} ms`, ms(worstP99(oursSide)), worstP99(oursSide) <= BUDGETS.latencyP99Ms);
  const cpu = netCpu(oursSide, ours);
  budgetRow(`fan-out CPU ≤ ${BUDGETS.cpuPercent}% of one core`, `${number(cpu, 1)}%`, cpu <= BUDGETS.cpuPercent);
  // A baseline within the noise cannot be exceeded 1.5 times over; ours then has to be within it too.
  const bareCpu = Math.max(netCpu(bareSide, bare), NOISE_PERCENT);
  budgetRow(`fan-out CPU ≤ ${BUDGETS.baselineRatio}× bare socket.io`, ratio(cpu, netCpu(bareSide, bare)), cpu <= BUDGETS.baselineRatio * bareCpu);
  const latencyRatio = worstP99(oursSide) / worstP99(bareSide);
  budgetRow(`p99 latency ≤ ${BUDGETS.baselineRatio}× bare socket.io`, `${number(latencyRatio, 2)}×`, latencyRatio <= BUDGETS.baselineRatio);
  if (worstP99(oursSide) > BUDGETS.latencyP99Ms && BATCH_MS > BUDGETS.latencyP99Ms) {
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
