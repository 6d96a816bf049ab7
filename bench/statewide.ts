import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import v8 from 'node:v8';
import { Agent } from 'undici';
import { randomToken, hashToken } from '../server/auth/tokens';
import { WORKER_PORT_STEP } from '../server/config';
import { describePostgresUrl, openDatabase, type DatabaseHandle } from '../server/db/connect';
import { STATE_DEMO_SIZE, type DemoSize } from '../server/db/seed/operation';
import { DEMO_OPERATOR_ACCOUNTS } from '../server/db/seed/seedDemoUsers';
import { STORE_EVERY_MS } from '../server/telematics/ingest';
import { signedIn } from '../tests/helpers/apiClient';
import { freeWorkerPorts, startHaproxy, type RunningProxy } from '../tests/helpers/haproxy';
import { eventually } from '../tests/helpers/liveClient';
import { spawnServer } from '../tests/helpers/serverProcess';
import { startChildServer, withServerProcess } from './list-api/childServer';
import { seededPostgres } from './list-api/databases';
import { measure, WARM_UP_SECONDS, type LoadFigures } from './list-api/load';
import { startLinkedProcess } from './live-fanout/processLink';
import { positiveNumber, positiveWhole } from './settings';
import type { ConsoleExchanges, ConsoleFigures, DeviceExchanges, DeviceFigures, DeviceToken, MeasuredWindow } from './statewide/protocol';
import { childPids, pidsNamed, startUsage, type GroupUsage, type ProcessGroup } from './statewide/processUsage';

/** BENCH_STATE_FRACTION=0.002 BENCH_VEHICLES=12 BENCH_CONSOLES=6 BENCH_LIST_USERS=2 BENCH_SECONDS=2 makes a smoke run. */
const FRACTION = positiveNumber('BENCH_STATE_FRACTION', 1);
const VEHICLES = positiveWhole('BENCH_VEHICLES', 5000);
const CONSOLES = positiveWhole('BENCH_CONSOLES', 200);
const LIST_USERS = positiveWhole('BENCH_LIST_USERS', 20);
const SECONDS = positiveNumber('BENCH_SECONDS', 30);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_statewide';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WORKERS = 2;

const PUBLISH_P99_BUDGET_MS = 100;
const LIST_P99_BUDGET_MS = 50;
const LIST_RATIO_BUDGET = 0.9;
/** Of the consoles, those of the operator's admins see every vendor's buses; the others are one vendor's managers. */
const ADMIN_SHARE = 0.1;
/** Before the measured window: devices and consoles settle into their pace. */
const DEVICE_WARM_UP_MS = 5_000;
const GRACE_MS = 2_000;
/** The rides list the list users ask for: the status filter's first hundred pages in turn, so that none is served kept. */
const PAGES_IN_TURN = 100;

/** The statewide operation (STATE_DEMO_SIZE) at `fraction` of its size, the school year of days kept. */
export function statewideSize(fraction: number): DemoSize {
  const part = (value: number, least: number) => Math.max(least, Math.round(value * fraction));
  const { vehicles, drivers, monitors, students, runs } = STATE_DEMO_SIZE;
  return { ...STATE_DEMO_SIZE, vehicles: part(vehicles, 12), drivers: part(drivers, 12), monitors: part(monitors, 4), students: part(students, 600), runs: part(runs, 60) };
}

const number = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** A latency percentile, or a dash when nothing was timed (NaN in its process, null once sent here as JSON). */
const milliseconds = (value: number | null) => (value === null || !Number.isFinite(value) ? '—' : `${number(value, 1)} ms`);
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const megabytes = (bytes: number) => `${number(bytes / 1024 / 1024)} MB`;

