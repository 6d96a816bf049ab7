import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';
import { expectNoAccess, openList, takeStep } from '../helpers/sectionScreens';

jest.setTimeout(180_000);

const HEADER = 'employee_type,employee_id,date,start,end,activity,notes';

/** Activities (menu "Activities", spec 2.4 index 107) and the timesheet entries of spec 2.5. */
describeWhen(browserRequirement, 'activities and timesheet entries in Chromium (DOMAIN.md "Activities")', () => {
  const bed = consoleAndBrowserForSuite();

  it('lets the vendor manager upload a timesheet, see a bad file refused line by line, and approve the uploaded entries at once', async () => {
    const { db } = bed.server.running.database;
    const [first, second] = await db.selectFrom('drivers').select('id').where('vendorId', '=', 1).orderBy('id').limit(2).execute();
    const page = await signedInPage(bed, 'vendor@example.com');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Activities' }).click();
    await page.getByRole('heading', { name: 'Activities' }).waitFor();
    await page.locator('tbody').getByText('Submitted').first().waitFor();
    await keepScreenshot(page, 'activities-vendor');

    const chooser = page.locator('input[type="file"]');
    const bad = [HEADER, `driver,${first.id},2025-04-07,06:00,08:30,route_service,`, `driver,${first.id},2025-04-07,09:00,08:00,fueling,`, 'monitor,999999,2025-04-07,06:00,08:00,route_service,'].join('\n');
    await chooser.setInputFiles({ name: 'week-14.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('2 rows have problems: nothing was saved.').waitFor();
    await page.getByRole('cell', { name: 'end (08:00) must come after start (09:00) on the same day.' }).waitFor();
    await page.getByRole('cell', { name: 'No monitor with id "999999" in your organisation.' }).waitFor();
    await keepScreenshot(page, 'activities-upload-refused-vendor');
    expect(await db.selectFrom('timesheetEntries').select('id').where('workDate', '=', '2025-04-07').execute()).toEqual([]);

    const good = [HEADER, `driver,${first.id},2025-04-07,06:00,08:30,route_service,`, `driver,${first.id},2025-04-07,14:00,16:30,route_service,`, `driver,${second.id},2025-04-07,10:00,12:00,training,CPR refresher`].join('\n');
    await chooser.setInputFiles({ name: 'week-14.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText(/3 entries uploaded as UP-\d{8}-[0-9A-F]{6}: they wait for approval\./).waitFor();
    await keepScreenshot(page, 'activities-upload-saved-vendor');
    await page.getByRole('link', { name: 'Show these entries' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 3);

    await page.locator('thead input[type="checkbox"]').check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('3 entries approved.').waitFor();
    await page.locator('tbody').getByText('Approved').first().waitFor();
    await page.reload();
    await page.waitForFunction(() => [...document.querySelectorAll('tbody tr')].filter((row) => row.textContent?.includes('Approved')).length === 3);
    await keepScreenshot(page, 'activities-approved-vendor');
    const stored = await db.selectFrom('timesheetEntries').select(['status', 'hours', 'decidedByName']).where('workDate', '=', '2025-04-07').orderBy('startTime').execute();
    expect(stored).toEqual([
      { status: 'approved', hours: 2.5, decidedByName: 'Victor Nguyen' },
      { status: 'approved', hours: 2, decidedByName: 'Victor Nguyen' },
      { status: 'approved', hours: 2.5, decidedByName: 'Victor Nguyen' },
    ]);
    await page.context().close();
  });

  it('approves one entry from its page at /timesheet-entries', async () => {
    const { db } = bed.server.running.database;
    const entry = await db.selectFrom('timesheetEntries').select('id').where('vendorId', '=', 1).where('status', '=', 'submitted').orderBy('id').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, 'vendor@example.com');
    await openList(page, consoleUrl(bed, 'vendor@example.com', '/timesheet-entries'), 'Timesheet entries', 'Route service');
    await keepScreenshot(page, 'timesheet-entries-vendor');
    await takeStep(page, consoleUrl(bed, 'vendor@example.com', `/timesheet-entries/${entry.id}/show`), 'Approve', 'Saved: the entry is now Approved.');
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await keepScreenshot(page, 'timesheet-entry-approved-vendor');
    expect((await db.selectFrom('timesheetEntries').select('status').where('id', '=', entry.id).executeTakeFirstOrThrow()).status).toBe('approved');
    await page.context().close();
  });

  it('shows a yard user the entries without the upload or the approval, and keeps Activities from a school user', async () => {
    const yard = await signedInPage(bed, 'yard@example.com');
    await yard.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Activities' }).click();
    await yard.locator('tbody').getByText('Submitted').first().waitFor();
    expect(await yard.getByRole('heading', { name: 'Upload a timesheet' }).count()).toBe(0);
    expect(await yard.locator('tbody tr input[type="checkbox"]').count()).toBe(0);
    await keepScreenshot(yard, 'activities-yard');
    await yard.context().close();

    await expectNoAccess(bed, 'school@example.com', '/activities', 'Activities');
  });
});
