import type { Page } from 'playwright-core';
import { takenOver } from './browser';

/** One input of a generated form: text to type, a choice to pick, a record to find by name, a box to tick, some of a set of boxes. */
export type FormEntry = string | { choose: string } | { search: string; option?: string } | { check: boolean } | { tick: string[] };
export type FormValues = Record<string, FormEntry>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's label as shown, with or without the asterisk of a required field. */
export const labelled = (label: string) => new RegExp(`^${escaped(label)}(\\s*\\*)?$`);

/** A choice's name also reads the value chosen ("Status In service"). */
const choiceLabelled = (label: string) => new RegExp(`^${escaped(label)}(\\s*\\*)?(\\s.+)?$`);

/**
 * Types into a record's search box and picks the option. react-admin's autocomplete sets its text
 * back to the chosen record's name when its first choices arrive, so text typed while they load is
 * typed again, as a person would on seeing it gone.
 */
async function searchAndPick(page: Page, label: string, search: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: labelled(label) });
  const offered = page.getByRole('option').filter({ hasText: option }).first();
  for (let attempt = 1; ; attempt += 1) {
    await box.fill(search);
    const shown = await offered.waitFor({ timeout: 5_000 }).then(() => true, (error: unknown) => {
      if (attempt === 3) throw error;
      return false;
    });
    if (shown) return offered.click();
  }
}

/**
 * Fills a generated create or edit form, field by field, the way a person would — once the console
 * has taken over a form the server drew: what is typed into the drawn page before is not kept.
 */
export async function fillForm(page: Page, values: FormValues): Promise<void> {
  await takenOver(page);
  for (const [label, entry] of Object.entries(values)) {
    if (typeof entry === 'string') {
      await page.getByLabel(labelled(label)).fill(entry);
    } else if ('choose' in entry) {
      await page.getByRole('combobox', { name: choiceLabelled(label) }).click();
      await page.getByRole('option', { name: entry.choose, exact: true }).click();
    } else if ('search' in entry) {
      await searchAndPick(page, label, entry.search, entry.option ?? entry.search);
    } else if ('tick' in entry) {
      const group = page.getByRole('group', { name: labelled(label) });
      for (const box of await group.getByRole('checkbox').all()) {
        await box.setChecked(entry.tick.includes((await box.getAttribute('aria-label')) ?? (await box.evaluate((input) => input.closest('label')?.textContent ?? ''))));
      }
    } else {
      await page.getByLabel(labelled(label)).setChecked(entry.check);
    }
  }
}

/**
 * Presses Save and waits for the page the form leads to; a refusal shown instead (a notification
 * or a field's error) fails with its text rather than with a timeout.
 */
export async function saveForm(page: Page, leadsTo: (url: URL) => boolean): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = page.locator('.RaNotification-error, .Mui-error.MuiFormHelperText-root').first();
  const outcome = await Promise.race([
    page.waitForURL(leadsTo, { timeout: 15_000 }).then(() => 'saved'),
    refusal.waitFor({ timeout: 15_000 }).then(async () => `refused: ${await refusal.innerText()}`),
  ]);
  if (outcome !== 'saved') throw new Error(`Saving the form was ${outcome}`);
}
