import type { Page, Response } from 'playwright-core';
import type { AccountResponse } from '../../permissions/accountContext';
import { defineAbilityFor } from '../../permissions/defineAbility';
import { ALL_MENU_ITEMS, passes } from '../../permissions/menu';
import { OUTSIDE_MENU_ROUTES } from '../../permissions/routeGates';
import { RESOURCES } from '../../resources';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { isListed, readableFields } from '../../src/resources/listColumns';
import { browserRequirement, consoleAndBrowserForSuite, takenOver } from '../helpers/browser';
import { consoleUrl, openInConsole, signedInPage } from '../helpers/consoleSignIn';
import { DEMO_STAFF } from '../helpers/flowSuite';
import { listTitle, readUntil } from '../helpers/listScreen';
import { comparerFor, offeredSorts, orderProblem, readerOf, sortKey, type Shown, type SortOrder } from '../helpers/listOrder';
import { describeWhen } from '../helpers/requirements';

/**
 * Every declared list with a screen, as every demo role that may open it: the headers offering a
 * sort are exactly the columns the server sorts by for that role. A sort of each kind the list
 * offers is walked by the first of the roles that sees rows in the list (in DEMO_STAFF's order) — in
 * one page per role, each list opened inside the console rather than loaded anew. Only one role
 * walks them, and one column of each kind: every column's walk by the operator admin alone took a
 * minute and a half on a two-core machine, and neither the order of a sort nor the screen's way of
 * asking for it depends on who asks or which column of a kind it is (the API test walks every
 * role's every sort, both ways).
 */
jest.setTimeout(300_000);

type StaffName = keyof typeof DEMO_STAFF;

/** The console's sections, each behind its gate; a declared entity's list is the section at its name. */
const SECTIONS = [...ALL_MENU_ITEMS, ...OUTSIDE_MENU_ROUTES];
const gateOf = ({ name }: ResourceDeclaration) => SECTIONS.find(({ path }) => path === `/${name}`)?.gate;
const LISTS = RESOURCES.filter((resource) => gateOf(resource));

/** Opens a list inside the console, as its menu does (no new page load), and waits for its rows or its empty state. */
async function openList(page: Page, resource: ResourceDeclaration): Promise<void> {
  await openInConsole(page, `/${resource.name}`);
  await page.getByRole('heading', { name: listTitle(resource.name), exact: true }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('tbody tr') ?? document.querySelector('.RaList-noResults, .RaEmpty-message'));
}

/** The columns shown, by field, and whether each offers a sort. */
const headers = (page: Page) => page.evaluate(() => [...document.querySelectorAll('thead th')].flatMap((th) => {
  const field = [...th.classList].find((name) => name.startsWith('column-'))?.slice('column-'.length);
  return field ? [{ field, sortable: th.querySelector('.MuiTableSortLabel-root') !== null }] : [];
}));

const cellTexts = (page: Page, field: string) =>
  page.evaluate((column) => [...document.querySelectorAll(`tbody tr td.column-${column}`)].map((cell) => cell.textContent?.trim() ?? ''), field);

/**
 * Reads a column once its answer is shown: the console's loading bar (spec 2.3) shows while any
 * query is in flight, a list's rows with the records they refer to included.
 */
async function shownCells(page: Page, field: string): Promise<string[]> {
  // Every loading bar gone (the page's and the list's can show at once).
  await page.getByRole('progressbar', { name: 'Loading', exact: true }).first().waitFor({ state: 'detached' });
  return cellTexts(page, field);
}

/**
 * A cell's text as a value that compares as the server orders the column: numbers, days and times
 * by size (a reference named by one field as that field), text and labels as text.
 */
function shownValue(resource: ResourceDeclaration, field: string, text: string): Shown {
  if (text === '') return null;
  const key = sortKey(resource, field);
  if (key.kind !== 'stored') return text;
  const [only] = 'reference' in key ? key.name : [{ field }];
  const { type } = ('reference' in key ? key.reference : resource).fields['field' in only ? only.field : field];
  if (type === 'date' || type === 'datetime') return Date.parse(text);
  if (type === 'time') return Date.parse(`1/1/2000 ${text}`);
  // A number, or a record named by one ("Ride #12").
  return Number(text.replace(/[^\d.-]/g, ''));
}

/**
 * Clicks a column's sort arrow and answers the order its arrow then shows, once the API has answered
 * the list's request for that order: an answer to an earlier request by the same column (the list's
 * first page, asked for as it opened) can arrive after the click and is not the click's.
 */
