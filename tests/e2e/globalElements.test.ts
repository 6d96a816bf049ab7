import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signedIn } from '../helpers/apiClient';
import { browserRequirement, keepScreenshot, consoleAndBrowserForSuite } from '../helpers/browser';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(90_000);

describeWhen(browserRequirement, 'the global elements in Chromium (spec 2.11, 4.5, 4.7)', () => {
  const bed = consoleAndBrowserForSuite();

  async function signIn(page: Page, email: string) {
    await page.goto(`${bed.server.urlOf('vendor')}/login`);
    await page.getByLabel('Email').fill(email);
    await page.keyboard.press('Enter');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  }

  it('opens "Go to page" with Cmd/Meta+E and goes to the chosen section', async () => {
    const page = await (await bed.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, 'yard@example.com');
    await page.keyboard.press('Meta+e');
    const field = page.getByPlaceholder('Start typing...');
    await field.waitFor();
    await page.getByText('Go to:').first().waitFor();
    await field.fill('Vehic');
    await keepScreenshot(page, 'go-to-page');
    await page.getByRole('option', { name: 'Vehicles' }).click();
    await page.waitForURL((url) => url.pathname === '/vehicles');
    await page.context().close();
  });

  it('shows the new-version popup when the served version changes, and Delay closes it', async () => {
    const page = await (await bed.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, 'yard@example.com');
    await page.route('**/api/app-config', async (route) => {
      const served = await (await route.fetch()).json();
      await route.fulfill({ json: { ...served, version: '99.0.0' } });
    });
    await page.getByText('New version of the app is available').waitFor({ timeout: 30_000 });
    expect(await page.getByText('Please, refresh the page to apply the new version or delay the update for 1 hour.').isVisible()).toBe(true);
    await keepScreenshot(page, 'new-version-popup');
    await page.getByRole('button', { name: 'Delay' }).click();
    await page.getByText('New version of the app is available').waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('counts an impersonation session down, and turns to warning at 120 seconds', async () => {
    const support = await signedIn(bed.server.urlOf('admin'), 'support@example.com');
    const { body } = await support.post<{ url: string }>('/api/impersonation', { targetUserId: 4 });
    const loginUrl = new URL(body.url);
    const page = await (await bed.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${bed.server.urlOf('vendor')}${loginUrl.pathname}${loginUrl.search}`);
    const timer = page.getByRole('timer');
    await timer.waitFor();
    expect(await timer.textContent()).toMatch(/^Session ends in 00:(29:[0-5]\d|30:00)$/);
    expect(await timer.getAttribute('data-warning')).toBe('false');
    await keepScreenshot(page, 'impersonation-timer');

    await bed.server.running.database.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() + 100_000).toISOString() }).where('impersonatorUserId', '=', 2).execute();
    await page.reload();
    await page.getByRole('timer').waitFor();
    expect(await page.getByRole('timer').textContent()).toMatch(/^Session ends in 00:01:[0-4]\d$/);
    expect(await page.getByRole('timer').getAttribute('data-warning')).toBe('true');
    const first = await page.getByRole('timer').textContent();
    await page.waitForTimeout(2100);
    expect(await page.getByRole('timer').textContent()).not.toBe(first);
    await page.context().close();
  });
});