/** A device token for each of the first `count` vehicles, written in bulk (any token they had before is replaced). */
async function deviceTokens(database: DatabaseHandle, count: number): Promise<DeviceToken[]> {
  const vehicles = await database.db.selectFrom('vehicles').select('id').orderBy('id').limit(count).execute();
  const devices = vehicles.map(({ id }) => ({ vehicleId: id, token: randomToken() }));
  for (let start = 0; start < devices.length; start += 1000) {
    const some = devices.slice(start, start + 1000);
    await database.db.deleteFrom('telematicsDevices').where('vehicleId', 'in', some.map((device) => device.vehicleId)).execute();
    await database.db.insertInto('telematicsDevices').values(some.map(({ vehicleId, token }) => ({ vehicleId, tokenHash: hashToken(token), lastSeenAt: null }))).execute();
  }
  return devices;
}

/**
 * Positions acknowledged but neither stored nor within STORE_EVERY_MS after a stored one of their
 * vehicle (the ingest keeps one per vehicle per 10 s, and publishes every one live): lost.
 */
async function unaccounted(database: DatabaseHandle, acknowledgedAt: Record<number, number[]>, since: number): Promise<number> {
  const rows = await database.db.selectFrom('positions').select(['vehicleId', 'recordedAt']).where('recordedAt', '>=', new Date(since).toISOString()).execute();
  const stored = new Map<number, number[]>();
  for (const { vehicleId, recordedAt } of rows) (stored.get(vehicleId) ?? stored.set(vehicleId, []).get(vehicleId)!).push(Date.parse(recordedAt));
  let lost = 0;
  for (const [vehicleId, times] of Object.entries(acknowledgedAt)) {
    const kept = (stored.get(Number(vehicleId)) ?? []).sort((a, b) => a - b);
    for (const time of times) {
      if (!kept.some((at) => at <= time && time < at + STORE_EVERY_MS)) lost += 1;
    }
  }
  return lost;
}

interface Deployment {
  proxy: RunningProxy;
  supervisor: ChildProcess;
  base: number;
  output(): string;
  stop(): Promise<void>;
}

/** The console as a state would run it: WORKERS processes on PostgreSQL and Redis behind HAProxy with deploy/haproxy.cfg. */
async function startDeployment(): Promise<Deployment> {
  const base = await freeWorkerPorts(WORKERS);
  // The proxy sends 127.0.0.1 to the operator's portal: the list users and the devices go through it.
  const proxy = await startHaproxy(base, { portal: 'admin' });
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const supervisor = spawnServer({
    ...inherited, WORKERS: String(WORKERS), PORT: String(base), HOST: '127.0.0.1', APP_ENV: 'development', LOG_LEVEL: 'warn',
    DATA_DIR: os.tmpdir(), DATABASE_URL, REDIS_URL, SEED_DEMO: 'false', SIMULATOR: 'false', MAP_STYLE_URL: 'none', PUBLIC_URL_ADMIN: proxy.url,
  });
  let output = '';
  supervisor.stdout!.on('data', (chunk) => (output += chunk));
  supervisor.stderr!.on('data', (chunk) => (output += chunk));
  await eventually(() => /2 workers serving/.test(output) || supervisor.exitCode !== null, 'both workers to serve', 180_000);
  if (supervisor.exitCode !== null) throw new Error(`The console did not start:\n${output}`);
  // Both workers healthy behind the proxy (two good checks a second apart) before the load starts.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  return {
    proxy, supervisor, base, output: () => output,
    stop: async () => {
      if (supervisor.exitCode === null) {
        const exited = new Promise((resolve) => supervisor.once('exit', resolve));
        supervisor.kill('SIGINT');
        await exited;
      }
      await proxy.stop();
    },
  };
}

/** Posts sent by the devices to measure the machine's ceiling, after this long to settle. */
const CEILING_WARM_UP_MS = 2_000;

/**
 * The machine's ceiling for the devices' posts: WORKERS bare handlers that answer 202 and do nothing
 * else, behind the same proxy on ports of their own, posted to by the same devices for SECONDS, with
 * nobody watching or listing. What the console cannot take beyond it, no server could here.
 */
