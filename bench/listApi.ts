import { DEMO_OPERATOR_ACCOUNTS } from '../server/db/seed/seedDemoUsers';
import { describePostgresUrl } from '../server/db/connect';
import { scaledDemoSize } from '../server/db/seed/operation';
import { signedIn } from '../tests/helpers/apiClient';
import { withServerProcess } from './list-api/childServer';
import { cachedSqlite, seededPostgres, workingCopy } from './list-api/databases';
import { CONNECTIONS, measure, WARM_UP_SECONDS, type LoadFigures } from './list-api/load';
import { median } from './figures';
import { positiveNumber, positiveWhole } from './settings';
import { ridesJson } from './list-api/ridesJson';

const P99_BUDGET_MS = 20;
const BASELINE_RATIO_BUDGET = 0.9;
const BROAD_FILTER_BUDGET_RPS = 3_000;
const JSON_SERVER_RATIO_BUDGET = 150;

/** BENCH_SCALE=0.1 BENCH_SECONDS=0.3 BENCH_WARM_UP_SECONDS=0.2 BENCH_TURNS=1 makes a smoke run of a few seconds on a small database. */
const SCALE = positiveNumber('BENCH_SCALE', 46);
const SECONDS = positiveNumber('BENCH_SECONDS', 10);
/**
 * The console and the bare handler are measured in turns, each turn a share of BENCH_SECONDS: this
 * machine's speed moves from one minute to the next, and one side's whole run after the other's
 * measured the machine as much as the code (the same list 0.8× in turns, 1.8× one after the other).
 */
const TURNS = positiveWhole('BENCH_TURNS', 3);

/**
 * More pages asked in turn than the console keeps per session (10), so that every answer is worked
 * out afresh: what a page costs when it was not asked for since the data last changed.
 */
const PAGES_IN_TURN = 100;

/**
 * The rides lists measured: the one of the budget, one where counting costs most, one where it
 * costs little, and the budget's list (status=completed) with its first pages asked in turn.
 */
const CASES = [
  { name: 'status=completed', filter: { status: 'completed' }, pages: 1 },
  { name: 'no filter', filter: undefined, pages: 1 },
  { name: 'status=scheduled', filter: { status: 'scheduled' }, pages: 1 },
  { name: `${PAGES_IN_TURN} pages in turn`, filter: { status: 'completed' }, pages: PAGES_IN_TURN },
] as const;
type CaseName = (typeof CASES)[number]['name'];
type CaseFigures = Record<CaseName, LoadFigures & { matching: string }>;

/** The ra-data-simple-rest request react-admin sends for a page of 25 rides, newest first. */
function listPath(filter: object | undefined, page = 0): string {
  const range = JSON.stringify([page * 25, page * 25 + 24]);
  const query = new URLSearchParams({ sort: '["scheduledStart","DESC"]', range, ...(filter ? { filter: JSON.stringify(filter) } : {}) });
  return `/api/rides?${query}`;
}

/**
 * How many rides match, as the answer tells it: the total from Content-Range, or "more than" the
 * bound the console counts to (X-Total-More-Than); json-server's X-Total-Count. Also proves the
 * request is answered at all.
 */
async function matchingRides(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  const moreThan = response.headers.get('x-total-more-than');
  if (moreThan) return `more than ${number(Number(moreThan))}`;
  return number(Number(response.headers.get('content-range')?.split('/').pop() ?? response.headers.get('x-total-count')));
}

async function measureCases(baseUrl: string, headers: Record<string, string>): Promise<CaseFigures> {
  const figures = {} as CaseFigures;
  for (const { name, filter, pages } of CASES) {
    const paths = Array.from({ length: pages }, (_, page) => listPath(filter, page));
    figures[name] = { matching: await matchingRides(`${baseUrl}${paths[0]}`, headers), ...(await measure(baseUrl, paths, headers, SECONDS)) };
  }
  return figures;
}

/** A server measured in turns with another: its address and what its requests carry. */
interface Side {
  url: string;
  headers: Record<string, string>;
}

/** The turn of the median throughput, the side's figures; and the median of the turns' ratios. */
interface InTurns {
  ours: CaseFigures;
  bare: CaseFigures;
  ratios: Record<CaseName, number>;
}

