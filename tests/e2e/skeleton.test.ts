import type { Browser } from 'playwright-core';
import { browserRequirement, keepScreenshot, launchBrowser } from '../helpers/browser';
import { describeWhen } from '../helpers/requirements';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(60_000);

describeWhen(browserRequirement, 'the console in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ demo: false }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends a visitor of a console page to the login page with RelayState, titled with the product name', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.urlOf('admin')}/rides?filter=%7B%7D`);
    await page.waitForURL(/\/login\?RelayState=/);
    expect(new URL(page.url()).searchParams.get('RelayState')).toBe('/rides?filter=%7B%7D');
    await page.getByRole('heading', { name: 'Welcome to Transitline' }).waitFor();
    await expect(page.getByText('Please sign in').isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe('Transitline Portal');
    await keepScreenshot(page, 'skeleton-login');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the same login page on the vendor and enterprise portals', async () => {
    for (const role of ['vendor', 'enterprise'] as const) {
      const page = await browser.newPage();
      await page.goto(`${server.urlOf(role)}/login`);
      await page.getByRole('button', { name: 'Next' }).waitFor();
      const config = await page.locator('#app-config').textContent();
      expect(JSON.parse(config!).userRole).toBe(role);
      await page.close();
    }
  });

  it('checks the e-mail in the browser before going on', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('someone@');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Enter a valid email address');
    await page.close();
  });
});
