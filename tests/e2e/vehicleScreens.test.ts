import type { Page } from 'playwright-core';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { readUntil } from '../helpers/listScreen';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(120_000);

const VENDOR = 'vendor@example.com';

/** The table row of one vehicle, by its number. */
const vehicleRow = (page: Page, number: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: number, exact: true }) });

/** The numbers in the first column of the vehicle table, top to bottom. */
const shownNumbers = (page: Page) => page.locator('tbody tr td:nth-child(2)').allInnerTexts();

describeWhen(browserRequirement, 'the vehicle status editor and maintenance status manager in Chromium (spec 2.5)', () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;
  /** The vendor manager's fleet (vendor 1), by number. */
  const fleet = () => db().selectFrom('vehicles').select(['id', 'number', 'yardId', 'status', 'maintenanceStatus', 'version']).where('vendorId', '=', 1).orderBy('number').execute();
  const stored = (id: number) => db().selectFrom('vehicles').select(['status', 'maintenanceStatus', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

  it('lists the vendor’s vehicles by yard and number, saves one status in its row and several at once, and reports a stale save', async () => {
    const page = await signedInPage(bed, VENDOR);
    await page.goto(consoleUrl(bed, VENDOR, '/vehicle-status-editor'));
    await page.getByRole('heading', { name: 'Vehicle status editor' }).waitFor();
    const vehicles = await fleet();
    expect(await readUntil(page, () => shownNumbers(page), (numbers) => numbers.length === vehicles.length)).toEqual(vehicles.map((v) => v.number));
    await page.getByRole('combobox', { name: /^Yard/ }).click();
    await page.getByRole('option', { name: 'North Yard', exact: true }).click();
    const north = vehicles.filter((v) => v.yardId === 1).map((v) => v.number);
    expect(await readUntil(page, () => shownNumbers(page), (numbers) => numbers.length === north.length)).toEqual(north);
    await page.getByLabel('Vehicle number').fill(north[1]);
    expect(await readUntil(page, () => shownNumbers(page), (numbers) => numbers.length === 1)).toEqual([north[1]]);
    await page.getByLabel('Vehicle number').fill('');
    await page.getByRole('combobox', { name: /^Yard/ }).click();
    await page.getByRole('option', { name: 'All yards', exact: true }).click();

    // One vehicle, in its row.
    const [single, ...others] = vehicles.filter((v) => v.status === 'in_service');
    await page.getByRole('combobox', { name: new RegExp(`^Status of vehicle ${single.number}\\b`) }).click();
    await page.getByRole('option', { name: 'Spare', exact: true }).click();
    await page.getByText('1 vehicle saved').waitFor();
    expect(await stored(single.id)).toMatchObject({ status: 'spare', version: single.version + 1 });

    // Several at once, one of which someone else changed since the page loaded.
    const [fresh, stale] = others;
    await vehicleRow(page, fresh.number).getByRole('checkbox').check();
    await vehicleRow(page, stale.number).getByRole('checkbox').check();
    await db().updateTable('vehicles').set({ status: 'retired', version: stale.version + 1 }).where('id', '=', stale.id).execute();
    await page.getByRole('combobox', { name: /^New status/ }).click();
    await page.getByRole('option', { name: 'Out of service', exact: true }).click();
    await page.getByRole('button', { name: 'Set status' }).click();
    const report = page.getByRole('status').filter({ hasText: '1 of 2 vehicles saved' });
    await report.getByText(`Vehicle ${stale.number}: someone else changed it since this list was loaded`).waitFor();
    expect(await stored(fresh.id)).toMatchObject({ status: 'out_of_service', version: fresh.version + 1 });
    expect(await stored(stale.id)).toMatchObject({ status: 'retired', version: stale.version + 1 });
    // The refused row now shows what is stored, and stays ticked to try again.
    await vehicleRow(page, stale.number).getByRole('combobox').filter({ hasText: 'Retired' }).waitFor();
    expect(await vehicleRow(page, stale.number).getByRole('checkbox').isChecked()).toBe(true);
    expect(await vehicleRow(page, fresh.number).getByRole('checkbox').isChecked()).toBe(false);
    await keepScreenshot(page, 'vehicle-status-editor');
    await page.context().close();
  });

  it('groups the vehicles by maintenance status with counts, sends one to the shop and back with its status, and moves several', async () => {
    const page = await signedInPage(bed, VENDOR);
    await page.goto(consoleUrl(bed, VENDOR, '/vehicle-maintenance-status'));
    const vehicles = await fleet();
    const countOf = (status: string) => vehicles.filter((v) => v.maintenanceStatus === status).length;
    for (const [label, status] of [['OK', 'ok'], ['Service due', 'service_due'], ['In the shop', 'in_shop']]) {
      await page.getByRole('tab', { name: `${label} (${countOf(status)})`, exact: true }).waitFor();
    }

    const [inService, ...others] = vehicles.filter((v) => v.maintenanceStatus === 'ok' && v.status === 'in_service');
    await page.getByRole('tab', { name: /^OK/ }).click();
    await vehicleRow(page, inService.number).getByRole('button', { name: 'Send to shop' }).click();
    await page.getByText('1 vehicle saved').waitFor();
    // Both fields in one save: the version moves by one.
    expect(await stored(inService.id)).toEqual({ maintenanceStatus: 'in_shop', status: 'out_of_service', version: inService.version + 1 });
    await page.getByRole('tab', { name: `OK (${countOf('ok') - 1})`, exact: true }).waitFor();

    await page.getByRole('tab', { name: /^In the shop/ }).click();
    await vehicleRow(page, inService.number).getByRole('button', { name: 'Return to service' }).click();
    await page.getByText('1 vehicle saved').waitFor();
    expect(await stored(inService.id)).toEqual({ maintenanceStatus: 'ok', status: 'in_service', version: inService.version + 2 });

    // Several at once, the status left as it is.
    await page.getByRole('tab', { name: /^OK/ }).click();
    const moved = others.slice(0, 2);
    for (const vehicle of moved) await vehicleRow(page, vehicle.number).getByRole('checkbox').check();
    await page.getByRole('checkbox', { name: 'Change the vehicle status too' }).uncheck();
    await page.getByText('2 vehicles selected').waitFor();
    await page.getByRole('button', { name: 'Send to shop' }).first().click();
    await page.getByText('2 vehicles saved').waitFor();
    for (const vehicle of moved) expect(await stored(vehicle.id)).toEqual({ maintenanceStatus: 'in_shop', status: vehicle.status, version: vehicle.version + 1 });
    await page.getByRole('tab', { name: /^In the shop/ }).click();
    await vehicleRow(page, moved[0].number).waitFor();
    // Let the tab indicator's slide end before the picture.
    await page.waitForTimeout(400);
    await keepScreenshot(page, 'vehicle-maintenance-status');
    await page.context().close();
  });

  it('is closed to a yard user, who may not edit vehicles', async () => {
    const page = await signedInPage(bed, 'yard@example.com');
    await page.goto(consoleUrl(bed, 'yard@example.com', '/vehicle-maintenance-status'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.context().close();
  });
});
