import type { Page } from 'playwright-core';
import { CATALOGUES } from '../../i18n';

/** A declared entity's list heading, as English names it ("Rides"). */
export const listTitle = (name: string) => (CATALOGUES.en.resources as Record<string, { name: string }>)[name].name.split('||||').pop()!.trim();

/** How a column's cells compare, the way the database orders the values behind them. */
export type ColumnKind = 'text' | 'number' | 'date';
export type SortOrder = 'ASC' | 'DESC';

/** The cells of one column of the list, by its heading, top to bottom. */
export function columnTexts(page: Page, heading: string): Promise<string[]> {
  return page.evaluate((name) => {
    const headings = [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const index = headings.indexOf(name);
    if (index < 0) throw new Error(`No column "${name}" in ${JSON.stringify(headings)}`);
    return [...document.querySelectorAll('tbody tr')].map((row) => row.children[index]?.textContent?.trim() ?? '');
  }, heading);
}

/** The list's total as its pagination reads ("1-25 of 137"). */
export async function listTotal(page: Page): Promise<number> {
  const label = await page.getByText(/^\d+-\d+ of [\d,]+$/).first().innerText();
  return Number(label.split(' of ')[1].replace(/,/g, ''));
}

/** A cell's value, or null where it is empty. */
export type Comparable = string | number | null;

/** Cell texts as values that compare as the database compares them (text in the language, see sortedCopy). */
export function comparableValues(texts: string[], kind: ColumnKind): Comparable[] {
  if (kind === 'number') return texts.map((text) => (text ? Number(text.replace(/,/g, '')) : null));
  if (kind === 'date') return texts.map((text) => (text ? Date.parse(text) : null));
  return texts.map((text) => text || null);
}

/** Text as the lists order it in English, at the first level (letters, not their case or accents). */
const english = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The same values put in the order asked for, empty ones last either way: what a correctly sorted
 * column must equal. Values the order holds equal keep their places, as the server gives them.
 */
export function sortedCopy(values: Comparable[], order: SortOrder): Comparable[] {
  const ascending = (a: string | number, b: string | number) => (typeof a === 'string' && typeof b === 'string' ? english.compare(a, b) : a < b ? -1 : a > b ? 1 : 0);
  const inOrder = (a: string | number, b: string | number) => (order === 'ASC' ? ascending(a, b) : ascending(b, a));
  return [...values].sort((a, b) => (a === null || b === null ? Number(a === null) - Number(b === null) : inOrder(a, b)));
}

/** The text of each row of the list. */
export function rowTexts(page: Page): Promise<string[]> {
  return page.locator('tbody tr').allInnerTexts();
}

/**
 * Reads the page until `check` holds or time is up, and answers the last reading: the list
 * re-renders a moment after its fetch, and the caller asserts on what it got.
 */
export async function readUntil<T>(page: Page, read: () => Promise<T>, check: (value: T) => boolean, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    value = await read();
  }
  return value;
}

/**
 * Clicks a column heading and answers the order the list asked the API for, once the rows shown
 * are the answer to that request.
 */
export async function clickSort(page: Page, resource: string, heading: string, field: string): Promise<SortOrder> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/${resource}?`) && new URL(r.url()).searchParams.get('sort')?.startsWith(`["${field}"`) === true),
    page.locator('thead th', { has: page.getByText(heading, { exact: true }) }).getByRole('button').click(),
  ]);
  await response.finished();
  return JSON.parse(new URL(response.url()).searchParams.get('sort')!)[1] as SortOrder;
}

/** How many filters a list's address (the console's page or its API request) carries. */
function filterCount(address: string): number {
  return Object.keys(JSON.parse(new URL(address).searchParams.get('filter') ?? '{}') as object).length;
}

/**
 * Adds one of the list's filters through "Add filter" and picks a value: a choice, or a record by
 * its name. Returns once the API has answered the list's request with that filter added.
 */
export async function addFilter(page: Page, resource: string, label: string, value: { choose: string } | { search: string; option: string }): Promise<void> {
  const before = filterCount(page.url());
  const narrowed = page.waitForResponse((r) => r.url().includes(`/api/${resource}?`) && filterCount(r.url()) > before);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: label, exact: true }).click();
  const input = page.getByRole('combobox', { name: label, exact: true });
  if ('choose' in value) {
    await input.click();
  } else {
    await input.fill(value.search);
  }
  await page.getByRole('option', { name: 'choose' in value ? value.choose : value.option, exact: true }).click();
  const response = await narrowed;
  await response.finished();
  if (!response.ok()) throw new Error(`The list's request with the ${label} filter was answered ${response.status()}`);
}

/** Types into the list's search box. */
export async function search(page: Page, term: string): Promise<void> {
  await page.getByPlaceholder('Search').fill(term);
}

/** Waits for the rows of a list, whoever is looking. */
export async function waitForRows(page: Page): Promise<number> {
  await page.locator('tbody tr').first().waitFor();
  return page.locator('tbody tr').count();
}
