import type { Locator, Page } from 'playwright-core';
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

  it('opens "Go to page" with Cmd/Meta+E and goes to the chosen section, never offering the page the user is on', async () => {
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
    await page.getByRole('heading', { name: 'Vehicles' }).waitFor();

    await page.keyboard.press('Meta+e');
    await field.fill('Vehic');
    await page.getByText('Go to:').first().waitFor();
    expect(await page.getByRole('option', { name: 'Vehicles' }).count()).toBe(0);
    await field.fill('Dash');
    await page.getByRole('option', { name: 'Dashboard', exact: true }).waitFor();
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

  /** A fresh browser in which support staff work as the vendor manager (user 4), through the login link the impersonation gives. */
  async function impersonatingPage(width = 1440): Promise<Page> {
    const support = await signedIn(bed.server.urlOf('admin'), 'support@example.com');
    const { body } = await support.post<{ url: string }>('/api/impersonation', { targetUserId: 4 });
    const loginUrl = new URL(body.url);
    const page = await (await bed.browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto(`${bed.server.urlOf('vendor')}${loginUrl.pathname}${loginUrl.search}`);
    await page.getByRole('timer').waitFor();
    return page;
  }

  /** Points across an element's box, as fractions of its width and height: the centre, and towards each corner (inside a round button too). */
  const POINTS_ACROSS = [[0.5, 0.5], [0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8]];

  /** Is every part of `target` what a click there reaches, nothing drawn over it? */
  async function isUncovered(target: Locator): Promise<boolean> {
    return target.evaluate((element, points) => {
      const box = element.getBoundingClientRect();
      return points.every(([across, down]) => {
        const reached = document.elementFromPoint(box.left + across * box.width, box.top + down * box.height);
        return reached !== null && element.contains(reached);
      });
    }, POINTS_ACROSS);
  }

  /** Does `target` lie over nothing but its own ancestors (the page behind it), hiding no other element? */
  async function hidesNothing(target: Locator): Promise<boolean> {
    return target.evaluate((element, points) => {
      const box = element.getBoundingClientRect();
      return points.every(([across, down]) =>
        document.elementsFromPoint(box.left + across * box.width, box.top + down * box.height).every((under) => element.contains(under) || under.contains(element)),
      );
    }, POINTS_ACROSS);
  }

  it('counts an impersonation session down, and turns to warning at 120 seconds', async () => {
    const page = await impersonatingPage();
    const timer = page.getByRole('timer');
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

  it('keeps the impersonation timer at the top left without covering the side menu\'s toggle, expanded, collapsed and 800 px wide (spec 2.3, 4.5)', async () => {
    const page = await impersonatingPage();
    const timer = page.getByRole('timer');
    const menuWidth = (width: number) => page.waitForFunction((expected) => document.querySelector('nav')?.getBoundingClientRect().width === expected, width);
    for (const viewportWidth of [1440, 800]) {
      await page.setViewportSize({ width: viewportWidth, height: 900 });
      for (const [state, toggleName, nextWidth] of [['collapsed', 'Expand menu', 256], ['expanded', 'Collapse menu', 72]] as const) {
        const toggle = page.getByRole('button', { name: toggleName });
        expect(await isUncovered(toggle)).toBe(true);
        expect(await isUncovered(timer)).toBe(true);
        expect(await hidesNothing(timer)).toBe(true);
        const place = (await timer.boundingBox())!;
        expect([place.x, place.y]).toEqual([0, 0]);
        await keepScreenshot(page, `impersonation-timer-${viewportWidth}-${state}`);
        await toggle.click();
        await menuWidth(nextWidth);
      }
    }
    await page.context().close();
  });
});