/** Each case, ours then the bare handler, TURNS times, each turn SECONDS / TURNS long. */
async function measureCasesInTurns(ours: Side, bare: Side): Promise<InTurns> {
  const figures: InTurns = { ours: {} as CaseFigures, bare: {} as CaseFigures, ratios: {} as Record<CaseName, number> };
  const middle = (turns: LoadFigures[]) => [...turns].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(turns.length / 2)];
  for (const { name, filter, pages } of CASES) {
    const paths = Array.from({ length: pages }, (_, page) => listPath(filter, page));
    const turns = { ours: [] as LoadFigures[], bare: [] as LoadFigures[] };
    for (let turn = 0; turn < TURNS; turn++) {
      turns.ours.push(await measure(ours.url, paths, ours.headers, SECONDS / TURNS));
      turns.bare.push(await measure(bare.url, paths, bare.headers, SECONDS / TURNS));
    }
    figures.ours[name] = { matching: await matchingRides(`${ours.url}${paths[0]}`, ours.headers), ...middle(turns.ours) };
    figures.bare[name] = { matching: await matchingRides(`${bare.url}${paths[0]}`, bare.headers), ...middle(turns.bare) };
    figures.ratios[name] = median(turns.ours.map((figure, turn) => figure.requestsPerSecond / turns.bare[turn].requestsPerSecond));
  }
  return figures;
}

