import type { BrowserContext, Locator, Page } from 'playwright-core';

/**
 * What a click is waiting for, read from the page as a person reads it. Rows: the list's body has
 * rows, each naming a record of another table in `named` (a run's number: a row whose references
 * are still on their way is not all there yet), and, where asked, the first row shows a record by
 * its number, or every row a text, in a column found by its heading. A notice: a snackbar holding
 * the text.
 */
export type Outcome =
  | { rows: { named: string; first?: { column: string; number: number }; every?: { column: string; text: string } } }
  | { notice: string };

interface OutcomeChecks {
  isShown(outcome: Outcome): boolean;
  /** Notes the next click's time, then the time of the first frame after it that shows the outcome. */
  watch(outcome: Outcome): void;
  clickedAt?: number;
  shownAt?: number;
}

declare global {
  interface Window {
    outcomeChecks: OutcomeChecks;
  }
}

/** Runs in every page before its own scripts. */
function installOutcomeChecks(): void {
  const column = (heading: string): string[] => {
    const index = [...document.querySelectorAll('thead th')].findIndex((th) => th.textContent?.trim() === heading);
    if (index < 0) return [];
    return [...document.querySelectorAll('tbody.datagrid-body > tr')].map((row) => row.children[index]?.textContent?.trim() ?? '');
  };
  const checks: OutcomeChecks = {
    isShown(outcome) {
      if ('notice' in outcome) return [...document.querySelectorAll('.MuiSnackbar-root')].some((snackbar) => snackbar.textContent?.includes(outcome.notice));
      const { named, first, every } = outcome.rows;
      const names = column(named);
      if (!names.length || names.some((name) => !name)) return false;
      // The record's number, however the app writes it (grouped or not).
      if (first && Number(column(first.column)[0]?.replace(/\D/g, '')) !== first.number) return false;
      return !every || column(every.column).every((text) => text === every.text);
    },
    watch(outcome) {
      checks.clickedAt = undefined;
      checks.shownAt = undefined;
      document.addEventListener('click', (event) => (checks.clickedAt = event.timeStamp), { capture: true, once: true });
      const check = () => {
        if (checks.clickedAt !== undefined && checks.isShown(outcome)) checks.shownAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
  };
  window.outcomeChecks = checks;
}

export const withOutcomeChecks = (context: BrowserContext) => context.addInitScript(installOutcomeChecks);

/** An outcome not shown by then will not be: the run stops, saying what the page showed instead. */
const SHOWN_TIMEOUT_MS = 30_000;

/** What the page shows, for a run that stops on a page that never showed what it waited for. */
async function stoppedOn(page: Page, outcome: Outcome, error: Error): Promise<Error> {
  const text = await page.locator('body').innerText().catch(() => '(page closed)');
  return new Error(`${page.url()} did not show ${JSON.stringify(outcome)} within ${SHOWN_TIMEOUT_MS / 1000} s; it shows: ${text.slice(0, 400)}`, { cause: error });
}

/** Waits until the page shows the outcome (a list's first page, before any click is timed). */
export async function whenShown(page: Page, outcome: Outcome): Promise<void> {
  await page.waitForFunction((awaited) => window.outcomeChecks.isShown(awaited), outcome, { timeout: SHOWN_TIMEOUT_MS })
    .catch(async (error: Error) => Promise.reject(await stoppedOn(page, outcome, error)));
}

/**
 * Clicks `target` and answers the milliseconds from the click to the first frame that shows the
 * outcome; the outcome must not be shown already, or the click would change nothing one could see.
 */
export async function clickToShown(page: Page, outcome: Outcome, target: Locator): Promise<number> {
  const shownBefore = await page.evaluate((awaited) => {
    window.outcomeChecks.watch(awaited);
    return window.outcomeChecks.isShown(awaited);
  }, outcome);
  if (shownBefore) throw new Error(`${page.url()} shows ${JSON.stringify(outcome)} before the click`);
  await target.click();
  const shown = await page.waitForFunction(() => {
    const { clickedAt, shownAt } = window.outcomeChecks;
    return shownAt !== undefined && { milliseconds: shownAt - clickedAt! };
  }, undefined, { timeout: SHOWN_TIMEOUT_MS }).catch(async (error: Error) => Promise.reject(await stoppedOn(page, outcome, error)));
  return ((await shown.jsonValue()) as { milliseconds: number }).milliseconds;
}
