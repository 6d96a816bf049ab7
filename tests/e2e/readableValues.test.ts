import type { Page } from 'playwright-core';
import { ALL_MENU_ITEMS } from '../../permissions/menu';
import { OUTSIDE_MENU_ROUTES } from '../../permissions/routeGates';
import { RESOURCES } from '../../resources';
import { DEMO_USERS } from '../../server/db/seed/demoUsers';
import { SHOW_IN_DRAWER } from '../../src/resources/customViews';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, openInConsole, signedInPage, type DemoEmail } from '../helpers/consoleSignIn';
import { demoSessions, type DemoSession } from '../helpers/demoSessions';
import { listTitle } from '../helpers/listScreen';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(600_000);

/**
 * What a value must never look like on screen (issue "values by meaning"): the stored form of a
 * time, an amount or a path, a unit left in a label, a structure as JSON, or nothing at all.
 */
const RAW_VALUES: [string, RegExp][] = [
  ['an ISO timestamp', /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
  // A whole value (a line, or a table cell) that is a stored day: a file name or a scanned text may hold one.
  ['an ISO date', /(?:^|\t)\d{4}-\d{2}-\d{2}(?=\t|$)/m],
  ['a unit in a label', /\((cents|m|km|seconds)\)/],
  ['an encoded polyline', /[?-~]{40,}/],
  ['JSON', /[{[]"/],
  ['a missing value', /\b(undefined|NaN)\b|\[object Object\]/],
];

/** Permission codes (STUDENT_EDIT) are named as the catalogue names them, on the screens that grant them. */
const PERMISSION_CODE = /^[A-Z0-9_]+$/;

/** Each raw value in the text, with what surrounds it. */
function rawValuesIn(text: string): string[] {
  return RAW_VALUES.flatMap(([what, pattern]) => [...text.matchAll(new RegExp(pattern.source, 'g'))]
    .filter(([found]) => !PERMISSION_CODE.test(found))
    .slice(0, 1)
    .map((found) => `${what}: "${found[0]}" in "…${text.slice(Math.max(0, found.index! - 60), found.index! + found[0].length + 20).replace(/\s+/g, ' ')}…"`));
}

/** Declared entities with a section of their own. */
const SECTIONS = RESOURCES.filter((resource) => [...ALL_MENU_ITEMS, ...OUTSIDE_MENU_ROUTES].some((section) => section.path === `/${resource.name}`));

/** Waits until nothing in the main area or a drawer is loading: the values are drawn. */
async function settled(page: Page): Promise<string> {
  await page.waitForFunction(() => !document.querySelector('main [role="progressbar"], [role="presentation"] [role="progressbar"]'));
  return page.locator('body').innerText();
}

/**
 * Opens a list inside the console (each role's page is loaded once, then moves as its links do) and
 * answers its text once drawn: with rows when the API holds records for the role, and an empty
 * list (a yard without parkouts) read all the same.
 */
async function shownList(page: Page, name: string, hasRecords: boolean): Promise<string> {
  await openInConsole(page, `/${name}`);
  await page.getByRole('heading', { name: listTitle(name), exact: true }).first().waitFor();
  await page.locator(hasRecords ? 'tbody tr' : 'tbody tr, .RaEmpty-message, .RaList-noResults').first().waitFor();
  return settled(page);
}

/** Opens a record from its list, on its page (whose heading is no longer the list's) or in its drawer, and answers its text once drawn. */
async function shownRecord(page: Page, name: string, path: string): Promise<string> {
  await openInConsole(page, path);
  if (SHOW_IN_DRAWER.has(name)) await page.locator('[role="presentation"]').first().waitFor();
  else await page.waitForFunction((title) => [...document.querySelectorAll('h1')].some((heading) => heading.textContent !== title), listTitle(name));
  return settled(page);
}

/**
 * Every list of a declared entity, and the page of its first record, as every demo role that may
 * view it: its seeded rows are shown, and no value in its stored form.
 */
describeWhen(browserRequirement, 'values by meaning: every list and record page of the demo, as every role, in Chromium', () => {
  const bed = consoleAndBrowserForSuite();
  const pages = new Map<DemoEmail, Page>();
  const pageOf = async (email: DemoEmail) => pages.get(email) ?? pages.set(email, await signedInPage(bed, email)).get(email)!;
  let sessions: Map<DemoEmail, DemoSession>;

  beforeAll(async () => {
    sessions = await demoSessions((email) => consoleUrl(bed, email));
  });
  afterAll(async () => {
    for (const page of pages.values()) await page.context().close();
  });

  it.each(SECTIONS.map((resource) => [resource.name, resource] as const))('%s: its list and first record read as values, for every role that sees them', async (name, resource) => {
    const problems: string[] = [];
    const viewers = DEMO_USERS.map((user) => user.email).filter((email) => sessions.get(email)!.ability.can(...resource.permissions.view));
    for (const email of viewers) {
      const page = await pageOf(email);
      const first = (await sessions.get(email)!.client.get<{ id: number }[]>(`/api/${name}?range=${encodeURIComponent('[0,0]')}`)).body[0];
      problems.push(...rawValuesIn(await shownList(page, name, first !== undefined)).map((problem) => `${email} /${name}: ${problem}`));
      if (!first) continue;
      const recordPath = SHOW_IN_DRAWER.has(name) ? `/${name}?_=drawer/${name}/${first.id}/show` : `/${name}/${first.id}/show`;
      problems.push(...rawValuesIn(await shownRecord(page, name, recordPath)).map((problem) => `${email} ${recordPath}: ${problem}`));
      if (email === viewers[0]) await keepScreenshot(page, `readable-${name}-${email.split('@')[0]}`);
    }
    expect(problems).toEqual([]);
  });
});
