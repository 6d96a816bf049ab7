import { browserRequirement, keepScreenshot, consoleAndBrowserForSuite } from '../helpers/browser';
import { signInOn } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(120_000);

describeWhen(browserRequirement, 'the core sections in Chromium (generated from the declarations)', () => {
  const bed = consoleAndBrowserForSuite();

  it.each([
    ['district@example.com', 'enterprise', ['rides', 'routes', 'route-group', 'students', 'districts', 'campuses', 'campus-programs']],
    ['yard@example.com', 'vendor', ['rides', 'routes', 'drivers', 'yards', 'vehicles', 'monitors']],
    ['support@example.com', 'admin', ['rides', 'drivers', 'students', 'districts', 'campuses', 'vendors', 'yards', 'vehicles']],
  ] as const)('%s sees seeded rows in each section they may open', async (email, portal, sections) => {
    const page = await (await bed.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signInOn(page, bed, email);
    for (const section of sections) {
      await page.goto(`${bed.server.urlOf(portal)}/${section}`);
      await page.locator('tbody tr').first().waitFor();
      expect([section, await page.locator('tbody tr').count()]).toEqual([section, expect.any(Number)]);
      expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    }
    await keepScreenshot(page, `section-${sections[sections.length - 1]}-${email.split('@')[0]}`);
    await page.context().close();
  });

  it('sorts and filters a list, creates, edits and deletes a record (campus programs, district coordinator)', async () => {
    const page = await (await bed.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signInOn(page, bed, 'district@example.com');
    await page.goto(`${bed.server.urlOf('enterprise')}/campus-programs`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Name' }).click();
    await page.waitForURL(/order=DESC/);
    await page.getByPlaceholder('Search').fill('magnet');
    await page.waitForURL(/magnet/);
    await page.waitForFunction(() => [...document.querySelectorAll('tbody tr')].every((row) => /Magnet/i.test(row.textContent ?? '')));

    await page.goto(`${bed.server.urlOf('enterprise')}/campus-programs/create`);
    await page.getByLabel('Name').fill('Dual Language Immersion');
    await page.getByRole('combobox', { name: 'Campus' }).fill('Lincoln');
    await page.getByRole('option').first().click();
    await page.getByLabel('Days').fill('["MO","WE","FR"]');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/campus-programs\/\d+\/show$/);
    await page.getByText('Dual Language Immersion').first().waitFor();
    const id = /campus-programs\/(\d+)\/show/.exec(page.url())![1];

    await page.goto(`${bed.server.urlOf('enterprise')}/campus-programs/${id}`);
    await page.getByLabel('Name').fill('Dual Language Academy');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/campus-programs(\?|$)/);
    const saved = await bed.server.running.database.db.selectFrom('campusPrograms').select(['name', 'version']).where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(saved).toEqual({ name: 'Dual Language Academy', version: 2 });

    await page.goto(`${bed.server.urlOf('enterprise')}/campus-programs?filter=${encodeURIComponent('{"q":"Dual Language"}')}`);
    await page.locator('tbody tr input[type="checkbox"]').first().check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 0 || !document.body.textContent?.includes('Dual Language Academy'));
    expect(await bed.server.running.database.db.selectFrom('campusPrograms').select('id').where('id', '=', Number(id)).executeTakeFirst()).toBeUndefined();
    await page.context().close();
  });

  it("shows the dashboard's figures for the tenant", async () => {
    const page = await (await bed.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signInOn(page, bed, 'yard@example.com');
    await page.goto(`${bed.server.urlOf('vendor')}/dashboard`);
    await page.getByText('Rides today').waitFor();
    await page.getByText('On time (last 7 days)').waitFor();
    const inService = await bed.server.running.database.db.selectFrom('vehicles').select((eb) => eb.fn.countAll().as('n')).where('vendorId', '=', 1).where('yardId', '=', 1).where('status', '=', 'in_service').executeTakeFirstOrThrow();
    await page.getByText('Vehicles in service').locator('..').getByText(String(inService.n), { exact: true }).waitFor();
    await keepScreenshot(page, 'dashboard-yard');
    await page.context().close();
  });

  it('opens a ride in the drawer', async () => {
    const ride = await bed.server.running.database.db.selectFrom('rides').select(['id', 'displayId']).where('vendorId', '=', 1).where('yardId', '=', 1).executeTakeFirstOrThrow();
    const page = await (await bed.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signInOn(page, bed, 'yard@example.com');
    await page.goto(`${bed.server.urlOf('vendor')}/rides?_=drawer/rides/${ride.id}/show&isHalfDrawer=true`);
    await page.getByRole('heading', { name: `Ride #${ride.displayId}` }).waitFor();
    await keepScreenshot(page, 'ride-drawer');
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => !u.search.includes('drawer'));
    await page.context().close();
  });
});
