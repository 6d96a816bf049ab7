import { browserRequirement, keepScreenshot, consoleAndBrowserForSuite } from '../helpers/browser';
import { signInOn } from '../helpers/consoleSignIn';
import { columnTexts, readUntil } from '../helpers/listScreen';
import { fillForm, saveForm } from '../helpers/recordForm';
import { deleteTickedRow } from '../helpers/sectionScreens';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(120_000);

describeWhen(browserRequirement, 'the core sections in Chromium (generated from the declarations)', () => {
  const bed = consoleAndBrowserForSuite();

  // That each role sees its seeded rows in every list it may open is readableValues.test.ts's sweep.

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
    await fillForm(page, { Name: 'Dual Language Immersion', Campus: { search: 'Lincoln' }, Days: '["MO","WE","FR"]' });
    await saveForm(page, (url) => /^\/campus-programs\/\d+\/show$/.test(url.pathname));
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
    const stored = async () => (await bed.server.running.database.db.selectFrom('campusPrograms').select('id').where('id', '=', Number(id)).executeTakeFirst()) !== undefined;
    await deleteTickedRow(page, '1 campus program deleted', stored);
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
    await page.getByRole('list', { name: 'On time by day' }).waitFor();
    await page.getByText('Target: 95% on time').waitFor();
    await keepScreenshot(page, 'dashboard-yard');

    // Each tile opens what it counts: the fleet in service, as a filtered list of as many vehicles.
    await page.getByRole('link', { name: /Vehicles in service/ }).click();
    await page.waitForURL((url) => url.pathname === '/vehicles');
    await page.locator('tbody tr').first().waitFor();
    const statuses = await readUntil(page, () => columnTexts(page, 'Status'), (texts) => texts.length > 0 && texts.every((text) => text === 'In service'));
    expect(statuses.length).toBe(Math.min(Number(inService.n), 25));
    await page.goBack();
    await page.getByRole('link', { name: /^Rides today/ }).click();
    await page.waitForURL((url) => url.pathname === '/rides');
    await page.locator('tbody tr').first().waitFor();
    const today = JSON.parse(new URL(page.url()).searchParams.get('filter')!).rideDate as string;
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`));
    const dates = await readUntil(page, () => columnTexts(page, 'Date'), (texts) => texts.length > 0 && texts.every((text) => text === day));
    const ridesToday = await bed.server.running.database.db.selectFrom('rides').select((eb) => eb.fn.countAll().as('n')).where('rideDate', '=', today)
      .where('vendorId', '=', 1).where((eb) => eb.or([eb('yardId', '=', 1), eb('yardId', 'is', null)])).executeTakeFirstOrThrow();
    expect(dates.length).toBe(Math.min(Number(ridesToday.n), 25));
    // The Date filter means that day, shown as such; a range is offered beside it.
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(today);
    await page.getByRole('button', { name: 'Add filter' }).click();
    for (const end of ['Date from', 'Date until']) await page.getByRole('menuitemcheckbox', { name: end }).waitFor();
    await page.keyboard.press('Escape');
    await page.context().close();

    // A role whose menu has no vehicles sees the figure without a way into a list it cannot open.
    const school = await (await bed.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signInOn(school, bed, 'district@example.com');
    await school.goto(`${bed.server.urlOf('enterprise')}/dashboard`);
    await school.getByText('Open route issues').waitFor();
    expect(await school.getByRole('link', { name: /Vehicles in service/ }).count()).toBe(0);
    await school.context().close();
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
