import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { ensureUiBuilt } from '../scripts/uiBuild';
import { launchBrowser } from '../tests/helpers/browser';
import { freshContext } from './freshContext';
import { withServerProcess } from './list-api/childServer';
import { cachedSqlite, SQLITE_FILE, workingCopy } from './list-api/databases';
import { operatorAdminCookies } from './operatorAdmin';
import { printPageLoads, type PageLoads, type PagePair } from './page-load/report';
import { positiveNumber, positiveWhole } from './settings';

/** BENCH_SCALE=0.1 BENCH_LOADS=2 makes a smoke run of a few seconds on a small database. */
const SCALE = positiveNumber('BENCH_SCALE', 46);
const LOADS = positiveWhole('BENCH_LOADS', 10);
const ROWS = 25;
/** A page not ready by then will not be: the run stops, saying what the page showed instead. */
const READY_TIMEOUT_MS = 30_000;

/** A page is ready at the first frame in which `count` elements matching `selector` are shown, each with some text. */
interface Readiness {
  selector: string;
  count: number;
}

/** When a load was ready, and for a page the server drew, when the console had taken it over (it can be clicked then). */
interface LoadTimes {
  readyAtMs: number;
  takenOverAtMs?: number;
}

interface PageUnderTest {
  url: string;
  readiness: Readiness;
  cookies: [string, string][];
  /** What must hold once the time is taken, for the readiness to mean what it says. */
  confirm?: (page: Page) => Promise<void>;
}

/** An Email field that takes input: shown, enabled and not read-only (a field has no text of its own). */
const EMAIL_FIELD: Readiness = { selector: 'input[type="email"]:read-write', count: 1 };

/**
 * Runs in the page before its own scripts and checks at every frame: the time it notes is the one
 * of the frame that first shows the page ready, counted from navigation start. A row counts once
 * its cells show text (a row drawn without its cells is not a ride shown). It notes too when the
 * console has taken a page the server drew over (src/main.tsx drops the root's mark).
 */
