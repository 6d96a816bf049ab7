import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(120_000);

const ADMIN = 'admin@example.com';
const VENDOR = 'vendor@example.com';

describeWhen(browserRequirement, 'settings in Chromium (spec 2.4 "Settings", 2.5 "SSO settings editor")', () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;

  it("lets the admin open Settings and edit a district's SSO settings, the secret kept and never shown", async () => {
    const page = await signedInPage(bed, ADMIN);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    for (const area of ['Single sign-on', 'Standby configuration', 'Driver documents']) await page.getByRole('heading', { name: area }).waitFor();
    await keepScreenshot(page, 'settings-admin');

    await page.getByRole('link', { name: 'Open Single sign-on' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/sso');
    await page.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option', { name: 'Cedar Valley Unified School District (District)' }).click();
    await page.getByLabel('Issuer').first().waitFor();
    await page.getByText('Set', { exact: true }).waitFor();
    const stored = await db().selectFrom('ssoConfigs').selectAll().where('accountKind', '=', 'district').where('accountId', '=', 1).executeTakeFirstOrThrow();
    expect(await page.content()).not.toContain(stored.clientSecret);

    await page.getByLabel('Issuer').fill('http://login.cvusd.example.org');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The issuer must be an https address.').waitFor();
    await page.getByLabel('Issuer').fill('https://id.cvusd.example.org');
    await page.getByLabel('E-mail domains').fill('cvusd.example.org, staff.cvusd.example.org');
    await page.getByLabel('Client secret').fill('a-brand-new-secret-42');
    await page.getByLabel('Single sign-on is on').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.getByText(/^Last changed/).waitFor();
    expect(await page.getByLabel('Client secret').inputValue()).toBe('');
    await keepScreenshot(page, 'settings-sso-admin');
    const saved = await db().selectFrom('ssoConfigs').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ issuer: 'https://id.cvusd.example.org', clientSecret: 'a-brand-new-secret-42', enabled: 1, domains: JSON.stringify(['cvusd.example.org', 'staff.cvusd.example.org']) });
    await page.context().close();
  });

  it("lets the vendor manager set a yard's standby windows and read the driver document settings", async () => {
    const page = await signedInPage(bed, VENDOR);
    await page.goto(consoleUrl(bed, VENDOR, '/settings'));
    await page.getByRole('heading', { name: 'Standby configuration' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Single sign-on' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Open Standby configuration' }).click();
    await page.getByRole('cell', { name: 'Foothill Yard', exact: true }).waitFor();
    await keepScreenshot(page, 'settings-standby-vendor');
    await page.getByRole('button', { name: 'Edit standby configuration of Foothill Yard' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Drivers needed').first().fill('4');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.getByRole('row').filter({ hasText: 'Foothill Yard' }).getByText('Configured').waitFor();
    const yard = await db().selectFrom('yards').select('id').where('name', '=', 'Foothill Yard').executeTakeFirstOrThrow();
    const configuration = await db().selectFrom('standbyConfigurations').select('windows').where('yardId', '=', yard.id).executeTakeFirstOrThrow();
    expect(JSON.parse(configuration.windows)[0]).toMatchObject({ driversNeeded: 4 });

    await page.goto(consoleUrl(bed, VENDOR, '/settings/driver-documents'));
    await page.getByRole('cell', { name: 'DOT medical card', exact: true }).waitFor();
    await page.getByLabel('Days before expiry to warn about DOT medical card').fill('21');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await keepScreenshot(page, 'settings-driver-documents-vendor');
    const medical = await db().selectFrom('driverDocumentSettings').select('warningDays').where('vendorId', '=', 1).where('typeCode', '=', 'medical_card').executeTakeFirstOrThrow();
    expect(medical.warningDays).toBe(21);
    await page.context().close();
  });

  it('shows a school user no Settings menu item, and access denied at its address', async () => {
    const page = await signedInPage(bed, 'school@example.com');
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).count()).toBe(0);
    await page.goto(consoleUrl(bed, 'school@example.com', '/settings/sso'));
    await page.getByText('Access denied').first().waitFor();
    await page.context().close();
  });
});
