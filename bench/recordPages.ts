import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { RELATED_ROWS_SHOWN } from '../resources/engine/resource';
import { students } from '../resources/students';
import { SETTLING_BAR_CLASS } from '../src/shell/layout/settlingBar';
import { ensureUiBuilt } from '../scripts/uiBuild';
import { launchBrowser } from '../tests/helpers/browser';
import { median, milliseconds, verdict, worst } from './figures';
import { freshContext } from './freshContext';
import { withServerProcess } from './list-api/childServer';
import { cachedSqlite, SQLITE_FILE, workingCopy } from './list-api/databases';
import { operatorAdminCookies } from './operatorAdmin';
import { positiveNumber, positiveWhole } from './settings';

/** BENCH_SCALE=0.1 BENCH_OPENS=2 makes a smoke run of a few seconds. */
const SCALE = positiveNumber('BENCH_SCALE', 1);
const OPENS = positiveWhole('BENCH_OPENS', 10);
const BUDGET_MS = 500;
const READY_TIMEOUT_MS = 30_000;

/** What a record's page shows once fully drawn: its heading, so many rows in its sections and tables, and no spinner. */
interface FullyDrawn {
  /** The part of the page the record is drawn in: the main area, or the drawer over the list. */
  within: string;
  heading: string;
  rows: number;
  /** Sections (cards) the page shows, each finished, and how they are found. */
  sections: number;
  sectionSelector: string;
}

/**
 * Opens `pathname` inside the console already on screen, as a click on a link does (the router is
 * told of the new address; `?…` adds to the address shown, as a drawer over a list does), and notes the first frame at which the record is fully drawn:
 * milliseconds from the open, and the moment of the open on the page's clock.
 */
async function openInConsole(page: Page, pathname: string, drawn: FullyDrawn): Promise<{ ms: number; openedAt: number }> {
  return page.evaluate(({ pathname: target, drawn: wanted, timeoutMs }: { pathname: string; drawn: FullyDrawn & { settlingBar: string }; timeoutMs: number }) => new Promise<{ ms: number; openedAt: number }>((resolve, reject) => {
    const started = performance.now();
    const ready = () => {
      const root = document.querySelector(wanted.within);
      // A spinner or bar of the page's own still loading; not the section's settling bar, which stays its fixed time (spec 9).
      if (!root || root.querySelector(`[role="progressbar"]:not(.${wanted.settlingBar})`)) return false;
      const headed = [...root.querySelectorAll('h1, h2')].some((heading) => heading.textContent?.trim() === wanted.heading);
      const rows = [...root.querySelectorAll('section[aria-label] tbody tr, table[aria-label] tbody tr')].filter((row) => row.textContent?.trim()).length;
      return headed && rows >= wanted.rows && root.querySelectorAll(wanted.sectionSelector).length >= wanted.sections;
    };
    const check = () => {
      if (ready()) resolve({ ms: performance.now() - started, openedAt: started });
      else if (performance.now() - started > timeoutMs) reject(new Error(`${target} was not fully drawn within ${timeoutMs} ms: ${JSON.stringify(wanted)}`));
      else requestAnimationFrame(check);
    };
    // A drawer opens over the list as it is, its filter kept in the address (as drawerHref writes it).
    const address = target.startsWith('?') ? `${location.pathname}${location.search ? `${location.search}&` : '?'}${target.slice(1)}` : target;
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
    requestAnimationFrame(check);
  }), { pathname, drawn: { ...drawn, settlingBar: SETTLING_BAR_CLASS }, timeoutMs: READY_TIMEOUT_MS });
}

/** Milliseconds from `openedAt` (the page's clock) to the first frame at which the map in `within` has drawn its street map and markers. */
function mapDrawnAfter(page: Page, within: string, openedAt: number): Promise<number> {
  return page.evaluate(({ within: root, openedAt: from, timeoutMs }) => new Promise<number>((resolve, reject) => {
    const check = () => {
      const region = document.querySelector(root)?.querySelector('.maplibregl-map')?.closest('[role="region"]') as (Element & { maplibreMap?: { loaded(): boolean } }) | null | undefined;
      if (region?.maplibreMap?.loaded()) resolve(performance.now() - from);
      else if (performance.now() - from > timeoutMs) reject(new Error(`No map was drawn in ${root} within ${timeoutMs} ms`));
      else requestAnimationFrame(check);
    };
    check();
  }), { within, openedAt, timeoutMs: READY_TIMEOUT_MS });
}

/** Loads a list afresh and waits for its rows: a person clicks a row they see. */
async function openList(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('main tbody tr').first().waitFor();
}

/** A ride's drawer: its cards (each a section of its own, a spinner while it loads), whatever the ride holds. */
const RIDE_DRAWER = { within: '.MuiDrawer-paper', rows: 0, sectionSelector: 'section.MuiCard-root' };

interface Samples {
  student: { id: number; name: string; rows: number; sections: number }[];
  ride: { id: number; displayId: number }[];
}

/**
 * Records to open, each once (nothing of it kept from an earlier open): students assigned to runs,
 * with what their page shows; rides of today.
 */
