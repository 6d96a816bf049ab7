import type { Page } from 'playwright-core';
import { ALL_MENU_ITEMS } from '../../permissions/menu';
import { OUTSIDE_MENU_ROUTES } from '../../permissions/routeGates';
import { RESOURCES } from '../../resources';
import { resources as englishNames } from '../../i18n/en/resources';
import { representRecord } from '../../resources/engine/readableValues';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot, takenOver } from '../helpers/browser';
import { consoleUrl, openInConsole, signedInPage } from '../helpers/consoleSignIn';
import { listTitle, readUntil, waitForRows } from '../helpers/listScreen';
import { fillForm, labelled, saveForm } from '../helpers/recordForm';
import { describeWhen } from '../helpers/requirements';
import { storedRow } from '../helpers/resourceRows';
import { deleteTickedRow } from '../helpers/sectionScreens';
import { FORM_CASES } from './coreSectionFormCases';

jest.setTimeout(120_000);

/** The list's create, edit and delete controls: whether each is on screen once the list has settled. */
async function offeredControls(page: Page): Promise<{ create: boolean; edit: boolean; delete: boolean }> {
  await waitForRows(page);
  await page.getByRole('button', { name: 'Columns' }).waitFor();
  // The access checks answer asynchronously, a moment after the rows.
  await page.waitForTimeout(500);
  // Rows can be ticked for another bulk step too (a bulk approval): deletion is its own button.
  const tickable = (await page.locator('tbody input[type="checkbox"]').count()) > 0;
  if (tickable) await page.locator('tbody input[type="checkbox"]').first().check();
  const deletable = tickable && (await page.getByRole('button', { name: 'Delete', exact: true }).count()) > 0;
  if (tickable) await page.locator('tbody input[type="checkbox"]').first().uncheck();
  return {
    create: (await page.getByRole('link', { name: 'Create', exact: true }).count()) > 0,
    edit: (await page.getByRole('link', { name: 'Edit', exact: true }).count()) > 0,
    delete: deletable,
  };
}

/** The one notice a generated form's save leaves, naming the record as stored: "Vehicle 101 saved". */
async function expectSavedNotice(page: Page, resource: string, row: Record<string, unknown>): Promise<void> {
  const kind = (englishNames as Record<string, { name: string }>)[resource].name.split(' |||| ')[0];
  const representation = RESOURCES.find((declared) => declared.name === resource)!.recordRepresentation;
  const notice = `${kind} ${representRecord(representation, { id: row.id as number, ...row }).trim() || `#${row.id}`} saved`;
  await page.getByText(notice, { exact: true }).waitFor();
  expect(await page.locator('.MuiSnackbar-root').allInnerTexts()).toEqual([notice]);
}

/** Declared entities with a section of their own (an accounting transaction's items are shown on its page). */
const SECTIONS = RESOURCES.filter((resource) => [...ALL_MENU_ITEMS, ...OUTSIDE_MENU_ROUTES].some((section) => section.path === `/${resource.name}`));

describeWhen(browserRequirement, 'the core sections in Chromium: create, edit and delete (resource engine issue)', () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;

  // One list after another: the time allowed grows with the sections (a few seconds each on a busy 2-core machine).
  it('offers the admin, who holds every code, create, edit and delete exactly where the declaration offers them', async () => {
    const page = await signedInPage(bed, 'admin@example.com');
    for (const resource of SECTIONS) {
      await openInConsole(page, `/${resource.name}`);
      await page.getByRole('heading', { name: listTitle(resource.name), exact: true }).first().waitFor();
      const { create, edit, delete: remove } = resource.permissions;
      expect([resource.name, await offeredControls(page)]).toEqual([resource.name, { create: Boolean(create), edit: Boolean(edit), delete: Boolean(remove) }]);
    }
    await page.context().close();
  }, SECTIONS.length * 10_000);

  it.each(FORM_CASES)('$resource: $editor creates, edits and deletes through the generated screens as far as the declaration and their codes allow, each step checked in the database', async (formCase) => {
    const { resource, editor, create, edit, deleteFinds } = formCase;
    const page = await signedInPage(bed, editor);
    const listUrl = consoleUrl(bed, editor, `/${resource}`);
    await page.goto(listUrl);
    expect(await offeredControls(page)).toEqual({ create: Boolean(create), edit: Boolean(edit), delete: Boolean(deleteFinds) });

    let id = edit?.id;
    if (create) {
      await page.getByRole('link', { name: 'Create', exact: true }).click();
      await fillForm(page, create.values);
      for (const label of create.notAsked ?? []) expect([label, await page.getByLabel(labelled(label)).count()]).toEqual([label, 0]);
      await keepScreenshot(page, `form-${resource}-create`);
      await saveForm(page, (url) => new RegExp(`^/${resource}/\\d+/show$`).test(url.pathname));
      id = Number(new URL(page.url()).pathname.split('/')[2]);
      const created = await storedRow(db(), resource, id);
      expect(created).toMatchObject({ ...create.stored, version: 1 });
      await expectSavedNotice(page, resource, created!);
    }

    if (edit) {
      const before = await storedRow(db(), resource, id!);
      // Typed as soon as the console has taken the server's drawing over (the drawing takes no input).
      await page.goto(consoleUrl(bed, editor, `/${resource}/${id}`));
      await takenOver(page);
      await page.getByRole('button', { name: 'Save' }).waitFor();
      await fillForm(page, edit.values);
      await saveForm(page, (url) => url.pathname === `/${resource}`);
      const edited = await storedRow(db(), resource, id!);
      expect(edited).toMatchObject({ ...edit.stored, version: Number(before!.version) + 1 });
      await expectSavedNotice(page, resource, edited!);
    }

    if (deleteFinds) {
      await page.goto(`${listUrl}?filter=${encodeURIComponent(JSON.stringify({ q: deleteFinds }))}`);
      expect(await readUntil(page, () => page.locator('tbody tr').count(), (rows) => rows === 1)).toBe(1);
      await page.locator('tbody tr input[type="checkbox"]').check();
      const kind = (englishNames as Record<string, { name: string }>)[resource].name.split(' |||| ')[0].toLocaleLowerCase();
      await deleteTickedRow(page, `1 ${kind} deleted`, async () => (await storedRow(db(), resource, id!)) !== undefined);
    }
    await page.context().close();
  });
});
