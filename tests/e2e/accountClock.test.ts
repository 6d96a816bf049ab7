import { instantOf, wallTimeIn } from '../../src/shell/accountClock';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signInOn } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(120_000);

describeWhen(browserRequirement, "times entered on the account's clock in Chromium", () => {
  const bed = consoleAndBrowserForSuite();

  it("shows and saves a ride's times in the account's timezone from a computer set to Tokyo", async () => {
    const { db } = bed.server.running.database;
    const { timezone } = await db.selectFrom('operatorAccounts').select('timezone').where('name', '=', 'Transitline Operations').executeTakeFirstOrThrow();
    const ride = await db.selectFrom('rides').select(['id', 'scheduledStart']).where('status', '=', 'scheduled').orderBy('id').executeTakeFirstOrThrow();
    const page = await (await bed.browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Tokyo' })).newPage();
    await signInOn(page, bed, 'admin@example.com');
    await page.goto(consoleUrl(bed, 'admin@example.com', `/rides/${ride.id}`));

    const start = page.getByLabel('Scheduled start *');
    await start.waitFor();
    expect(await start.inputValue()).toBe(wallTimeIn(ride.scheduledStart, timezone));
    expect(await page.getByText(/(Central|Eastern|Mountain|Pacific) (Standard|Daylight) Time/).count()).toBeGreaterThan(0);
    await keepScreenshot(page, 'account-clock-ride-edit');

    // Another time than the ride's own, or the form has nothing to save.
    const shown = wallTimeIn(ride.scheduledStart, timezone);
    const wall = `${shown.slice(0, 10)}T${shown.endsWith('06:40') ? '06:50' : '06:40'}`;
    const save = page.getByRole('button', { name: 'Save' });
    // On a loaded machine the form may take the record's values again after a first fill: fill until it holds.
    for (let attempt = 0; attempt < 3 && !(await save.isEnabled()); attempt += 1) {
      await start.fill(wall);
      await page.waitForFunction(() => !document.querySelector('button[aria-label="Save"]')?.hasAttribute('disabled'), undefined, { timeout: 5_000 }).catch(() => undefined);
    }
    await save.click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/rides/${ride.id}`));
    const saved = await db.selectFrom('rides').select('scheduledStart').where('id', '=', ride.id).executeTakeFirstOrThrow();
    expect(saved.scheduledStart).toBe(instantOf(wall, timezone));
    await page.context().close();
  });
});