function samplesOf(dataDir: string, count: number): Samples {
  const sqlite = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true });
  try {
    // The demo ends no assignment ahead of today: the open ones are those in effect.
    const seats = sqlite.prepare('select student_id from student_assignments where effective_to is null').all() as { student_id: number }[];
    const serving = new Map<number, number>();
    for (const { student_id: id } of seats) serving.set(id, (serving.get(id) ?? 0) + 1);
    const related = (table: string, id: number) => Math.min(RELATED_ROWS_SHOWN, (sqlite.prepare(`select count(*) as n from ${table} where student_id = ?`).get(id) as { n: number }).n);
    const student = [...serving].slice(0, count).map(([id, runCount]) => {
      const row = sqlite.prepare('select first_name, last_name from students where id = ?').get(id) as { first_name: string; last_name: string };
      const rows = runCount + related('student_assignments', id) + related('transportation_requests', id) + related('student_change_requests', id) + related('student_rfid_badges', id);
      // The service and each related list are sections of their own.
      return { id, name: `${row.first_name} ${row.last_name}`, rows, sections: 1 + (students.related?.length ?? 0) };
    });
    const ride = sqlite.prepare('select id, display_id from rides where status = \'completed\' order by id desc limit ?').all(count) as { id: number; display_id: number }[];
    return { student, ride: ride.map(({ id, display_id }) => ({ id, displayId: display_id })) };
  } finally {
    sqlite.close();
  }
}

/** When the page's map has drawn, which the budget leaves out: a student's map starts once the page's text is drawn. */
function printMap(opens: number[]): void {
  console.log(`  ${'its map drawn'.padEnd(24)} median ${milliseconds(median(opens))}   worst ${milliseconds(worst(opens))}   (no budget)`);
}

function printOpens(title: string, opens: number[]): void {
  console.log(`\n${title}`);
  console.log(`  ${'opened in the console'.padEnd(24)} median ${milliseconds(median(opens))}   worst ${milliseconds(worst(opens))}   budget median ≤ ${milliseconds(BUDGET_MS).trim()}   ${verdict(median(opens) <= BUDGET_MS)}`);
}

/**
 * A student's page and a ride's drawer, opened from inside the console as a click opens them (the
 * console already loaded, signed in as the operator admin), to the first frame at which each is fully
 * drawn — for a student: heading, service, every related list with its rows, no spinner; for a ride:
 * the drawer's heading and every card finished. The section's thin settling bar, which spec 9 keeps
 * for half a second after its code arrives whatever is drawn, is not waited for. Each open is of another record, so no answer of an
 * earlier one serves it. The demo at scale 1 on SQLite, Chromium over loopback.
 */
export async function recordPagesBenchmark(): Promise<void> {
  await ensureUiBuilt();
  const copy = workingCopy(await cachedSqlite(SCALE, (line) => console.log(line)));
  const browser = await launchBrowser();
  try {
    const samples = samplesOf(copy.dataDir, OPENS + 1);
    const figures = await withServerProcess('consoleProcess.ts', { BENCH_DATA_DIR: copy.dataDir }, async (consoleUrl) => {
      const context = await freshContext(browser, consoleUrl, await operatorAdminCookies(consoleUrl));
      const page = await context.newPage();
      await page.goto(`${consoleUrl}/rides`);
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      // How many cards a ride's drawer shows for this user: counted once it settled, on a ride not measured.
      const [first, ...rides] = samples.ride;
      await openInConsole(page, `?_=drawer/rides/${first.id}/show`, { ...RIDE_DRAWER, heading: `Ride #${first.displayId}`, sections: 1 });
      await page.waitForTimeout(2_000);
      const cards = await page.locator(`.MuiDrawer-paper ${RIDE_DRAWER.sectionSelector}`).count();
      const drawer = { drawn: [] as number[], map: [] as number[] };
      for (const ride of rides.slice(0, OPENS)) {
        await openList(page, `${consoleUrl}/rides`);
        const { ms, openedAt } = await openInConsole(page, `?_=drawer/rides/${ride.id}/show`, { ...RIDE_DRAWER, heading: `Ride #${ride.displayId}`, sections: cards });
        drawer.drawn.push(ms);
        drawer.map.push(await mapDrawnAfter(page, RIDE_DRAWER.within, openedAt));
      }
      const student = { drawn: [] as number[], map: [] as number[] };
      for (const { id, name, rows, sections } of samples.student.slice(1, OPENS + 1)) {
        await openList(page, `${consoleUrl}/students`);
        const { ms, openedAt } = await openInConsole(page, `/students/${id}/show`, { within: 'main', heading: name, rows, sections, sectionSelector: 'section[aria-label]' });
        student.drawn.push(ms);
        student.map.push(await mapDrawnAfter(page, 'main', openedAt));
      }
      await context.close();
      return { drawer, student, cards };
    });
    console.log(`Demo at scale ${SCALE}, SQLite; Chromium over loopback, the console loaded and signed in as the operator admin; ${OPENS} opens of each, each of another record, clicked once the list's rows are shown.`);
    printOpens(`student's page (open → heading, service and every related list with its rows, no spinner)`, figures.student.drawn);
    printMap(figures.student.map);
    printOpens(`ride drawer over the rides list (open → heading and all ${figures.cards} cards finished)`, figures.drawer.drawn);
    printMap(figures.drawer.map);
  } finally {
    await browser.close();
    copy.remove();
  }
}
