import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '../../server/db/seed/demoUsers';
import { DEMO_PASSWORD } from './apiClient';
import type { TestServer } from './testServer';

export type DemoEmail = (typeof DEMO_USERS)[number]['email'];

/** What an e2e file started with consoleAndBrowserForSuite(), or a server process and a browser. */
export interface ConsoleBed {
  readonly server: Pick<TestServer, 'urlOf'>;
  readonly browser: Browser;
}

export const portalOf = (email: DemoEmail) => DEMO_USERS.find((user) => user.email === email)!.portal;

/** The address of a console page in the demo user's portal. */
export const consoleUrl = (bed: ConsoleBed, email: DemoEmail, path = '') => `${bed.server.urlOf(portalOf(email))}${path}`;

/**
 * Signs a demo user in on `page`, starting at `path` (a protected page carries the RelayState), through
 * the account choice where sign-in asks for one: the admin works in "Transitline Operations", the
 * vendor manager in all of their yards. Ends when the console's menu is shown.
 */
export async function signInOn(page: Page, bed: ConsoleBed, email: DemoEmail, path = '/login'): Promise<void> {
  await page.goto(consoleUrl(bed, email, path));
  await page.getByLabel('Email').fill(email);
  await page.keyboard.press('Enter');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  if (email === 'admin@example.com') {
    await page.getByLabel('Account').selectOption({ label: 'Transitline Operations' });
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  if (email === 'vendor@example.com') {
    const yards = page.getByRole('group', { name: 'Yards' });
    await yards.waitFor();
    for (const yard of await yards.getByRole('checkbox').all()) await yard.check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}

/**
 * Goes to a path inside the console as its menu and links do, without loading the page again: its
 * code, session and caches stay (a page load costs a busy two-core machine a second or more). The
 * caller waits for what the new screen shows.
 */
export async function openInConsole(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A fresh browser signed in as a demo user (see signInOn). */
export async function signedInPage(bed: ConsoleBed, email: DemoEmail): Promise<Page> {
  const page = await (await bed.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInOn(page, bed, email);
  return page;
}
