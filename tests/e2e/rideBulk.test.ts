import type { Page } from 'playwright-core';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { columnTexts } from '../helpers/listScreen';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(180_000);

const VENDOR = 'vendor@example.com';
type Timed = { scheduledStart: string; scheduledEnd: string };
const overlaps = (a: Timed, b: Timed) => a.scheduledStart < b.scheduledEnd && b.scheduledStart < a.scheduledEnd;

const rowOf = (page: Page, displayId: number) => page.locator('tbody tr', { has: page.getByRole('cell', { name: String(displayId), exact: true }) });
const tick = (page: Page, displayId: number) => rowOf(page, displayId).getByRole('checkbox').check();
/** A dialog's screenshot is taken once it has faded in. */
const fadedIn = (page: Page) => page.waitForFunction(() => getComputedStyle(document.querySelector('[role="dialog"]')!.parentElement!).opacity === '1');

/** Bulk actions on the rides list, as a vendor's dispatch office uses them. */
describeWhen(browserRequirement, 'bulk actions on rides in Chromium', () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;

  /** The rides the list shows first, as stored, in the order shown. */
  async function shownRides(page: Page) {
    await page.goto(consoleUrl(bed, VENDOR, '/rides'));
    await page.locator('tbody tr').first().waitFor();
    const numbers = (await columnTexts(page, 'Ride #')).map(Number);
    const rides = await db().selectFrom('rides').selectAll().where('displayId', 'in', numbers).execute();
    return numbers.map((n) => rides.find((ride) => ride.displayId === n)!).filter((ride) => ['scheduled', 'assigned'].includes(ride.status));
  }

  it('assigns a driver to the ticked rides and lists the one refused for a crew overlap, which stays ticked', async () => {
    const page = await signedInPage(bed, VENDOR);
    const shown = await shownRides(page);
    // Two overlapping rides (only one can have the driver) and one apart from both: one refusal whatever the order.
    const [a, c] = shown.flatMap((x) => shown.filter((y) => y.id !== x.id && overlaps(x, y)).map((y) => [x, y]))[0];
    const b = shown.find((r) => r.id !== a.id && r.id !== c.id && !overlaps(r, a) && !overlaps(r, c)) ?? shown.find((r) => ![a.id, c.id].includes(r.id))!;
    const busy = await db().selectFrom('rides').select(['driverId', 'scheduledStart', 'scheduledEnd']).where('driverId', 'is not', null).where('status', '!=', 'cancelled').execute();
    const drivers = await db().selectFrom('drivers').selectAll().where('vendorId', '=', 1).where('status', '=', 'active').orderBy('id').execute();
    const name = (d: { firstName: string; lastName: string }) => `${d.firstName} ${d.lastName}`;
    const driver = drivers.find((d) => drivers.filter((o) => name(o) === name(d)).length === 1 && !busy.some((r) => r.driverId === d.id && [a, b, c].some((ride) => overlaps(r, ride))))!;
    const expectedRefused = overlaps(a, b) || overlaps(c, b) ? 2 : 1;

    for (const ride of [a, b, c]) await tick(page, ride.displayId);
    await page.getByRole('button', { name: 'Assign crew' }).click();
    await page.getByRole('combobox', { name: 'Driver' }).fill(name(driver));
    await page.getByRole('option', { name: name(driver), exact: true }).click();
    await page.getByRole('button', { name: 'Apply to 3 rides' }).click();
    const summary = page.getByRole('dialog', { name: `${3 - expectedRefused} rides changed; ${expectedRefused} refused` });
    await summary.waitFor();
    await summary.getByText(/^Ride #\d+: This driver is already on ride #\d+ at that time\.$/).first().waitFor();
    await fadedIn(page);
    await keepScreenshot(page, 'ride-bulk-assign-summary');
    await summary.getByRole('button', { name: 'Close' }).click();

    const stored = await db().selectFrom('rides').select(['id', 'displayId', 'driverId']).where('id', 'in', [a.id, b.id, c.id]).execute();
    const withDriver = stored.filter((ride) => ride.driverId === driver.id);
    expect(withDriver).toHaveLength(3 - expectedRefused);
    expect(withDriver.map((ride) => ride.id)).toContain(b.id);
    const refused = stored.filter((ride) => ride.driverId !== driver.id);
    for (const ride of refused) await expect(rowOf(page, ride.displayId).getByRole('checkbox').isChecked()).resolves.toBe(true);
    for (const ride of withDriver) await expect(rowOf(page, ride.displayId).getByRole('checkbox').isChecked()).resolves.toBe(false);
    await keepScreenshot(page, 'ride-bulk-refused-still-ticked');
    await page.context().close();
  });

  it('cancels the ticked rides with a reason, after confirming how many', async () => {
    const page = await signedInPage(bed, VENDOR);
    const [first, second] = (await shownRides(page)).slice(-2);
    await tick(page, first.displayId);
    await tick(page, second.displayId);
    await page.getByRole('button', { name: 'Cancel rides' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel 2 rides?' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Apply to 2 rides' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Snow day: schools closed');
    await fadedIn(page);
    await keepScreenshot(page, 'ride-bulk-cancel-reason');
    await dialog.getByRole('button', { name: 'Apply to 2 rides' }).click();
    await page.getByRole('dialog', { name: '2 rides changed' }).waitFor();
    const stored = await db().selectFrom('rides').select(['status']).where('id', 'in', [first.id, second.id]).execute();
    expect(stored).toEqual([{ status: 'cancelled' }, { status: 'cancelled' }]);
    const events = await db().selectFrom('rideEvents').select('details').where('rideId', '=', first.id).where('kind', '=', 'status_changed').execute();
    expect(events.map((event) => JSON.parse(event.details).reason)).toContain('Snow day: schools closed');
    await page.context().close();
  });

  it("offers the district's coordinator, who sends route notifications but assigns no crew, only to notify the families", async () => {
    const page = await signedInPage(bed, 'district@example.com');
    await page.goto(consoleUrl(bed, 'district@example.com', '/rides'));
    await page.locator('tbody tr').first().getByRole('checkbox').check();
    const steps = page.locator('.RaBulkActionsToolbar-toolbar');
    await steps.getByRole('button', { name: 'Notify families' }).waitFor();
    await expect(steps.getByRole('button', { name: 'Assign crew' }).count()).resolves.toBe(0);
    await expect(steps.getByRole('button', { name: 'Cancel rides' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("sets the status of the ticked vehicles, each saved as an edit of its own, and says how many changed", async () => {
    const page = await signedInPage(bed, VENDOR);
    await page.goto(consoleUrl(bed, VENDOR, `/vehicles?filter=${encodeURIComponent(JSON.stringify({ status: 'in_service' }))}`));
    await page.locator('tbody tr').first().waitFor();
    const numbers = (await columnTexts(page, 'Number')).slice(0, 2);
    const vehicles = await db().selectFrom('vehicles').select(['id', 'number', 'version']).where('vendorId', '=', 1).where('number', 'in', numbers).execute();
    for (const row of await page.locator('tbody tr').all()) if (numbers.includes((await row.locator('td.column-number').innerText()).trim())) await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Set status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Status of 2 vehicles' });
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Out of service' }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('dialog', { name: '2 vehicles changed' }).waitFor();
    const stored = await db().selectFrom('vehicles').select(['id', 'status', 'version']).where('id', 'in', vehicles.map(({ id }) => id)).orderBy('id').execute();
    expect(stored).toEqual([...vehicles].sort((a, b) => a.id - b.id).map(({ id, version }) => ({ id, status: 'out_of_service', version: version + 1 })));
    const audited = await db().selectFrom('auditLog').select('recordId').where('entity', '=', 'vehicles').where('action', '=', 'update').where('recordId', 'in', vehicles.map(({ id }) => String(id))).execute();
    expect(audited).toHaveLength(2);
    await page.context().close();
  });

  it('offers no bulk action to the yard user, who may not assign rides', async () => {
    const page = await signedInPage(bed, 'yard@example.com');
    await page.goto(consoleUrl(bed, 'yard@example.com', '/rides'));
    await page.locator('tbody tr').first().waitFor();
    await expect(page.locator('tbody tr').first().getByRole('checkbox').count()).resolves.toBe(0);
    await page.context().close();
  });
});
