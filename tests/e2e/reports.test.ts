import fs from 'node:fs';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(120_000);

describeWhen(browserRequirement, 'reports, insights and the work queue in Chromium (spec 2.4)', () => {
  const bed = consoleAndBrowserForSuite();

  it('hands the on-time report to the district coordinator through the landing page, and draws the insights', async () => {
    const page = await signedInPage(bed, 'district@example.com');
    await page.goto(consoleUrl(bed, 'district@example.com', '/reports'));
    await page.getByRole('heading', { name: 'Section exports' }).waitFor();
    const exportOf = (section: string) => page.locator('a[href^="/landing"]').getByText(section, { exact: true });
    await exportOf('Students').waitFor();
    expect(await exportOf('Vehicles').count()).toBe(0);
    await keepScreenshot(page, 'reports-district');

    await page.getByRole('link', { name: 'On-time performance' }).click();
    await page.getByRole('heading', { name: 'On-time performance report' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(fs.readFileSync((await download.path())!, 'utf8').split('\r\n')[0]).toBe('date,rides,completed,on_time,on_time_percent,cancelled,route_issues');

    await page.goto(consoleUrl(bed, 'district@example.com', '/insights'));
    const days = page.getByRole('list', { name: 'On time by day' }).getByRole('listitem');
    await days.first().waitFor();
    expect(await days.count()).toBeGreaterThan(0);
    expect(await days.first().getAttribute('aria-label')).toMatch(/: \d+(\.\d)?%$/);
    await page.getByRole('cell', { name: /District|Unified/ }).first().waitFor();
    await keepScreenshot(page, 'insights-district');
    await page.context().close();
  });

  it("lists the vendor manager's work queue and marks an item done", async () => {
    const page = await signedInPage(bed, 'vendor@example.com');
    await page.goto(consoleUrl(bed, 'vendor@example.com', '/work-queue'));
    const item = page.getByRole('listitem').filter({ hasText: 'Approve submitted driver bus reports' });
    await item.waitFor();
    await keepScreenshot(page, 'work-queue-vendor');
    await item.getByRole('button', { name: 'Mark done' }).click();
    await page.getByText('Marked done.').waitFor();
    await item.getByText('Done', { exact: true }).waitFor();
    const { db } = bed.server.running.database;
    expect((await db.selectFrom('workQueueItems').select('status').where('title', '=', 'Approve submitted driver bus reports').executeTakeFirstOrThrow()).status).toBe('done');
    await page.context().close();
  });
});
