import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { todayIn } from '../../server/db/seed/calendar';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot, takenOver } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { pdfPages } from '../helpers/pdfText';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(180_000);

const ADMIN = 'admin@example.com';
const VENDOR = 'vendor@example.com';
const DISTRICT = 'district@example.com';

/** The texts of a table's cells in a column, by its header. */
async function columnOf(page: Page, region: string, header: string): Promise<string[]> {
  const table = page.getByRole('region', { name: region, exact: true }).getByRole('table');
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
}

/** Record pages with the records that belong to them, as people open them to find out (issue: records that connect). */
describeWhen(browserRequirement, 'record pages that lead somewhere, in Chromium', () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;
  const today = () => todayIn('America/Los_Angeles');

  it("shows a run's stops with the students at each, its rides from today, and leads to a student's page and its badges", async () => {
    const run = await db().selectFrom('routes').select(['id', 'number', 'stops']).where('direction', '=', 'AM').orderBy('id').executeTakeFirstOrThrow();
    const stops = JSON.parse(run.stops as string) as { address: string }[];
    // A student the run carries on every school day, so whichever day its next ride is.
    const seat = await db().selectFrom('studentAssignments').select(['studentId', 'stopSequence']).where('routeId', '=', run.id).where('effectiveTo', 'is', null).where('daysOfWeek', '=', '["MO","TU","WE","TH","FR"]').orderBy('id').executeTakeFirstOrThrow();
    const student = await db().selectFrom('students').select(['id', 'firstName', 'lastName']).where('id', '=', seat.studentId).executeTakeFirstOrThrow();
    const first = stops[seat.stopSequence - 1];
    const name = `${student.firstName} ${student.lastName}`;

    const page = await signedInPage(bed, ADMIN);
    await page.goto(consoleUrl(bed, ADMIN, `/routes/${run.id}/show`));
    // The page the server drew is taken over by the console before anything on it is counted or clicked.
    await takenOver(page);
    await page.getByRole('heading', { name: run.number, exact: true }).waitFor();
    const stopTable = page.getByRole('table', { name: 'Stops of the run' });
    await stopTable.getByRole('link', { name }).first().waitFor();
    expect(await stopTable.locator('tbody tr').count()).toBe(stops.length);
    expect(await stopTable.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(stops.map((stop) => stop.address));
    // The path's map shows each stop, numbered in order.
    const map = page.getByRole('region', { name: 'The path on a map' });
    await map.locator('title', { hasText: `${stops.length} · ${stops.at(-1)!.address}` }).waitFor({ state: 'attached' });
    expect(await map.locator('title').allTextContents()).toEqual(expect.arrayContaining(stops.map((stop, index) => `${index + 1} · ${stop.address}`)));

    // The rides of the coming days, from today, each opening in the drawer over the run's page.
    const rides = page.getByRole('region', { name: 'Rides', exact: true });
    await rides.getByText('From today').waitFor();
    await rides.locator('tbody tr').first().waitFor();
    const stored = await db().selectFrom('rides').select(['displayId', 'rideDate']).where('routeId', '=', run.id).where('rideDate', '>=', today()).orderBy('scheduledStart').execute();
    expect((await columnOf(page, 'Rides', 'Ride #')).map(Number)).toEqual(stored.slice(0, 5).map(({ displayId }) => displayId));
    await rides.getByRole('link', { name: `See all (${stored.length})` }).waitFor();
    await keepScreenshot(page, 'record-run');
    await rides.locator('tbody tr').first().click();
    await page.locator('.MuiDrawer-paper').getByRole('heading', { name: `Ride #${stored[0].displayId}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/routes/${run.id}/show`);
    await page.goBack();

    // A student at the stop: their page, with Edit and Delete, and their badges leading to the badges list filtered on them.
    await stopTable.getByRole('link', { name }).first().click();
    await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).waitFor();
    // Their service: the run they came from, at their stop.
    const service = page.getByRole('region', { name: 'Service', exact: true });
    const serviceRow = service.getByRole('row').filter({ has: page.getByRole('link', { name: run.number, exact: true }) });
    await serviceRow.getByText(`${seat.stopSequence} · ${first.address}`).waitFor();
    // And the assignment behind it, in the student's service history.
    await page.getByRole('region', { name: 'Student service', exact: true }).getByRole('row').filter({ hasText: run.number }).first().waitFor();
    const badges = await db().selectFrom('studentRfidBadges').select(['code']).where('studentId', '=', student.id).execute();
    const badgeRegion = page.getByRole('region', { name: 'Student RFID badges', exact: true });
    if (badges.length) {
      await badgeRegion.locator('tbody tr').first().waitFor();
      expect(new Set(await columnOf(page, 'Student RFID badges', 'Badge code'))).toEqual(new Set(badges.map(({ code }) => code)));
      await keepScreenshot(page, 'record-student');
      await badgeRegion.getByRole('link', { name: `See all (${badges.length})` }).click();
      await page.waitForURL(/\/student-rfid\?/);
      await page.getByText(`1-${badges.length} of ${badges.length}`).waitFor();
    } else {
      await badgeRegion.getByText('None').waitFor();
    }
    await page.context().close();
  });

  it("shows the vendor a driver's rides today with Edit and no Delete, and a run's page without the students' stops", async () => {
    const ride = await db().selectFrom('rides').select(['driverId', 'routeId']).where('vendorId', '=', 1).where('rideDate', '=', today()).where('driverId', 'is not', null).executeTakeFirstOrThrow();
    const todays = await db().selectFrom('rides').select('displayId').where('driverId', '=', ride.driverId).where('rideDate', '=', today()).execute();
    const page = await signedInPage(bed, VENDOR);
    await page.goto(consoleUrl(bed, VENDOR, `/drivers/${ride.driverId}/show`));
    await takenOver(page);
    const rides = page.getByRole('region', { name: 'Rides', exact: true });
    await rides.getByText('Today', { exact: true }).waitFor();
    await rides.locator('tbody tr').first().waitFor();
    expect(new Set(await columnOf(page, 'Rides', 'Date'))).toEqual(new Set([new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${today()}T00:00:00Z`))]));
    expect((await columnOf(page, 'Rides', 'Ride #')).map(Number).sort()).toEqual(todays.map(({ displayId }) => displayId).sort());
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await page.getByRole('region', { name: 'Driver documents', exact: true }).locator('tbody tr').first().waitFor();
    await keepScreenshot(page, 'record-driver-vendor');

    await page.goto(consoleUrl(bed, VENDOR, `/routes/${ride.routeId}/show`));
    await takenOver(page);
    await page.getByRole('region', { name: 'Rides', exact: true }).locator('tbody tr').first().waitFor();
    expect(await page.getByRole('table', { name: 'Stops of the run' }).count()).toBe(0);
    await page.context().close();
  });

  it("hands a district coordinator a run's route sheet as a PDF through the landing page, read back with its stops", async () => {
    const run = await db().selectFrom('routes').select(['id', 'number', 'stops']).where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const stops = JSON.parse(run.stops as string) as { address: string }[];
    const page = await signedInPage(bed, DISTRICT);
    await page.goto(consoleUrl(bed, DISTRICT, `/routes/${run.id}/show`));
    await takenOver(page);
    await page.getByRole('button', { name: 'Route sheet (PDF)' }).click();
    await page.getByRole('heading', { name: `Route sheet of run ${run.number}` }).waitFor();
    await keepScreenshot(page, 'record-route-sheet-landing');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`route-sheet-${run.number}.pdf`);
    const { pages } = await pdfPages(fs.readFileSync((await download.path())!));
    expect(pages[0]).toContain(`Route sheet · ${run.number}`);
    for (const { address } of stops) expect(pages.join('\n')).toContain(address);
    await page.context().close();
  });

  it('deletes a record from its page after asking, and returns to the list', async () => {
    const { id: _id, ...copied } = await db().selectFrom('students').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const { id } = await db().insertInto('students').values({ ...copied, studentNumber: 'E2E-GONE-1', firstName: 'Gone', lastName: 'Tomorrow', rfidBadge: null }).returning('id').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, ADMIN);
    await page.goto(consoleUrl(bed, ADMIN, `/students/${id}/show`));
    await takenOver(page);
    await page.getByRole('heading', { name: 'Gone Tomorrow' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/students');
    await page.getByRole('heading', { name: 'Students' }).waitFor();
    expect(await db().selectFrom('students').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    await page.context().close();
  });
});
