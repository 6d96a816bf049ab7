import type { Page } from 'playwright-core';
import { consoleUrl, signedInPage, type ConsoleBed, type DemoEmail } from './consoleSignIn';

/** Opens a section's list and waits for its heading and a row showing this text. */
export async function openList(page: Page, url: string, heading: string, rowText: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.locator('tbody').getByText(rowText, { exact: true }).first().waitFor();
}

/** A decision (approve, reject, decline) asks first, in a dialog naming the record: says yes to it. */
export async function confirmDecision(page: Page, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: new RegExp(`^¿?${button}`) });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

/** Takes a status step on a record's page and waits for the console to confirm it. */
export async function takeStep(page: Page, url: string, button: string, confirmation: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: button, exact: true }).click();
  if (/^(Approve|Reject|Decline)$/.test(button)) await confirmDecision(page, button);
  await page.getByText(confirmation).waitFor();
  await page.getByRole('button', { name: button, exact: true }).waitFor({ state: 'detached' });
}

/** A demo user who may not open a section: no menu item of that name, and "Access denied" at its path. */
export async function expectNoAccess(bed: ConsoleBed, email: DemoEmail, path: string, menuItem?: string): Promise<void> {
  const page = await signedInPage(bed, email);
  if (menuItem) expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: menuItem }).count()).toBe(0);
  await page.goto(consoleUrl(bed, email, path));
  await page.getByText('Access denied').first().waitFor();
  await page.context().close();
}
