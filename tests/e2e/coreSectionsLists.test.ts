import type { Page } from 'playwright-core';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import {
  addFilter, clickSort, columnTexts, comparableValues, listTotal, readUntil, rowTexts, search, sortedCopy, waitForRows, type Comparable, type SortOrder,
} from '../helpers/listScreen';
import { describeWhen } from '../helpers/requirements';
import { countRows } from '../helpers/resourceRows';
import { LIST_CASES, type ListCase } from './coreSectionListCases';

jest.setTimeout(120_000);

/** Sorts by the case's column and answers the column's values as the list shows them then. */
async function sortOnce(page: Page, { resource, sort }: ListCase): Promise<{ order: SortOrder; values: Comparable[] }> {
  const order = await clickSort(page, resource, sort.heading, sort.field);
  const read = async () => comparableValues(await columnTexts(page, sort.heading), sort.kind);
  const values = await readUntil(page, read, (shown) => JSON.stringify(shown) === JSON.stringify(sortedCopy(shown, order)));
  return { order, values };
}

/** Applies the case's filter and answers the rows' texts once each of them matches it. */
async function filterRows(page: Page, { resource, filter }: ListCase): Promise<string[]> {
  if ('term' in filter) {
    await search(page, filter.term);
    const term = filter.term.toLowerCase();
    return readUntil(page, () => rowTexts(page), (rows) => rows.length > 0 && rows.every((row) => row.toLowerCase().includes(term)));
  }
  await addFilter(page, resource, filter.label, 'choose' in filter ? { choose: filter.choose } : { search: filter.search, option: filter.option });
  const shows = 'choose' in filter ? filter.choose : filter.option;
  return readUntil(page, () => columnTexts(page, filter.column), (cells) => cells.length > 0 && cells.every((cell) => cell === shows));
}

describeWhen(browserRequirement, 'the core sections in Chromium: rows, sorting and filtering (resource engine issue)', () => {
  const bed = consoleAndBrowserForSuite();

  it.each(LIST_CASES)('$resource: $viewer sees seeded rows, sorts them by a column both ways and narrows them by a filter', async (listCase) => {
    const { resource, viewer, sort, filter, where, opensWith } = listCase;
    const page = await signedInPage(bed, viewer);
    await page.goto(consoleUrl(bed, viewer, `/${resource}${opensWith ? `?filter=${encodeURIComponent(JSON.stringify(opensWith))}` : ''}`));
    expect(await waitForRows(page)).toBeGreaterThan(0);
    const unfiltered = await listTotal(page);

    const first = await sortOnce(page, listCase);
    expect(first.values).toEqual(sortedCopy(first.values, first.order));
    const second = await sortOnce(page, listCase);
    expect(second.order).not.toBe(first.order);
    expect(second.values).toEqual(sortedCopy(second.values, second.order));
    expect([sort.heading, second.values[0]]).not.toEqual([sort.heading, first.values[0]]);

    const rows = await filterRows(page, listCase);
    if ('term' in filter) {
      for (const row of rows) expect(row.toLowerCase()).toContain(filter.term.toLowerCase());
    } else {
      expect(rows).toEqual(rows.map(() => ('choose' in filter ? filter.choose : filter.option)));
    }
    const filtered = await listTotal(page);
    expect(filtered).toBeLessThan(unfiltered);
    expect(filtered).toBe(await countRows(bed.server.running.database.db, resource, where, 'term' in filter ? filter.term : undefined));
    await keepScreenshot(page, `list-${resource}-filtered`);
    await page.context().close();
  });
});
