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

  it('shows ridership by day and by run, each column sorting, one run\'s rides, and the same report as a CSV file', async () => {
    const page = await signedInPage(bed, 'district@example.com');
    await page.goto(consoleUrl(bed, 'district@example.com', '/reports'));
    await page.getByRole('link', { name: 'Ridership', exact: true }).click();
    await page.getByRole('heading', { name: 'Ridership' }).waitFor();
    const days = page.getByRole('list', { name: 'Assigned and rode by day' }).getByRole('listitem');
    await days.first().waitFor();
    const labels = await days.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
    expect(labels.some((label) => /^[A-Z][a-z]{2} \d{1,2}: [\d,]+ of [\d,]+ rode \(\d+(\.\d)?%\)$/.test(label))).toBe(true);

    // Every column sorts, both ways; a missing figure ("—") stays last.
    const table = page.getByRole('table', { name: 'By run' });
    await table.getByRole('row').nth(2).waitFor();
    const heads = await table.locator('thead th').allInnerTexts();
    const column = (index: number) => table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
    const valueOf = (text: string) => (/^[\d,.]+%?$/.test(text) ? Number(text.replace(/[,%]/g, '')) : text.split(' / ')[0]);
    const ordered = (values: (string | number)[], descending: boolean) => values.every((value, index) => index === 0
      || (typeof value === 'number' && typeof values[index - 1] === 'number' ? (descending ? value <= (values[index - 1] as number) : value >= (values[index - 1] as number)) : true));
    // Text columns may sort by what they stand for (Morning before Afternoon): each value together, the other way reversed.
    const grouped = (values: (string | number)[]) => values.every((value, index) => index === 0 || value === values[index - 1] || !values.slice(0, index).includes(value));
    const onePage = (await page.locator('.MuiTablePagination-root').count()) === 0;
    for (const [index, head] of heads.entries()) {
      const seen: (string | number)[][] = [];
      for (const descending of [false, true]) {
        await table.locator('thead th').nth(index).locator('.MuiTableSortLabel-root').click();
        await table.locator(`thead th:nth-child(${index + 1})[aria-sort="${descending ? 'descending' : 'ascending'}"]`).waitFor();
        const values = (await column(index)).filter((text) => text !== '—').map(valueOf);
        expect([head, descending, ordered(values, descending), grouped(values)]).toEqual([head, descending, true, true]);
        seen.push(values);
      }
      const distinct = (values: (string | number)[]) => values.filter((value, at) => values.indexOf(value) === at);
      if (onePage) expect([head, distinct(seen[1])]).toEqual([head, distinct(seen[0]).reverse()]);
    }
    expect(await page.locator('main').innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}|NaN|undefined/);
    await keepScreenshot(page, 'ridership-district');

    // One run: its rides, each opening in the drawer; back to every run.
    const firstRun = await table.locator('tbody tr td:first-child button').first().innerText();
    await table.getByRole('button', { name: firstRun, exact: true }).click();
    await page.getByRole('heading', { name: `Rides of run ${firstRun}` }).waitFor();
    expect(page.url()).toMatch(/routeId=\d+/);
    const rides = page.getByRole('table', { name: 'Ride' });
    await rides.getByRole('link', { name: /^#\d+$/ }).first().waitFor();
    await keepScreenshot(page, 'ridership-run-district');
    await page.getByRole('button', { name: 'Show all runs' }).click();
    await page.getByRole('heading', { name: 'By run' }).waitFor();

    await page.getByRole('link', { name: 'Download as CSV (one line per ride)' }).click();
    await page.getByRole('heading', { name: 'Ridership report' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(fs.readFileSync((await download.path())!, 'utf8').split('\r\n')[0]).toBe('date,run,direction,district,vendor,ride,status,badge_scans,assigned,assigned_with_badge,rode,rode_percent,not_assigned,peak_on_board,seats,seats_used_percent');
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
