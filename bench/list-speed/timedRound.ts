import type { Browser, Page } from 'playwright-core';
import { takenOver } from '../../tests/helpers/browser';
import { fillForm } from '../../tests/helpers/recordForm';
import { freshContext } from '../freshContext';
import type { AppUnderTest } from './apps';
import { clickToShown, whenShown, withOutcomeChecks } from './clickToShown';

/** The rides list's first and last ride by number, over every ride (the operator admin sees them all). */
export interface RideNumbers {
  first: number;
  last: number;
}

/** One round's timings of one app, in milliseconds: each sort and filter click, and the save. */
export interface RoundTimes {
  sort: number[];
  filter: number[];
  save: number[];
}

/** Both apps name each row's run, from the routes table. */
const NAMED = 'Run';
/** Two statuses with rides in the demo at every scale, neither on every ride. */
const STATUSES = ['Cancelled', 'Scheduled'];

/** "Ride #" ascending, then descending: the first row becomes the first ride, then the last. */
async function sortBothWays(page: Page, rides: RideNumbers): Promise<number[]> {
  const arrow = page.locator('thead th', { has: page.getByText('Ride #', { exact: true }) }).locator('.MuiTableSortLabel-root');
  const times = [];
  for (const number of [rides.first, rides.last]) {
    times.push(await clickToShown(page, { rows: { named: NAMED, first: { column: 'Ride #', number } } }, arrow));
  }
  return times;
}

/** The status filter, added through "Add filter", set to one status and then another: every row shows the one chosen. */
async function filterByStatus(page: Page): Promise<number[]> {
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Status', exact: true }).click();
  const times = [];
  for (const status of STATUSES) {
    await page.getByRole('combobox', { name: /^Status/ }).click();
    times.push(await clickToShown(page, { rows: { named: NAMED, every: { column: 'Status', text: status } } }, page.getByRole('option', { name: status, exact: true })));
  }
  return times;
}

/** The app's vehicle opened from within the app, its make changed, and Save pressed: until the notice confirming it. */
async function saveVehicle(page: Page, app: AppUnderTest, round: number): Promise<number> {
  await app.goTo(page, `/vehicles/${app.vehicleId}`);
  await fillForm(page, { Make: `Bluebird ${round}` });
  return clickToShown(page, { notice: app.savedNotice }, page.getByRole('button', { name: 'Save' }));
}

/**
 * One round of an app, in a browser context of its own (nothing cached in the browser, no list
 * settings kept): the rides list opened, sorted both ways, filtered by two statuses, then a vehicle
 * saved. The save also changes the database, so that the console answers the next round's lists
 * afresh rather than from the answers it keeps until the data changes.
 */
export async function timeRound(browser: Browser, app: AppUnderTest, rides: RideNumbers, round: number): Promise<RoundTimes> {
  const context = await freshContext(browser, app.url, app.cookies);
  try {
    await withOutcomeChecks(context);
    const page = await context.newPage();
    // Every day's rides in both apps: the console would open on today's alone.
    await page.goto(app.addressOf(`/rides?filter=${encodeURIComponent('{}')}`));
    await takenOver(page);
    await whenShown(page, { rows: { named: NAMED } });
    const sort = await sortBothWays(page, rides);
    const filter = await filterByStatus(page);
    return { sort, filter, save: [await saveVehicle(page, app, round)] };
  } finally {
    await context.close();
  }
}