async function clickSort(page: Page, resource: ResourceDeclaration, field: string): Promise<SortOrder> {
  const answered: string[] = [];
  const collect = (response: Response) => {
    if (response.url().includes(`/api/${resource.name}?`)) answered.push(new URL(response.url()).searchParams.get('sort') ?? '');
  };
  page.on('response', collect);
  try {
    await page.evaluate((column) => document.querySelector<HTMLElement>(`thead th.column-${column} .MuiTableSortLabel-root`)!.click(), field);
    const arrow = page.locator(`thead th.column-${field} .MuiTableSortLabel-root.Mui-active`);
    await arrow.waitFor();
    const order: SortOrder = (await arrow.getAttribute('class'))!.includes('MuiTableSortLabel-directionAsc') ? 'ASC' : 'DESC';
    const wanted = JSON.stringify([field, order]);
    await readUntil(page, async () => answered.includes(wanted), (seen) => seen);
    return order;
  } finally {
    page.off('response', collect);
  }
}

/**
 * What is wrong with the order of the rows shown, once they are the answer: the page a click leads to
 * is asked for at the click, so its answer can come before the list has drawn anything for the click;
 * the rows are read again until they are in order, for a few seconds, and the last problem is told.
 */
async function settledOrderProblem(page: Page, resource: ResourceDeclaration, field: string, problemOf: (values: Shown[]) => string | undefined): Promise<string | undefined> {
  const until = Date.now() + 5_000;
  for (;;) {
    const problem = problemOf((await shownCells(page, field)).map((text) => shownValue(resource, field, text)));
    if (!problem || Date.now() > until) return problem;
    await page.waitForTimeout(100);
  }
}

/** The first of the fields of each kind of order: how values compare, and whose values they are (the record's, or a record it names). */
function oneOfEachKind(resource: ResourceDeclaration, fields: string[]): string[] {
  const kindOf = (field: string) => {
    const key = sortKey(resource, field);
    return `${key.kind} ${'reference' in key ? 'named' : 'own'}`;
  };
  return fields.filter((field, index) => fields.findIndex((other) => kindOf(other) === kindOf(field)) === index);
}

describeWhen(browserRequirement, 'sorting that works, in Chromium: the sorts offered are the server\'s, and each shows its rows in order', () => {
  const bed = consoleAndBrowserForSuite();
  const walked = new Set<string>();

  it.each(Object.keys(DEMO_STAFF) as StaffName[])('%s: every list offers a sort on exactly the columns the server sorts by, and each order shows its first page in order', async (name) => {
    const { email, portal } = DEMO_STAFF[name];
    const page = await signedInPage(bed, email);
    await takenOver(page);
    const account = await page.evaluate(async () => (await fetch('/api/account', { credentials: 'include' })).json() as Promise<AccountResponse>);
    const ability = defineAbilityFor(account);
    const reader = readerOf(account, portal);
    const locale = await page.evaluate(() => document.documentElement.lang || 'en');
    const mayOpen = (resource: ResourceDeclaration) => ability.can(...resource.permissions.view) && passes(ability, gateOf(resource)!);
    const problems: string[] = [];

    for (const resource of LISTS.filter(mayOpen)) {
      await openList(page, resource);
      const shown = await headers(page);
      if (!shown.length) continue;
      const offered = new Set(offeredSorts(resource, reader));
      const columns = readableFields(resource, ability, isListed).map(([field]) => field);
      expect([resource.name, shown.filter(({ field }) => field in resource.fields).map(({ field, sortable }) => `${field}${sortable ? ' ↕' : ''}`)])
        .toEqual([resource.name, columns.map((field) => `${field}${offered.has(field) ? ' ↕' : ''}`)]);
      if (walked.has(resource.name) || !(await page.locator('tbody tr').count())) continue;
      walked.add(resource.name);
      // One sort of each kind the list offers (a number or day, text, a choice, each of the record or
      // of a record it names), and the first of them back the other way: the arrow and its second
      // click are the same for every column, and the API test walks every sort both ways.
      for (const [place, field] of oneOfEachKind(resource, columns.filter((column) => offered.has(column))).entries()) {
        for (let turn = 0; turn < (place === 0 ? 2 : 1); turn++) {
          const order = await clickSort(page, resource, field);
          const problem = await settledOrderProblem(page, resource, field, (values) => orderProblem(values, comparerFor(sortKey(resource, field), locale), order));
          if (problem) problems.push(`${resource.name} by ${field} ${order}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('walked every list with a screen', () => {
    expect(LISTS.filter(({ name }) => !walked.has(name)).map(({ name }) => name)).toEqual([]);
  });

  it('opens a list at an address asking for a sort, in that order', async () => {
    const page = await signedInPage(bed, 'admin@example.com');
    await page.goto(consoleUrl(bed, 'admin@example.com', '/rides?sort=driverId&order=DESC&page=1&perPage=25'));
    await takenOver(page);
    const rides = RESOURCES.find(({ name }) => name === 'rides')!;
    await page.locator('tbody td.column-driverId').first().waitFor();
    const values = (await shownCells(page, 'driverId')).map((text) => shownValue(rides, 'driverId', text));
    expect(orderProblem(values, comparerFor(sortKey(rides, 'driverId'), 'en'), 'DESC')).toBeUndefined();
    await page.context().close();
  });
});
