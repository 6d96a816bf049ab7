import type { Page } from 'playwright-core';
import { documentState } from '../../resources/driver-documents/documentState';
import { todayIn } from '../../server/db/seed/calendar';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { columnTexts } from '../helpers/listScreen';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(180_000);

const VENDOR = 'vendor@example.com';
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** The drivers' records screens of spec 2.5, as the vendor office uses them (DOMAIN.md "Fleet and staff"). */
describeWhen(browserRequirement, "the drivers' records in Chromium (spec 2.5)", () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;
  const today = () => todayIn('America/Los_Angeles');

  it('shows the vendor manager the documents expiring soon, and fills in a missing one in the document editor', async () => {
    const page = await signedInPage(bed, VENDOR);
    await page.goto(consoleUrl(bed, VENDOR, '/driver-documents'));
    await page.getByRole('heading', { name: 'Driver documents' }).waitFor();
    const stored = await db().selectFrom('driverDocuments').selectAll().where('vendorId', '=', 1).execute();
    const expiring = stored.filter((row) => documentState.valueOf(row, today()) === 'expiring');
    await page.getByRole('tab', { name: `Expiring soon (${expiring.length})` }).click();
    await page.getByText(`1-${Math.min(25, expiring.length)} of ${expiring.length}`).waitFor();
    const states = await columnTexts(page, 'State');
    expect(new Set(states)).toEqual(new Set(['Expiring soon']));
    await keepScreenshot(page, 'driver-documents-expiring-vendor');

    await page.goto(consoleUrl(bed, VENDOR, '/driver-document-types'));
    await page.getByRole('heading', { name: 'Driver document types' }).waitFor();
    await page.locator('tbody').getByText('DOT medical card').waitFor();
    await keepScreenshot(page, 'driver-document-types-vendor');

    const document = stored.find((row) => documentState.valueOf(row, today()) === 'expired')!;
    await db().deleteFrom('driverDocuments').where('id', '=', document.id).execute();
    const type = await db().selectFrom('driverDocumentTypes').select('name').where('id', '=', document.typeId).executeTakeFirstOrThrow();
    await page.goto(consoleUrl(bed, VENDOR, `/driver-documents/editor?driverId=${document.driverId}`));
    const row = page.getByRole('row', { name: type.name, exact: true });
    await row.getByText('Missing').waitFor();
    await row.getByLabel(`${type.name}: Number`).fill('RENEWED-1');
    await row.getByLabel(`${type.name}: Expires`).fill('2031-06-30');
    await row.getByRole('button', { name: 'Add' }).click();
    await row.getByText('Valid').waitFor();
    expect(await db().selectFrom('driverDocuments').select(['number', 'expiresOn', 'vendorId']).where('driverId', '=', document.driverId).where('typeId', '=', document.typeId).execute())
      .toEqual([{ number: 'RENEWED-1', expiresOn: '2031-06-30', vendorId: 1 }]);
    await keepScreenshot(page, 'driver-document-editor-vendor');
    await page.context().close();
  });

  it("sets several drivers' status at once, each at its version, and reports the one someone else changed", async () => {
    const page = await signedInPage(bed, VENDOR);
    await page.goto(consoleUrl(bed, VENDOR, '/driver-status-editor'));
    await page.getByRole('heading', { name: 'Driver status editor' }).waitFor();
    const drivers = await db().selectFrom('drivers').selectAll().where('vendorId', '=', 1).where('status', '=', 'active').orderBy('lastName').orderBy('id').execute();
    const [fresh, stale] = drivers.filter((d, i, all) => all.findIndex((other) => other.firstName === d.firstName && other.lastName === d.lastName) === i);
    const name = (d: { firstName: string; lastName: string }) => `${d.firstName} ${d.lastName}`;
    await rowOf(page, name(fresh)).getByRole('checkbox').check();
    await rowOf(page, name(stale)).getByRole('checkbox').check();
    await page.getByText('2 drivers selected').waitFor();
    await db().updateTable('drivers').set({ status: 'inactive', version: stale.version + 1 }).where('id', '=', stale.id).execute();
    await page.getByRole('combobox', { name: /^New status/ }).click();
    await page.getByRole('option', { name: 'On leave', exact: true }).click();
    await page.getByRole('button', { name: 'Set status' }).click();
    const report = page.getByRole('status').filter({ hasText: '1 of 2 drivers saved' });
    await report.getByText(`${name(stale)}: someone else changed this driver since the list was loaded`).waitFor();
    expect(await db().selectFrom('drivers').select(['status', 'version']).where('id', 'in', [fresh.id, stale.id]).orderBy('id').execute())
      .toEqual([fresh, stale].sort((a, b) => a.id - b.id).map((d) => (d === fresh ? { status: 'on_leave', version: d.version + 1 } : { status: 'inactive', version: d.version + 1 })));
    await rowOf(page, name(stale)).getByRole('combobox').filter({ hasText: 'Inactive' }).waitFor();
    expect(await rowOf(page, name(stale)).getByRole('checkbox').isChecked()).toBe(true);
    await keepScreenshot(page, 'driver-status-editor-vendor');
    await page.context().close();
  });

  it('puts a driver on standby at their yard', async () => {
    const page = await signedInPage(bed, VENDOR);
    await page.goto(consoleUrl(bed, VENDOR, '/driver-standby-status'));
    await page.getByRole('heading', { name: 'Driver standby status' }).waitFor();
    const north = page.getByRole('region', { name: 'North Yard' });
    const driver = await db().selectFrom('drivers').selectAll().where('yardId', '=', 1).where('status', '=', 'active').where('standbyStatus', '=', 'off').orderBy('lastName').executeTakeFirstOrThrow();
    await north.getByLabel('Driver of North Yard').fill(driver.lastName);
    await page.getByRole('option', { name: `${driver.firstName} ${driver.lastName}` }).first().click();
    await north.getByRole('button', { name: 'Put on standby' }).click();
    await page.getByText(`${driver.firstName} ${driver.lastName} is on standby.`).waitFor();
    await north.getByRole('button', { name: `Take ${driver.firstName} ${driver.lastName} off standby` }).waitFor();
    expect(await db().selectFrom('drivers').select('standbyStatus').where('id', '=', driver.id).executeTakeFirst()).toEqual({ standbyStatus: 'on_standby' });
    await keepScreenshot(page, 'driver-standby-status-vendor');
    await page.context().close();
  });

  it("enters a driver's attendance for the day, and lists it", async () => {
    const page = await signedInPage(bed, VENDOR);
    const day = today();
    const driver = await db().selectFrom('drivers').selectAll().where('yardId', '=', 2).where('status', '=', 'active').orderBy('lastName').executeTakeFirstOrThrow();
    await db().deleteFrom('driverAttendance').where('driverId', '=', driver.id).where('attendanceDate', '=', day).execute();
    await page.goto(consoleUrl(bed, VENDOR, '/driver-attendance/editor'));
    await page.getByRole('heading', { name: 'Driver attendance editor' }).waitFor();
    const name = `${driver.firstName} ${driver.lastName}`;
    const row = page.getByRole('row', { name, exact: true }).first();
    await row.getByRole('combobox', { name: `Attendance of ${name}` }).click();
    await page.getByRole('option', { name: 'Late', exact: true }).click();
    await row.getByLabel(`Clock in of ${name}`).fill('06:52');
    await row.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Attendance of ${name} saved.`).waitFor();
    expect(await db().selectFrom('driverAttendance').select(['status', 'clockIn', 'yardId']).where('driverId', '=', driver.id).where('attendanceDate', '=', day).execute())
      .toEqual([{ status: 'late', clockIn: '06:52', yardId: 2 }]);
    await keepScreenshot(page, 'driver-attendance-editor-vendor');

    await page.goto(consoleUrl(bed, VENDOR, '/driver-attendance'));
    await page.getByRole('heading', { name: 'Driver attendance' }).waitFor();
    await page.locator('tbody').getByText('Present').first().waitFor();
    await keepScreenshot(page, 'driver-attendance-vendor');
    await page.context().close();
  });

  it('edits drivers and monitors on one screen, a tab each', async () => {
    const page = await signedInPage(bed, VENDOR);
    await page.goto(consoleUrl(bed, VENDOR, '/drivers-and-monitors/editor'));
    await page.getByRole('heading', { name: 'Drivers and monitors' }).waitFor();
    await page.getByRole('tab', { name: 'Monitors' }).click();
    const monitor = await db().selectFrom('monitors').selectAll().where('vendorId', '=', 1).orderBy('lastName').executeTakeFirstOrThrow();
    await page.getByRole('list', { name: 'Monitors' }).getByText(`${monitor.firstName} ${monitor.lastName}`).first().click();
    await page.getByLabel('Phone').fill('(916) 555-0142');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${monitor.firstName} ${monitor.lastName} saved.`).waitFor();
    expect(await db().selectFrom('monitors').select(['phone', 'version']).where('id', '=', monitor.id).executeTakeFirst()).toEqual({ phone: '(916) 555-0142', version: monitor.version + 1 });
    await keepScreenshot(page, 'drivers-and-monitors-editor-vendor');
    await page.context().close();
  });

  it('is closed to those without the codes: the yard user, and the district', async () => {
    const yard = await signedInPage(bed, 'yard@example.com');
    for (const path of ['/driver-status-editor', '/driver-documents', '/driver-standby-status', '/drivers-and-monitors/editor']) {
      await yard.goto(consoleUrl(bed, 'yard@example.com', path));
      await yard.getByRole('heading', { name: 'Access denied' }).waitFor();
    }
    await keepScreenshot(yard, 'driver-records-access-denied-yard');
    await yard.context().close();
    const district = await signedInPage(bed, 'district@example.com');
    await district.goto(consoleUrl(bed, 'district@example.com', '/driver-attendance'));
    await district.getByRole('heading', { name: 'Access denied' }).waitFor();
    await district.context().close();
  });
});
