import type { Browser, Page } from 'playwright-core';
import { issueOneTimeToken } from '../../server/auth/tokens';
import { DEMO_PASSWORD } from '../helpers/apiClient';
import { browserRequirement, keepScreenshot, launchBrowser } from '../helpers/browser';
import { describeWhen } from '../helpers/requirements';
import { decodedBody, startSmtpServer } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(90_000);

async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.keyboard.press('Enter');
  await page.getByLabel('Password').fill(password);
  await page.keyboard.press('Enter');
}

describeWhen(browserRequirement, 'signing in, in Chromium (spec 2.2, 2.7, 4.1–4.3)', () => {
  let server: TestServer;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    [server, browser] = await Promise.all([startTestServer({ env: { SMTP_URL: smtp.url } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  const freshPage = async () => (await browser.newContext()).newPage();

  it.each([
    ['support@example.com', 'admin', 'Transitline Portal - Admin', 'Sam Okafor', '/dashboard'],
    ['yard@example.com', 'vendor', 'Transitline Portal - Summit Student Transportation', 'Yolanda Pierce', '/dashboard'],
    ['district@example.com', 'enterprise', 'Transitline Portal - Cedar Valley Unified School District', 'Diane Castillo', '/dashboard'],
    ['school@example.com', 'enterprise', 'Transitline Portal - Cedar Valley Unified School District', 'Samuel Tran', '/rides'],
  ] as const)('%s signs in on the %s portal straight into the console', async (email, role, title, name, home) => {
    const page = await freshPage();
    await page.goto(`${server.urlOf(role)}/login`);
    await page.getByRole('heading', { name: 'Welcome to Transitline' }).waitFor();
    await logIn(page, email);
    await page.getByRole('button', { name }).waitFor();
    expect(await page.title()).toBe(title);
    // Home opens the user's first section (spec 2.6).
    await page.waitForURL((url) => url.pathname === home);
    await keepScreenshot(page, `sign-in-${email.split('@')[0]}`);
    await page.context().close();
  });

  it('shows the password step with "Edit email" and "Forgot your password?", and a wrong password alert', async () => {
    const page = await freshPage();
    await page.goto(`${server.urlOf('admin')}/login`);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('admin@example.com');
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('link', { name: 'Forgot your password?' }).isVisible()).toBe(true);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Email or password is not correct').waitFor();
    await keepScreenshot(page, 'sign-in-wrong-password');
    await page.getByRole('button', { name: 'Edit email' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe('admin@example.com');
    await page.context().close();
  });

  it('makes the admin choose one of two accounts, and a vendor manager choose yards, then carries RelayState through', async () => {
    const page = await freshPage();
    await page.goto(`${server.urlOf('admin')}/drivers?page=2`);
    await page.waitForURL(/\/login\?RelayState=%2Fdrivers%3Fpage%3D2$/);
    await logIn(page, 'admin@example.com');
    await page.waitForURL(/\/select-account\?RelayState=%2Fdrivers%3Fpage%3D2$/);
    await page.getByLabel('Account').selectOption({ label: 'Transitline Training' });
    await keepScreenshot(page, 'select-account-admin');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/drivers' && url.search === '?page=2');
    await page.waitForFunction(() => document.title === 'Transitline Portal - Admin');
    await page.context().close();

    const vendor = await freshPage();
    await vendor.goto(`${server.urlOf('vendor')}/login`);
    await logIn(vendor, 'vendor@example.com');
    await vendor.waitForURL(/\/select-account/);
    await vendor.getByRole('group', { name: 'Yards' }).waitFor();
    await vendor.getByRole('button', { name: 'Continue' }).click();
    await vendor.getByText('Choose at least one').waitFor();
    await vendor.getByRole('checkbox', { name: 'North Yard' }).check();
    await keepScreenshot(vendor, 'select-account-vendor');
    await vendor.getByRole('button', { name: 'Continue' }).click();
    await vendor.getByRole('button', { name: 'Victor Nguyen' }).waitFor();
    await vendor.context().close();
  });

  it('offers a vendor manager "All yards", and ticks the yards they chose last time when they sign in again', async () => {
    const page = await freshPage();
    await page.goto(`${server.urlOf('vendor')}/login`);
    await logIn(page, 'vendor@example.com');
    const yards = page.getByRole('group', { name: 'Yards' });
    const allYards = yards.getByRole('checkbox', { name: 'All yards' });
    await allYards.waitFor();
    const eachYard = yards.locator('label:not(.public-choice-all) input[type=checkbox]');
    const ticked = () => eachYard.evaluateAll((boxes: HTMLInputElement[]) => boxes.map((box) => box.checked));
    const yardCount = await eachYard.count();
    expect(yardCount).toBeGreaterThan(2);
    expect(await ticked()).toEqual(Array(yardCount).fill(false));
    await eachYard.nth(0).check();
    await eachYard.nth(2).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Victor Nguyen' }).waitFor();

    await page.goto(`${server.urlOf('vendor')}/logout`);
    await page.waitForURL(/\/login$/);
    await logIn(page, 'vendor@example.com');
    await allYards.waitFor();
    const lastChoice = Array(yardCount).fill(false).map((_, place) => place === 0 || place === 2);
    expect(await ticked()).toEqual(lastChoice);
    expect(await allYards.evaluate((box: HTMLInputElement) => [box.checked, box.indeterminate])).toEqual([false, true]);
    await keepScreenshot(page, 'select-account-vendor-last-choice');
    await allYards.check();
    expect(await ticked()).toEqual(Array(yardCount).fill(true));
    await allYards.uncheck();
    expect(await ticked()).toEqual(Array(yardCount).fill(false));
    await page.context().close();
  });

  it('signs in with a token in the URL and drops the token from the address bar', async () => {
    const token = await issueOneTimeToken(server.running.database.db, 5, 'login');
    const page = await freshPage();
    await page.goto(`${server.urlOf('enterprise')}/login?token=${token}`);
    await page.getByRole('button', { name: 'Diane Castillo' }).waitFor();
    expect(page.url()).not.toContain(token);
    const reused = await freshPage();
    await reused.goto(`${server.urlOf('enterprise')}/login?token=${token}`);
    await reused.getByText('Account not recognized').waitFor();
    await page.context().close();
    await reused.context().close();
  });

  it('sends a signed-in visitor of the login page home, unless forceLogin is given (spec 2.2)', async () => {
    const page = await freshPage();
    await page.goto(`${server.urlOf('enterprise')}/login`);
    await logIn(page, 'school@example.com');
    await page.getByRole('button', { name: 'Samuel Tran' }).waitFor();
    await page.goto(`${server.urlOf('enterprise')}/login`);
    await page.getByRole('button', { name: 'Samuel Tran' }).waitFor();
    // Home reopens the last page visited (spec 2.6).
    await page.waitForURL((url) => url.pathname === '/rides');
    await page.goto(`${server.urlOf('enterprise')}/login?forceLogin=1`);
    await page.getByRole('heading', { name: 'Welcome to Transitline' }).waitFor();
    await page.context().close();
  });

  it('shows the banner for error=user-not-found', async () => {
    const page = await freshPage();
    await page.goto(`${server.urlOf('enterprise')}/login?error=user-not-found`);
    await page.getByText('We do not recognize this user ID or password. Please contact your administrator for help with access to this site.').waitFor();
    await page.context().close();
  });

  it('resets a forgotten password: request (the e-mail typed at sign-in already filled in) → e-mail → setup → success → login', async () => {
    const page = await freshPage();
    await page.goto(`${server.urlOf('vendor')}/login`);
    await page.getByLabel('Email').fill('yard@example.com');
    await page.keyboard.press('Enter');
    await page.getByLabel('Password').fill('half-remembered');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('yard@example.com');
    await page.reload();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('yard@example.com');
    // The password typed before stays on the login page: not in the address, not in the page's storage.
    expect(page.url()).not.toContain('half-remembered');
    expect(await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, history.state]))).not.toContain('half-remembered');
    await keepScreenshot(page, 'forgot-password-email-carried');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Reset instructions sent' }).waitFor();
    expect(await page.getByText('Please check your email for password reset instructions.').isVisible()).toBe(true);

    const [mail] = await smtp.waitForMail(1);
    const link = /(http:\/\/localhost:\d+)\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decodedBody(mail.raw))!;
    await page.goto(`${server.urlOf('vendor')}/reset-password?token=${link[2]}`);
    await page.getByLabel('Password', { exact: true }).fill('Yard-Keys-Of-2026');
    expect(page.url()).not.toContain(link[2]);
    await page.getByLabel('Confirm password').fill('Yard-Keys-Of-2027');
    await page.keyboard.press('Enter');
    await page.getByText('Passwords do not match').waitFor();
    await keepScreenshot(page, 'password-setup-mismatch');
    await page.getByLabel('Confirm password').fill('Yard-Keys-Of-2026');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your password has been reset' }).waitFor();
    await page.getByRole('link', { name: 'Login' }).click();
    await logIn(page, 'yard@example.com', 'Yard-Keys-Of-2026');
    await page.getByRole('button', { name: 'Yolanda Pierce' }).waitFor();
    await page.context().close();
  });

  it('logs out from the console and remembers nothing of the session', async () => {
    const page = await freshPage();
    await page.goto(`${server.urlOf('enterprise')}/login`);
    await logIn(page, 'district@example.com');
    await page.getByRole('button', { name: 'Diane Castillo' }).waitFor();
    await page.goto(`${server.urlOf('enterprise')}/logout`);
    await page.waitForURL(/\/login$/);
    await page.goto(`${server.urlOf('enterprise')}/`);
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });
});