async function bareIngestCeiling(devices: DeviceToken[], post: (url: string, window: MeasuredWindow) => Promise<DeviceFigures>): Promise<number> {
  const base = await freeWorkerPorts(WORKERS);
  const serving = async (worker: number): Promise<DeviceFigures> => {
    if (worker < WORKERS) {
      return withServerProcess('../statewide/bareIngestProcess.ts', { BENCH_SERVER_PORT: String(base + worker * WORKER_PORT_STEP) }, () => serving(worker + 1));
    }
    const proxy = await startHaproxy(base, { portal: 'admin' });
    try {
      // Both handlers healthy behind the proxy (two good checks a second apart) before the posts start.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const startMs = Date.now() + CEILING_WARM_UP_MS;
      return await post(proxy.url, { startMs, endMs: startMs + SECONDS * 1000 });
    } finally {
      await proxy.stop();
    }
  };
  return (await serving(0)).acknowledgedInWindow / SECONDS;
}

/** The cookies of a demo user signed in on a worker's portal (sessions live in the database: every worker knows them). */
async function cookiesOf(portalUrl: string, email: string, account?: object): Promise<[string, string][]> {
  const client = await signedIn(portalUrl, email);
  if (account) {
    const chosen = await client.post('/api/account', account);
    if (chosen.status !== 200) throw new Error(`choosing the account of ${email} failed: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  }
  return [...client.cookies];
}

function listPaths(): string[] {
  return Array.from({ length: PAGES_IN_TURN }, (_, page) => {
    const query = new URLSearchParams({ sort: '["scheduledStart","DESC"]', range: JSON.stringify([page * 25, page * 25 + 24]), filter: JSON.stringify({ status: 'completed' }) });
    return `/api/rides?${query}`;
  });
}

function listRow(label: string, figures: LoadFigures, budget = ''): void {
  const failed = figures.failed ? `   (${figures.failed} unanswered: ${figures.failure})` : '';
  console.log(`  ${label.padEnd(48)} p50 ${number(figures.p50Ms, 1).padStart(6)} ms  p99 ${number(figures.p99Ms, 1).padStart(6)} ms  ${number(figures.requestsPerSecond, 1).padStart(8)} req/s   ${budget}${failed}`.trimEnd());
}

function printIngest(devices: DeviceFigures, lost: number, seconds: number, ceiling: number): boolean {
  const perSecond = devices.acknowledgedInWindow / seconds;
  const target = VEHICLES;
  const met = perSecond >= target * 0.95 && lost === 0 && Object.keys(devices.refused).length === 0 && devices.skipped === 0;
  console.log('\nIngest (POST /api/telematics/positions through the proxy, one position a post)');
  console.log(`  ${'positions acknowledged per second'.padEnd(48)} ${number(perSecond, 0).padStart(8)}   of ${number(target)} sent a second   ${verdict(perSecond >= target * 0.95)}`);
  console.log(`  ${'sent / acknowledged'.padEnd(48)} ${number(devices.sent)} / ${number(devices.acknowledged)}${Object.keys(devices.refused).length ? `   refused: ${JSON.stringify(devices.refused)} (0 = no answer)` : ''}`);
  console.log(`  ${'posts sent late by the load generator'.padEnd(48)} ${number(devices.lateSends)}`);
  if (devices.skipped) console.log(`  ${'turns skipped, the server too far behind'.padEnd(48)} ${number(devices.skipped)}   (more than 4,000 posts waiting for an answer)`);
  console.log(`  ${'answer time'.padEnd(48)} p50 ${milliseconds(devices.latency.p50Ms)}  p99 ${milliseconds(devices.latency.p99Ms)}`);
  console.log(`  ${'the machine\'s ceiling: a bare handler, same proxy'.padEnd(48)} ${number(ceiling, 0).padStart(8)}   a second, answering 202 and doing nothing else, nobody watching or listing`);
  console.log(`  ${'acknowledged and lost'.padEnd(48)} ${number(lost).padStart(8)}   (each stored, or within ${STORE_EVERY_MS / 1000} s of a stored one)   budget 0   ${verdict(lost === 0)}`);
  return met;
}

function printConsoles(kinds: ConsoleFigures[], cpuPercent: number): boolean {
  console.log(`\nLive positions (consoles on both workers; a position ingested by one worker reaches the other's consoles through Redis)`);
  let met = true;
  for (const kind of kinds) {
    const latencyMet = kind.positions > 0 && kind.latency.p99Ms <= PUBLISH_P99_BUDGET_MS;
    met &&= latencyMet && kind.otherTenants === 0 && kind.disconnects === 0 && kind.positions > 0;
    console.log(`  ${`${kind.label}, ${kind.sockets} (${kind.perWorker.join(' + ')} per worker)`.padEnd(48)} ${number(kind.positions).padStart(10)} positions   device → console p50 ${milliseconds(kind.latency.p50Ms)}  p99 ${milliseconds(kind.latency.p99Ms)}   budget p99 ≤ ${PUBLISH_P99_BUDGET_MS} ms   ${verdict(latencyMet)}`);
    console.log(`  ${''.padEnd(48)} another tenant's positions received: ${kind.otherTenants}   ${verdict(kind.otherTenants === 0)}${kind.disconnects ? `   ${kind.disconnects} sockets closed by the server` : ''}`);
  }
  console.log(`  (the consoles' process used ${number(cpuPercent)}% of a core)`);
  return met;
}

function printUsage(usage: GroupUsage[], machineBusyPercent: number): void {
  console.log('\nProcesses over the run (CPU as a share of one core; memory as proportional set size)');
  for (const group of usage) console.log(`  ${group.label.padEnd(48)} ${`${number(group.cpuPercent)}%`.padStart(6)}   ${megabytes(group.memoryBytes).padStart(9)}`);
  console.log(`  ${`machine (${os.cpus().length} cores)`.padEnd(48)} ${`${number(machineBusyPercent)}%`.padStart(6)} busy   ${megabytes(os.freemem())} free`);
}

/** When a budget is missed: what ran out, from the machine's and the processes' figures. */
function printWhatRanOut(allMet: boolean, usage: GroupUsage[], machineBusyPercent: number, ceiling: number): void {
  if (allMet) return console.log('\nEvery budget met.');
  if (ceiling < VEHICLES * 0.95) {
    console.log(`\nThis machine takes at most ${number(ceiling)} posts a second through the proxy even when nothing is done with them: ${number(VEHICLES)} a second are beyond it, whatever the console.`);
  }
  const load = usage.filter((group) => group.label.includes('(load)')).reduce((sum, group) => sum + group.cpuPercent, 0);
  const cores = os.cpus().length;
  if (machineBusyPercent >= 90) {
    console.log(`\nWhat ran out: CPU. The machine's ${cores} cores were ${number(machineBusyPercent)}% busy, ${number(load)}% of a core of it the load generators' own (devices, consoles, lists), which a real deployment does not carry.`);
  } else {
    console.log(`\nWhat ran out: not CPU (${number(machineBusyPercent)}% busy); a budget was missed with cores to spare — look at the figures above (waits on PostgreSQL's one writer per row, or the proxy).`);
  }
}

/**
 * A state's load on one deployment on this machine: WORKERS console processes on PostgreSQL and
 * Redis behind HAProxy, the statewide demo (a million students, ten million rides at fraction 1),
 * VEHICLES devices posting a position a second through the proxy, CONSOLES consoles watching the
 * live map on both workers, and LIST_USERS people paging through the rides list, measured through
 * the proxy, on one worker directly, and beside a bare Fastify handler running the same SQL.
 */
export async function statewideBenchmark(): Promise<void> {
  const log = (line: string) => console.log(line);
  const size = statewideSize(FRACTION);
  // Seeding a state (a million students' routing, ten million rides) holds about 6 GB at its peak.
  if (FRACTION > 0.25 && v8.getHeapStatistics().heap_size_limit < 6 * 1024 ** 3) {
    throw new Error('The statewide database needs a larger heap to be seeded: NODE_OPTIONS=--max-old-space-size=8192 npm run bench -- statewide');
  }
  await seededPostgres(DATABASE_URL, size, log);
  const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: DATABASE_URL });
  const started: { stop(): Promise<void> }[] = [];
  const insecure = new Agent({ connect: { rejectUnauthorized: false } });
  try {
    const devices = await deviceTokens(database, VEHICLES);
    if (devices.length < VEHICLES) throw new Error(`The database holds ${devices.length} vehicles; ${VEHICLES} are to report (raise BENCH_STATE_FRACTION).`);
    const vendorOfVehicle = Object.fromEntries((await database.db.selectFrom('vehicles').select(['id', 'vendorId']).execute()).map((row) => [row.id, row.vendorId]));
    const rides = Number((await database.db.selectFrom('rides').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    const deployment = await startDeployment();
    started.push(deployment);
    const portal = (worker: number, offset: 0 | 1) => `http://127.0.0.1:${deployment.base + worker * WORKER_PORT_STEP + offset}`;
    const workers = Array.from({ length: WORKERS }, (_, worker) => worker);
    const adminCookies = await cookiesOf(portal(0, 0), 'admin@example.com', { accountId: DEMO_OPERATOR_ACCOUNTS[0].id });
    const vendorCookies = await cookiesOf(portal(0, 1), 'vendor@example.com', { accountId: 1, subAccountIds: [1, 2, 3] });

    const deviceProcess = await startLinkedProcess<DeviceExchanges, null>('../statewide/deviceProcess.ts');
    started.push(deviceProcess);
    const consoleProcess = await startLinkedProcess<ConsoleExchanges, null>('../statewide/consoleProcess.ts');
    started.push(consoleProcess);
    // Started before the window: a process starting inside it takes a core for a second or two, and every figure measured then with it.
    const bareProcess = await startChildServer('bareProcess.ts', { BENCH_SERVER_DATABASE_URL: DATABASE_URL });
    started.push(bareProcess);
    const admins = Math.max(1, Math.round(CONSOLES * ADMIN_SHARE));
    await consoleProcess.request('connect', {
      vendorOfVehicle,
      kinds: [
        { label: 'vendor managers (vendor 1)', cookies: vendorCookies, urls: workers.map((worker) => portal(worker, 1)), sockets: CONSOLES - admins, vendorId: 1 },
        { label: 'operator admins (every vendor)', cookies: adminCookies, urls: workers.map((worker) => portal(worker, 0)), sockets: admins, vendorId: null },
      ],
    });

    console.log(`PostgreSQL (${describePostgresUrl(DATABASE_URL)}) with ${number(size.students)} students and ${number(rides)} rides; Redis; ${WORKERS} console processes behind HAProxy (TLS, deploy/haproxy.cfg).`);
    console.log(`${number(VEHICLES)} devices posting a position a second through the proxy; ${number(CONSOLES)} consoles watching the live map (${CONSOLES - admins} of one vendor, ${admins} of the operator), spread over both workers; ${LIST_USERS} people paging through the rides list, ${SECONDS} s per list figure after a ${WARM_UP_SECONDS} s warm-up.`);

    const paths = listPaths();
    const headers = { cookie: adminCookies.map(([name, value]) => `${name}=${value}`).join('; ') };
    const startMs = Date.now() + DEVICE_WARM_UP_MS;
    // The list figures come one after the other inside the window, each its warm-up, its seconds and a settling request.
    const endMs = startMs + 3 * (WARM_UP_SECONDS + SECONDS + 3) * 1000;
    const window = { startMs, endMs };
    const posting = deviceProcess.request('post', { url: deployment.proxy.url, devices, window });
    const watching = consoleProcess.request('watch', { window, graceMs: GRACE_MS });
    // Awaited after the list figures: should one of those fail, the stopping processes reject these
    // meanwhile, and the list's own error is the one to tell, not an unhandled rejection of theirs.
    for (const figures of [posting, watching]) figures.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, startMs - Date.now()));

    const supervisorPid = deployment.supervisor.pid!;
    const groups: ProcessGroup[] = [
      ...workers.map((worker) => ({ label: `console worker ${worker}`, pids: () => childPids(supervisorPid).slice(worker, worker + 1) })),
      { label: 'supervisor', pids: () => [supervisorPid] },
      { label: 'HAProxy', pids: () => pidsNamed('haproxy') },
      { label: 'PostgreSQL (all its processes)', pids: () => pidsNamed('postgres') },
      { label: 'Redis', pids: () => pidsNamed('redis-server') },
      { label: 'devices (load)', pids: () => [deviceProcess.pid] },
      { label: 'consoles (load)', pids: () => [consoleProcess.pid] },
      { label: 'list users and this benchmark (load)', pids: () => [process.pid] },
    ];
    const usage = startUsage(groups);
    // Each step said as it starts: a run that overruns on a busy machine shows where it was.
    log('  (measuring the rides list through the proxy…)');
    const throughProxy = await measure(deployment.proxy.url, paths, headers, SECONDS, LIST_USERS, { dispatcher: insecure });
    log('  (…on worker 0 directly…)');
    const direct = await measure(portal(0, 0), paths, headers, SECONDS, LIST_USERS);
    log('  (…from the bare handler; then the devices\' and consoles\' figures)');
    const bare = await measure(bareProcess.url, paths, {}, SECONDS, LIST_USERS);
    const [deviceFigures, consoleFigures] = await Promise.all([posting, watching]);
    const { groups: used, machineBusyPercent } = usage.finish();
    log('  (…and the machine\'s ceiling for the same posts, from bare handlers behind the same proxy)');
    const ceiling = await bareIngestCeiling(devices, (url, ceilingWindow) => deviceProcess.request('post', { url, devices, window: ceilingWindow }));
    const lost = await unaccounted(database, deviceFigures.acknowledgedAt, startMs - DEVICE_WARM_UP_MS);

    const ingestMet = printIngest(deviceFigures, lost, (endMs - startMs) / 1000, ceiling);
    const liveMet = printConsoles(consoleFigures.kinds, consoleFigures.cpuPercent);
    console.log(`\nRides list (status=completed, its first ${PAGES_IN_TURN} pages in turn: none served kept), ${LIST_USERS} users at once, while the devices post and the consoles watch`);
    listRow('ours, through the proxy (both workers)', throughProxy, `budget p99 ≤ ${LIST_P99_BUDGET_MS} ms   ${verdict(throughProxy.p99Ms <= LIST_P99_BUDGET_MS)}`);
    listRow('ours, worker 0 directly', direct);
    listRow('bare Fastify, same SQL, one process directly', bare);
    const ratio = direct.requestsPerSecond / bare.requestsPerSecond;
    console.log(`  ${'ours / bare throughput, one process each'.padEnd(48)} ${`${number(ratio, 2)}×`.padStart(9)}   budget ≥ ${LIST_RATIO_BUDGET}×   ${verdict(ratio >= LIST_RATIO_BUDGET)}`);
    printUsage(used, machineBusyPercent);
    printWhatRanOut(ingestMet && liveMet && throughProxy.p99Ms <= LIST_P99_BUDGET_MS && ratio >= LIST_RATIO_BUDGET, used, machineBusyPercent, ceiling);
  } finally {
    for (const running of started.reverse()) await running.stop();
    await insecure.close();
    await database.close();
  }
}
