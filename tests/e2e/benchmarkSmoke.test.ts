import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { browserRequirement } from '../helpers/browser';
import { haproxyRequirement } from '../helpers/haproxy';
import { describeWhen } from '../helpers/requirements';

/**
 * Every benchmark run as `npm run bench -- <name>` runs it, at a scale of seconds: it must finish and
 * print its figures, its budgets with their verdicts and its baseline. Whether a budget is met is
 * for the full runs to tell, not for this machine under a test run.
 */
interface SmokeRun {
  knobs: Record<string, string>;
  /** Lines that end in a budget's verdict, at the least. */
  verdicts: number;
  /** Lines the output must hold: figures, and the baseline as a ratio where there is one. */
  figures: RegExp[];
}

const MINUTE = 60_000;
const TSX = path.resolve('node_modules/.bin/tsx');
const VERDICT = /\b(met|MISSED)$/gm;
/** A database a benchmark may own on the test PostgreSQL server: created, and seeded again when stale. */
const postgresBenchDatabase = (name: string) => process.env.TEST_DATABASE_URL && Object.assign(new URL(process.env.TEST_DATABASE_URL), { pathname: `/${name}` }).toString();
const postgresBenchUrl = postgresBenchDatabase('bench_smoke');

const SMOKE_RUNS: Record<string, SmokeRun> = {
  start: { knobs: { BENCH_SCALE: '0.1', BENCH_RESTARTS: '1' }, verdicts: 2, figures: [/^first start, seeding the demo at scale 0\.1\s+\d+\.\d+ s/m, /^start on the existing database\s+\d+\.\d+ s/m] },
  eta: {
    knobs: { BENCH_RUNS: '3', BENCH_RIDES: '2' },
    verdicts: 3,
    figures: [/^BENCH_RUNS=3 BENCH_RIDES=2 BENCH_SEED=\d+: /m, /^10 min out +\d+:\d\d +\d+:\d\d +\d+:\d\d +\d+:\d\d +[\d.]+× +\d+$/m, /^ {2}ours +[\d.]+% +\([\d.]+%(, [\d.]+%){3}\)$/m, /^ {2}baseline +[\d.]+% +\(/m],
  },
  'first-load': {
    knobs: {},
    verdicts: 2,
    figures: [/^login route JavaScript \(gzip\) +[\d.]+ kB \( *\d+ files\) +[\d.]+ kB \( *\d+ files\) +[\d.]+ /m, /^signed-in shell, in all \(gzip\) +[\d.]+ kB/m, /^sections as lazy chunks: /m],
  },
  'list-api': {
    knobs: { BENCH_SCALE: '0.1', BENCH_SECONDS: '0.3', BENCH_WARM_UP_SECONDS: '0.2', BENCH_TURNS: '1', ...(postgresBenchUrl ? { BENCH_DATABASE_URL: postgresBenchUrl } : {}) },
    verdicts: postgresBenchUrl ? 8 : 4,
    figures: [/^SQLite$/m, ...(postgresBenchUrl ? [/^PostgreSQL \(/m] : []), /p99 +[\d,.]+ ms .* [\d,.]+ req\/s/, /ours \/ bare throughput.*\d×/],
  },
  'live-fanout': {
    knobs: { BENCH_VEHICLES: '100', BENCH_WATCHERS: '5', BENCH_SECONDS: '1', BENCH_ROUNDS: '2' },
    verdicts: 5,
    figures: [/^ {2}positions delivered\/s \(all consoles\) +[\d,.]+ +[\d,.]+$/m, /^ {2}bare socket\.io +[\d.]+% +[\d,.]+ ms +[\d.]+% +[\d,.]+ ms$/m, /^ {2}positions ingested\/s +[\d,]+$/m],
  },
  'live-map': {
    knobs: { BENCH_VEHICLES: '100', BENCH_BATCHES: '2', BENCH_PAN_SECONDS: '1', BENCH_VIEW_SETTLE_SECONDS: '1' },
    verdicts: 1,
    figures: [/^city, zoom 14 +fleet layer \(the live map\) +\d+ +[\d,]+ ms +[\d,]+ ms +[\d,]+ ms +[\d.]+$/m, /^three states, zoom 5 +an element per vehicle +\d+ /m, /^three states, zoom 5 +none \(the map alone\) /m],
  },
  'ride-bulk': {
    knobs: { BENCH_SCALE: '0.1', BENCH_RUNS: '1' },
    verdicts: 1,
    figures: [/^ {2}bulk assign of \d+ rides, p50 +[\d.,]+ ms/m],
  },
  'roster-import': {
    knobs: { BENCH_STUDENTS: '300', ...(postgresBenchUrl ? { BENCH_DATABASE_URL: postgresBenchUrl } : {}) },
    verdicts: postgresBenchUrl ? 4 : 2,
    figures: [/^SQLite$/m, ...(postgresBenchUrl ? [/^PostgreSQL \(/m] : []), /^ {2}dry run \(upload, read, compare\) +[\d.]+ s +peak memory +\d+ MB \(\d+ MB before\) +300 added, 0 changed, 0 rejected +budget ≤ 60 s +(met|MISSED)$/m, /^ {2}plain prepared insert loop +[\d.]+ s/m],
  },
  'list-speed': {
    knobs: { BENCH_SCALE: '0.1', BENCH_RUNS: '1' },
    verdicts: 3,
    figures: [/^sort the rides list/m, /^filter the rides list/m, /^save a vehicle/m, /^ {2}bare react-admin +p50 +\d[\d,]* ms +worst/m, /^ {2}console \/ bare +p50 +[\d.]+× +worst +[\d.]+×$/m],
  },
  'record-pages': {
    knobs: { BENCH_SCALE: '0.1', BENCH_OPENS: '1' },
    verdicts: 2,
    figures: [/^student's page .*\n {2}opened in the console +median +\d[\d,]* ms +worst/m, /^ride drawer over the rides list .*\n {2}opened in the console +median +\d[\d,]* ms/m],
  },
  statewide: {
    knobs: {
      BENCH_STATE_FRACTION: '0.002', BENCH_VEHICLES: '12', BENCH_CONSOLES: '6', BENCH_LIST_USERS: '2', BENCH_SECONDS: '1', BENCH_WARM_UP_SECONDS: '0.3',
      BENCH_DATABASE_URL: postgresBenchDatabase('bench_statewide_smoke') ?? '', BENCH_REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    },
    verdicts: 8,
    figures: [/^ {2}positions acknowledged per second +\d+ /m, /^ {2}the machine's ceiling: a bare handler, same proxy +[\d,]+ +a second/m, /device → console p50 [\d,.]+ ms +p99 [\d,.]+ ms/, /^ {2}ours \/ bare throughput, one process each +[\d.]+×/m, /^ {2}console worker 1 +\d+% +[\d,]+ MB$/m, /^(What ran out|Every budget met)/m],
  },
  'page-load': {
    knobs: { BENCH_SCALE: '0.1', BENCH_LOADS: '1' },
    verdicts: 2,
    figures: [/^login page interactive/m, /^rides list/m, /^ {2}bare page +median +\d[\d,]* ms +worst/m, /^ {2}console \/ bare page +median +[\d.]+× +worst +[\d.]+×$/m],
  },
};

/** The run's output, stdout and stderr together; the benchmark and every process it started are ended when it overruns. */
function runBenchmark(name: string, knobs: Record<string, string>, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  // Knobs of the caller's own shell (BENCH_DATABASE_URL, a bigger scale) would change what is run.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('BENCH_')));
  const child = spawn(TSX, ['bench/run.ts', name], { env: { ...inherited, ...knobs }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const overrun = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), timeoutMs);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(overrun);
      resolve({ code, output });
    });
  });
}

async function expectSmokeRun(name: string, timeoutMs: number): Promise<void> {
  const { knobs, verdicts, figures } = SMOKE_RUNS[name];
  const { code, output } = await runBenchmark(name, knobs, timeoutMs);
  const outcome = {
    code,
    enoughVerdicts: (output.match(VERDICT) ?? []).length >= verdicts,
    missingFigures: figures.filter((figure) => !figure.test(output)).map(String),
  };
  // The output goes with every failure, as the failure's own text (a diff would leave out what both sides hold): it says what the benchmark got to.
  const failed = outcome.code !== 0 || !outcome.enoughVerdicts || outcome.missingFigures.length > 0;
  if (failed) throw new Error(`${name} smoke run: ${JSON.stringify(outcome)}\n--- its output ---\n${output}`);
}

/** The names in bench/benchmarks.ts, read as `npm run bench` reads them (the bench code is ES modules only). */
function registeredBenchmarks(): string[] {
  const listing = "import('./bench/benchmarks.ts').then(({ benchmarks }) => console.log(JSON.stringify(Object.keys(benchmarks))))";
  const { stdout, stderr, status } = spawnSync(TSX, ['-e', listing], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`Listing the benchmarks failed: ${stderr}`);
  return JSON.parse(stdout) as string[];
}

describe('benchmark smoke runs', () => {
  it('cover every benchmark there is', () => {
    expect(Object.keys(SMOKE_RUNS).sort()).toEqual(registeredBenchmarks().sort());
  });

  // The first run on a machine seeds the small benchmark databases (cached in bench/.data afterwards).
  it.each(['start', 'eta', 'list-api', 'live-fanout', 'ride-bulk', 'roster-import'])('%s', (name) => expectSmokeRun(name, 4 * MINUTE), 5 * MINUTE);
});

/** Several console processes on PostgreSQL and Redis behind HAProxy, as the multi-process tests need. */
const statewideRequirement = !process.env.TEST_DATABASE_URL ? { ok: false, why: 'TEST_DATABASE_URL is not set' }
  : !process.env.TEST_REDIS_URL ? { ok: false, why: 'TEST_REDIS_URL is not set' } : haproxyRequirement;

describeWhen(statewideRequirement, 'benchmark smoke runs on PostgreSQL, Redis and HAProxy', () => {
  // Two console processes, HAProxy and the load's own processes start before a second is measured: on a busy machine that alone takes minutes.
  it('statewide', () => expectSmokeRun('statewide', 8 * MINUTE), 9 * MINUTE);
});

describeWhen(browserRequirement, 'benchmark smoke runs in Chromium', () => {
  it.each(['first-load', 'page-load', 'record-pages', 'list-speed', 'live-map'])('%s', (name) => expectSmokeRun(name, 4 * MINUTE), 5 * MINUTE);
});
