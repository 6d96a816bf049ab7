import type { Page } from 'playwright-core';
import { consoleUrl, signedInPage, type ConsoleBed, type DemoEmail } from './consoleSignIn';
import { eventuallyAsync } from './liveClient';

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

/**
 * Deletes the one ticked row as a person does: Delete, and the notice naming what was deleted
 * ("1 campus program deleted") offers Undo, which is taken once (the row comes back, nothing was
 * asked of the server: `stillStored` says so); then Delete again, left to go through. Settles when
 * the row has left the list and `stillStored` says it is gone.
 */
export async function deleteTickedRow(page: Page, notice: string, stillStored: () => Promise<boolean>): Promise<void> {
  const rows = page.locator('tbody tr');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByText(notice, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Undo' }).click();
  await rows.first().waitFor();
  expect(await stillStored()).toBe(true);
  await rows.locator('input[type="checkbox"]').first().check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 0);
  await eventuallyAsync(async () => !(await stillStored()), 'the deleted row to leave the database', 15_000);
}

/** A demo user who may not open a section: no menu item of that name, and "Access denied" at its path. */
export async function expectNoAccess(bed: ConsoleBed, email: DemoEmail, path: string, menuItem?: string): Promise<void> {
  const page = await signedInPage(bed, email);
  if (menuItem) expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: menuItem }).count()).toBe(0);
  await page.goto(consoleUrl(bed, email, path));
  await page.getByText('Access denied').first().waitFor();
  await page.context().close();
}
