import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';
import { confirmDecision } from '../helpers/sectionScreens';

jest.setTimeout(120_000);

describeWhen(browserRequirement, 'driver bus reports in Chromium (DBR, spec 7.7 "DBR list")', () => {
  const bed = consoleAndBrowserForSuite();

  it("is approved by the vendor manager while the yard's DBR list changes without a reload", async () => {
    const { db } = bed.server.running.database;
    const report = await db.selectFrom('driverBusReports').select(['id', 'reportDate']).where('vendorId', '=', 1).where('yardId', '=', 1)
      .where('status', '=', 'submitted').where('source', '=', 'scan').orderBy('id').executeTakeFirstOrThrow();
    const filter = encodeURIComponent(JSON.stringify({ status: 'submitted', reportDate: report.reportDate }));

    const yard = await signedInPage(bed, 'yard@example.com');
    await yard.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'DBR' }).click();
    await yard.getByRole('heading', { name: 'Driver bus reports' }).waitFor();
    await yard.goto(consoleUrl(bed, 'yard@example.com', `/dbr?filter=${filter}`));
    await yard.locator('tbody').getByText('Submitted').first().waitFor();
    expect(await yard.locator('tbody').getByText('Approved').count()).toBe(0);
    await yard.evaluate(() => Object.assign(window, { untouchedSinceLoad: true }));
    expect(await yard.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    const manager = await signedInPage(bed, 'vendor@example.com');
    await manager.goto(consoleUrl(bed, 'vendor@example.com', `/dbr/${report.id}/show`));
    await manager.getByText('DRIVER BUS REPORT', { exact: false }).first().waitFor();
    expect(await manager.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    await manager.getByRole('button', { name: 'Approve' }).click();
    // A decision asks first, naming the report as people read it: its day written out.
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${report.reportDate}T00:00:00Z`));
    await manager.getByRole('dialog', { name: new RegExp(`^Approve Driver bus report ${day} · `) }).waitFor();
    await keepScreenshot(manager, 'dbr-approve-asks');
    await confirmDecision(manager, 'Approve');
    await manager.getByText('Saved: the report is now Approved.').waitFor();
    await manager.getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' });
    await keepScreenshot(manager, 'dbr-approved-by-vendor');

    await yard.locator('tbody').getByText('Approved').first().waitFor();
    expect(await yard.evaluate(() => (window as unknown as { untouchedSinceLoad?: boolean }).untouchedSinceLoad)).toBe(true);
    await keepScreenshot(yard, 'dbr-list-yard-live');
    const stored = await db.selectFrom('driverBusReports').select('status').where('id', '=', report.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('approved');
    await Promise.all([yard.context().close(), manager.context().close()]);
  });
});