function noteWhenReady({ selector, count }: Readiness): void {
  const times = window as { readyAtMs?: number; takenOverAtMs?: number };
  const check = () => {
    const shown = [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility() && (element instanceof HTMLInputElement || element.textContent?.trim()));
    if (times.readyAtMs === undefined && shown.length >= count) times.readyAtMs = performance.now();
    // A page without the console's root (the bare page) has nothing to take over.
    const root = document.getElementById('root');
    const takenOver = root ? root.firstChild !== null && !root.hasAttribute('data-drawn-on-server') : times.readyAtMs !== undefined;
    if (times.takenOverAtMs === undefined && takenOver) times.takenOverAtMs = performance.now();
    if (times.readyAtMs === undefined || times.takenOverAtMs === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** One load of the page in a browser context of its own, so with nothing cached: milliseconds to ready. */
async function coldLoad(browser: Browser, target: PageUnderTest): Promise<LoadTimes> {
  const context = await freshContext(browser, target.url, target.cookies);
  try {
    await context.addInitScript(noteWhenReady, target.readiness);
    const page = await context.newPage();
    await page.goto(target.url, { waitUntil: 'commit' });
    const notedTimes = () => {
      const { readyAtMs, takenOverAtMs } = window as { readyAtMs?: number; takenOverAtMs?: number };
      return readyAtMs !== undefined && takenOverAtMs !== undefined && { readyAtMs, takenOverAtMs };
    };
    const times = await page.waitForFunction(notedTimes, undefined, { timeout: READY_TIMEOUT_MS })
      .then((handle) => handle.jsonValue() as Promise<LoadTimes>)
      .catch(async (error: Error) => {
        throw new Error(`${target.url} was not ready (${JSON.stringify(target.readiness)}) within ${READY_TIMEOUT_MS / 1000} s; the page at ${page.url()} shows: ${(await page.locator('body').innerText()).slice(0, 300)}`, { cause: error });
      });
    await target.confirm?.(page);
    return times;
  } finally {
    await context.close();
  }
}

/** A field that looked ready but ignored typing fails here. */
async function emailTakesInput(page: Page): Promise<void> {
  const field = page.getByLabel('Email');
  await field.fill('admin@example.com');
  const value = await field.inputValue();
  if (value !== 'admin@example.com') throw new Error(`The Email field holds "${value}" after typing admin@example.com`);
}

/**
 * One unmeasured load first (the server's caches warm, as in service), then LOADS of each of the
 * two pages in turn, so that a slow moment of the machine falls on both alike.
 */
async function measurePair(browser: Browser, ours: PageUnderTest, bare: PageUnderTest): Promise<PagePair> {
  await coldLoad(browser, ours);
  await coldLoad(browser, bare);
  const times: PagePair = { ours: [], bare: [], oursTakenOver: [] };
  for (let load = 0; load < LOADS; load += 1) {
    const { readyAtMs, takenOverAtMs } = await coldLoad(browser, ours);
    times.ours.push(readyAtMs);
    times.oursTakenOver.push(takenOverAtMs!);
    times.bare.push((await coldLoad(browser, bare)).readyAtMs);
  }
  return times;
}

function rideCount(dataDir: string): number {
  const sqlite = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true });
  try {
    return (sqlite.prepare('select count(*) as total from rides').get() as { total: number }).total;
  } finally {
    sqlite.close();
  }
}

/**
 * Page load in Chromium over loopback with a cold cache: the console's login page until its Email
 * field takes input, and its rides list, signed in as the operator admin in "Transitline
 * Operations", until 25 rides are shown, over about a million rides (scale 46) on SQLite.
 *
 * The baseline is a hand-written page served by a bare Fastify from the same database (see
 * page-load/bareProcess.ts): what Chromium, loopback and SQLite need to show the same thing at all.
 * Against it the ratio is what the console's web app adds (its bundle, React and react-admin, the
 * session, the list's count and the names of its references), on this machine in this run; the
 * other choice, the console over the small demo, would only tell how much the million rides cost.
 */
export async function pageLoadBenchmark(): Promise<void> {
  await ensureUiBuilt();
  const cachedDir = await cachedSqlite(SCALE, (line) => console.log(line));
  const copy = workingCopy(cachedDir);
  const browser = await launchBrowser();
  try {
    const rides = rideCount(copy.dataDir);
    const env = { BENCH_DATA_DIR: copy.dataDir };
    const loads = await withServerProcess('consoleProcess.ts', env, (consoleUrl) => withServerProcess(new URL('page-load/bareProcess.ts', import.meta.url).href, env, async (bareUrl): Promise<PageLoads> => {
      const cookies = await operatorAdminCookies(consoleUrl);
      return {
        login: await measurePair(
          browser,
          { url: `${consoleUrl}/login`, readiness: EMAIL_FIELD, cookies: [], confirm: emailTakesInput },
          { url: `${bareUrl}/login`, readiness: EMAIL_FIELD, cookies: [], confirm: emailTakesInput },
        ),
        rides: await measurePair(
          browser,
          // react-admin's rows of records; the placeholder rows it shows while loading are in another body.
          { url: `${consoleUrl}/rides`, readiness: { selector: 'tbody.datagrid-body > tr', count: ROWS }, cookies },
          { url: `${bareUrl}/rides`, readiness: { selector: 'tbody > tr', count: ROWS }, cookies: [] },
        ),
      };
    }));
    console.log(`Demo at scale ${SCALE}: ${rides.toLocaleString('en-US')} rides, SQLite. Chromium over loopback, a fresh browser context (cold cache) for each load;`);
    console.log(`${LOADS} loads of each page after one unmeasured load, the console's and the bare page's in turn; each server in a process of its own, on this machine.`);
    printPageLoads(loads);
  } finally {
    await browser.close();
    copy.remove();
  }
}
