import type { Browser } from 'playwright-core';
import { browserRequirement, keepScreenshot, launchBrowser } from '../helpers/browser';
import type { TestIdentityProvider } from '../helpers/oidcProvider';
import { describeWhen } from '../helpers/requirements';
import { startSsoTestBed } from '../helpers/ssoFixture';
import type { TestServer } from '../helpers/testServer';

jest.setTimeout(90_000);

describeWhen(browserRequirement, 'single sign-on in Chromium against a real OpenID Connect provider', () => {
  let server: TestServer;
  let idp: TestIdentityProvider;
  let browser: Browser;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    [{ server, idp, stop }, browser] = await Promise.all([startSsoTestBed(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stop?.();
  });

  /** The provider's development login form and consent screen. */
  async function signInAtProvider(page: import('playwright-core').Page, subject: string) {
    await page.waitForURL((url) => url.origin === idp.issuer);
    await page.locator('input[name="login"]').fill(subject);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
  }

  it('signs a linked user in through the provider and back to the page they asked for', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/rides?page=3`);
    await page.waitForURL(/\/login\?RelayState=/);
    await page.getByLabel('Email').fill('sso.coordinator@example.com');
    await page.keyboard.press('Enter');
    await signInAtProvider(page, 'coordinator-7');
    await page.waitForURL((url) => url.origin === server.url && url.pathname === '/rides' && url.search === '?page=3');
    await page.waitForFunction(() => document.title === 'Transitline Portal - Cedar Valley Unified School District');
    await keepScreenshot(page, 'sso-signed-in');
    await page.context().close();
  });

  it('brings an identity that is linked to nobody back to the login page with the "not recognized" banner', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('sso.coordinator@example.com');
    await page.keyboard.press('Enter');
    await signInAtProvider(page, 'somebody-else');
    await page.waitForURL(`${server.url}/login?error=user-not-found`);
    await page.getByText('We do not recognize this user ID or password. Please contact your administrator for help with access to this site.').waitFor();
    await keepScreenshot(page, 'sso-user-not-found');
    await page.context().close();
  });
});