/** The session cookie of the demo operator admin, signed in and working in the first operator account. */
async function adminCookie(portalUrl: string): Promise<string> {
  const client = await signedIn(portalUrl, 'admin@example.com');
  const chosen = await client.post('/api/account', { accountId: DEMO_OPERATOR_ACCOUNTS[0].id });
  if (chosen.status !== 200) throw new Error(`choosing the operator account failed: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

const number = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function figureRow(label: string, figures: LoadFigures, budget = ''): void {
  const latency = `p50 ${number(figures.p50Ms, 1).padStart(7)} ms  p99 ${number(figures.p99Ms, 1).padStart(7)} ms`;
  const failed = figures.failed ? `   (${figures.failed} requests unanswered: ${figures.failure})` : '';
  console.log(`  ${label.padEnd(46)} ${latency}  ${number(figures.requestsPerSecond, 1).padStart(9)} req/s   ${budget}${failed}`.trimEnd());
}

function ratioRow(label: string, ratio: number, budget: number): void {
  console.log(`  ${label.padEnd(46)} ${`${number(ratio, ratio < 10 ? 2 : 0)}×`.padStart(9)}   budget ≥ ${budget}×   ${verdict(ratio >= budget)}`);
}

/** The budget a case of ours is held to, with its verdict; the narrow filter is there for comparison only. */
function budgetOf(name: CaseName, figures: LoadFigures): string {
  if (name === 'status=completed') return `budget p99 ≤ ${P99_BUDGET_MS} ms   ${verdict(figures.p99Ms <= P99_BUDGET_MS)}`;
  if (name === 'no filter') return `budget ≥ ${number(BROAD_FILTER_BUDGET_RPS)} req/s   ${verdict(figures.requestsPerSecond >= BROAD_FILTER_BUDGET_RPS)}`;
  return '';
}

function printSection({ ours, bare, exact, ratios }: InTurns & { exact: CaseFigures }, jsonServer: LoadFigures): void {
  for (const { name } of CASES) {
    figureRow(`ours, ${name} (${ours[name].matching} match)`, ours[name], budgetOf(name, ours[name]));
    figureRow(`bare Fastify, exact count(*), ${name}`, exact[name]);
    console.log(`  ${`ours / bare with exact count(*), ${name}`.padEnd(46)} ${`${number(ours[name].requestsPerSecond / exact[name].requestsPerSecond, 2)}×`.padStart(9)}`);
    figureRow(`bare Fastify, same SQL, ${name}`, bare[name]);
    if (name === 'status=completed') ratioRow('ours / bare throughput, status=completed', ratios[name], BASELINE_RATIO_BUDGET);
    else if (name.includes('in turn')) console.log(`  ${'ours / bare throughput, no page kept'.padEnd(46)} ${`${number(ratios[name], 2)}×`.padStart(9)}   (the budget's list when no page is asked twice; its count is kept)`);
    else console.log(`  ${`ours / bare throughput, ${name}`.padEnd(46)} ${`${number(ratios[name], 2)}×`.padStart(9)}`);
  }
  ratioRow('ours / json-server throughput, status=completed', ours['status=completed'].requestsPerSecond / jsonServer.requestsPerSecond, JSON_SERVER_RATIO_BUDGET);
}

/**
 * The console signed in as the operator admin and the bare baseline in turns, both serving one
 * database; then the bare handler counting exactly, on its own (for comparison only).
 */
async function measureDatabase(env: Record<string, string>): Promise<InTurns & { exact: CaseFigures }> {
  const inTurns = await withServerProcess('consoleProcess.ts', env, async (oursUrl) => {
    const ours = { url: oursUrl, headers: { cookie: await adminCookie(oursUrl) } };
    return withServerProcess('bareProcess.ts', env, (bareUrl) => measureCasesInTurns(ours, { url: bareUrl, headers: {} }));
  });
  for (const { name } of CASES) {
    if (inTurns.bare[name].matching !== inTurns.ours[name].matching) throw new Error(`The baseline counts ${inTurns.bare[name].matching} rides for ${name}, the console ${inTurns.ours[name].matching}: not the same query.`);
  }
  // The naive handler beside it: the same page, but every matching ride counted on every request.
  const exact = await withServerProcess('bareProcess.ts', { ...env, BENCH_EXACT_TOTAL: 'true' }, (url) => measureCases(url, {}));
  return { ...inTurns, exact };
}

/**
 * json-server filters and sorts every ride on each request, which takes seconds over a million: it
 * gets three times as long, so that its throughput rests on more than a handful of answers.
 */
async function measureJsonServer(file: string): Promise<LoadFigures & { matching: string }> {
  const query = '/rides?_sort=scheduledStart&_order=desc&_start=0&_end=25&status=completed';
  // Its whole data set lives in its heap, as JavaScript objects: gigabytes for a million rides.
  return withServerProcess('jsonServerProcess.ts', { BENCH_JSON_FILE: file }, async (url) => ({
    matching: await matchingRides(`${url}${query}`, {}),
    ...(await measure(url, [query], {}, SECONDS * 3)),
  }), ['--max-old-space-size=8192']);
}

/**
 * The rides list API of the console against a bare Fastify handler running the same SQL and against
 * json-server, over about a million rides (scale 46) on SQLite, and on PostgreSQL when
 * BENCH_DATABASE_URL names a database the benchmark may own (created, and rebuilt when stale).
 */
export async function listApiBenchmark(): Promise<void> {
  const log = (line: string) => console.log(line);
  const cachedDir = await cachedSqlite(SCALE, log);
  const json = ridesJson(cachedDir);
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) await seededPostgres(postgresUrl, scaledDemoSize(SCALE), log);
  const copy = workingCopy(cachedDir);
  try {
    console.log(`Demo at scale ${SCALE}; ${CONNECTIONS} connections, ${SECONDS} s per figure (json-server ${Number((SECONDS * 3).toFixed(2))} s), each run after a ${WARM_UP_SECONDS} s warm-up;`);
    console.log(`load generator and each server in separate processes, on this machine; ours and the bare handler in ${TURNS} turns each (figures: the median turn's; ratios: the turns' median).`);
    const jsonServer = await measureJsonServer(json.file);
    console.log('\njson-server');
    figureRow(`json-server 0.17, ${number(json.rows)} rides (${jsonServer.matching} match)`, jsonServer);
    if (json.rows < json.total) console.log(`  (the first ${number(json.rows)} rides only: all ${number(json.total)} would not fit in the one string json-server reads its file into)`);
    const sqlite = await measureDatabase({ BENCH_DATA_DIR: copy.dataDir });
    console.log('\nSQLite');
    printSection(sqlite, jsonServer);
    if (postgresUrl) {
      const postgres = await measureDatabase({ BENCH_DATA_DIR: copy.dataDir, BENCH_SERVER_DATABASE_URL: postgresUrl });
      console.log(`\nPostgreSQL (${describePostgresUrl(postgresUrl)})`);
      printSection(postgres, jsonServer);
    }
  } finally {
    copy.remove();
  }
}
