import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { TEMPLATE_COLUMNS } from '../../resources/students/rosterImport';
import { browserRequirement, chromiumRequirement, consoleAndBrowserForSuite, keepScreenshot, launchBrowser } from '../helpers/browser';
import { consoleUrl, signInOn, signedInPage } from '../helpers/consoleSignIn';
import { grantCodes } from '../helpers/settingsClients';
import { ensureMockBundleBuilt, MOCK_BUNDLE_DIR, serveStaticSite } from '../helpers/mockBundle';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(180_000);

const EMAIL = 'district@example.com';
const SCHOOL_STAFF = 'school@example.com';
/** Students enough for the server's work on them to take a moment, and its progress to show. */
const LARGE_ROSTER = 12_000;
const SCHOOL = 'SIS-ORG-7731';

type Pupil = { sourcedId: string; number: string; first: string };
const QUINLAN: Pupil = { sourcedId: 'SIS-STU-55001', number: 'RI-55001', first: 'Quinlan' };
const WREN: Pupil = { sourcedId: 'SIS-STU-55002', number: 'RI-55002', first: 'Wren' };

/** A template file of siblings (Quinlan alone by default) whose school is known to the SIS by an id no campus is matched to at first. */
function templateFile(grade: string, pupils: Pupil[] = [QUINLAN]): Buffer {
  const lineOf = (pupil: Pupil) => {
    const values: Record<(typeof TEMPLATE_COLUMNS)[number], string> = {
      sourced_id: pupil.sourcedId, student_number: pupil.number, first_name: pupil.first, last_name: 'Ashgrove', school: SCHOOL, school_name: 'Hillcrest Annex (SIS)',
      grade, birth_date: '2016-09-02', address: '', lat: '', lng: '', guardian_name: 'Mara Ashgrove', guardian_relationship: 'mother',
      guardian_phone: '555-0142', guardian_email: 'mara.ashgrove@example.com', status: 'active',
    };
    return TEMPLATE_COLUMNS.map((column) => values[column]).join(',');
  };
  return Buffer.from(`${TEMPLATE_COLUMNS.join(',')}\n${pupils.map(lineOf).join('\n')}\n`);
}

/** Puts a file in the district's drop folder as the SIS's export would, newer than any there before. */
function dropFile(folder: string, name: string, contents: Buffer, minutesFromNow: number) {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, name), contents);
  const at = new Date(Date.now() + minutesFromNow * 60_000);
  fs.utimesSync(path.join(folder, name), at, at);
}

/** Resolves once the tabs' indicator has slid under the tab chosen, for a screenshot that shows which one it is. */
const indicatorSettled = (page: Page) => page.waitForFunction(() => {
  const [indicator, chosen] = [document.querySelector('.MuiTabs-indicator'), document.querySelector('[role="tab"][aria-selected="true"]')];
  return Boolean(indicator && chosen) && Math.abs(indicator!.getBoundingClientRect().left - chosen!.getBoundingClientRect().left) < 1;
});

/** The students' import from a district's SIS (docs/sections.md "Roster imports"), on its screen at /students/import. */
describeWhen(browserRequirement, 'importing students from the SIS in Chromium', () => {
  const bed = consoleAndBrowserForSuite();

  it('lets a district coordinator upload the template, match its school to a campus, see the counts, apply it and find the new student', async () => {
    const { db } = bed.server.running.database;
    const district = await db.selectFrom('districts').select('standardGrades').where('id', '=', 1).executeTakeFirstOrThrow();
    const grade = (JSON.parse(district.standardGrades) as { value: string }[])[0].value;
    const campus = await db.selectFrom('campuses').select(['id', 'name']).where('districtId', '=', 1).orderBy('name').executeTakeFirstOrThrow();

    const page = await signedInPage(bed, EMAIL);
    await page.goto(consoleUrl(bed, EMAIL, '/students'));
    await page.getByRole('link', { name: 'Import from SIS' }).click();
    await page.getByRole('heading', { name: 'Import students from SIS' }).waitFor();
    await page.getByText('No file has been imported into this district yet.').waitFor();

    await page.locator('input[type="file"]').setInputFiles({ name: 'fall-roster.csv', mimeType: 'text/csv', buffer: templateFile(grade) });
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await page.getByText('1 student in the file: 0 to add, 0 to change, 0 to drop, 1 rejected, 0 unchanged.').waitFor();
    await page.getByText('1 school is not matched to a campus yet.').waitFor();
    await page.getByRole('tab', { name: 'Rejected (1)' }).click();
    await page.getByRole('cell', { name: `The school "${SCHOOL}" is not matched to a campus yet.` }).waitFor();
    await indicatorSettled(page);
    await keepScreenshot(page, 'roster-import-unmatched-1440-light');

    const schools = page.getByRole('region', { name: 'Schools of the file' });
    await schools.getByRole('combobox').click();
    await page.getByRole('option', { name: campus.name, exact: true }).click();
    await schools.getByRole('button', { name: 'Save and check again' }).click();
    await page.getByText('1 student in the file: 1 to add, 0 to change, 0 to drop, 0 rejected, 0 unchanged.').waitFor();
    await page.getByRole('tab', { name: 'To add (1)' }).click();
    await page.getByRole('cell', { name: 'Quinlan Ashgrove' }).waitFor();
    await page.getByRole('row', { name: /fall-roster\.csv.*Checked, not applied/ }).waitFor();
    await page.setViewportSize({ width: 1600, height: 1300 });
    await page.getByRole('heading', { name: 'Import students from SIS' }).scrollIntoViewIfNeeded();
    await indicatorSettled(page);
    await keepScreenshot(page, 'roster-import-dry-run-1600-light');

    const dark = await (await bed.browser.newContext({ viewport: { width: 800, height: 900 }, colorScheme: 'dark' })).newPage();
    await signInOn(dark, bed, EMAIL);
    await dark.goto(consoleUrl(bed, EMAIL, '/students/import'));
    await dark.getByRole('button', { name: 'Show fall-roster.csv' }).click();
    await dark.getByText('1 student in the file: 1 to add, 0 to change, 0 to drop, 0 rejected, 0 unchanged.').waitFor();
    await indicatorSettled(dark);
    expect(await dark.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await keepScreenshot(dark, 'roster-import-dry-run-800-dark');
    await dark.context().close();

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Students to add: 1; to change: 0; to drop (made inactive): 0. Rejected lines left out: 0.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Applied: 1 added, 0 changed, 0 dropped.').waitFor();
    await page.getByRole('row', { name: /fall-roster\.csv.*Applied/ }).waitFor();
    await keepScreenshot(page, 'roster-import-applied-1600-light');

    const stored = await db.selectFrom('students').select(['campusId', 'grade', 'status']).where('studentNumber', '=', 'RI-55001').executeTakeFirstOrThrow();
    expect(stored).toEqual({ campusId: campus.id, grade, status: 'active' });
    await page.goto(consoleUrl(bed, EMAIL, `/students?filter=${encodeURIComponent(JSON.stringify({ q: 'Ashgrove' }))}`));
    await page.locator('tbody').getByText('Quinlan').waitFor();
    await page.locator('tbody').getByText(campus.name).waitFor();
    await page.context().close();
  });

  // Follows the case above, which matched the file's school to a campus and brought Quinlan in.
  it('lets a district coordinator set up the nightly import, run it now from the drop folder, and apply a run that stopped for dropping too many', async () => {
    const { db } = bed.server.running.database;
    const district = await db.selectFrom('districts').select('standardGrades').where('id', '=', 1).executeTakeFirstOrThrow();
    const grade = (JSON.parse(district.standardGrades) as { value: string }[])[0].value;

    const page = await signedInPage(bed, EMAIL);
    await page.setViewportSize({ width: 1600, height: 1300 });
    await page.goto(consoleUrl(bed, EMAIL, '/students/import'));
    const nightly = page.getByRole('region', { name: 'Nightly import' });
    const folder = (await nightly.getByTestId('roster-drop-folder').textContent())!;
    expect(folder).toBe(path.join(bed.server.running.config.rosterDropDir, 'district-1'));
    await nightly.getByText('The SIS export or the SFTP drop must put its files (.zip or .csv) in this folder', { exact: false }).waitFor();

    await nightly.getByLabel('Import every night').check();
    await nightly.getByLabel('Time (district’s local time)').fill('05:30');
    await nightly.getByLabel('Drop limit').fill('10');
    await nightly.getByRole('button', { name: 'Save' }).click();
    await nightly.getByText('The nightly import is saved.').waitFor();
    expect(await db.selectFrom('rosterSyncSettings').select(['enabled', 'runAt', 'dropLimitPercent']).where('districtId', '=', 1).executeTakeFirstOrThrow())
      .toEqual({ enabled: 1, runAt: '05:30', dropLimitPercent: 10 });
    await keepScreenshot(page, 'roster-nightly-card-1600-light');

    dropFile(folder, 'sis-nightly.csv', templateFile(grade, [QUINLAN, WREN]), 1);
    await nightly.getByRole('button', { name: 'Run now' }).click();
    await page.getByRole('heading', { name: 'What sis-nightly.csv changed' }).waitFor();
    await page.getByText('2 students in the file: 1 added, 0 changed, 0 dropped, 0 rejected, 1 unchanged.').waitFor();
    await page.getByRole('row', { name: /Nightly.*sis-nightly\.csv.*Applied/ }).waitFor();
    expect(await db.selectFrom('students').select('status').where('studentNumber', '=', WREN.number).executeTakeFirstOrThrow()).toEqual({ status: 'active' });

    dropFile(folder, 'sis-nightly-2.csv', templateFile(grade, [WREN]), 2);
    await nightly.getByRole('button', { name: 'Run now' }).click();
    const stopped = 'The file would drop 1 of the district\'s 2 students from the SIS (50.0%), more than the 10% a night\'s run may: nothing was changed.';
    await page.getByRole('alert').getByText(stopped, { exact: false }).waitFor();
    await page.getByRole('row', { name: /Nightly.*sis-nightly-2\.csv.*Stopped: would drop too many/ }).waitFor();
    // A run stopped for its drops opens on them.
    expect(await page.getByRole('tab', { name: 'To drop (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(await db.selectFrom('students').select('status').where('studentNumber', '=', QUINLAN.number).executeTakeFirstOrThrow()).toEqual({ status: 'active' });
    await indicatorSettled(page);
    await keepScreenshot(page, 'roster-nightly-stopped-1600-light');
    await page.getByRole('region', { name: 'Earlier imports' }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'roster-nightly-history-1600-light');

    const dark = await (await bed.browser.newContext({ viewport: { width: 800, height: 900 }, colorScheme: 'dark' })).newPage();
    await signInOn(dark, bed, EMAIL);
    await dark.goto(consoleUrl(bed, EMAIL, '/students/import'));
    await dark.getByRole('region', { name: 'Nightly import' }).getByTestId('roster-drop-folder').waitFor();
    await keepScreenshot(dark, 'roster-nightly-card-800-dark');
    await dark.getByRole('button', { name: 'Show sis-nightly-2.csv' }).click();
    await dark.getByRole('alert').getByText(stopped, { exact: false }).waitFor();
    await indicatorSettled(dark);
    expect(await dark.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await keepScreenshot(dark, 'roster-nightly-stopped-800-dark');
    await dark.context().close();

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Applied: 0 added, 0 changed, 1 dropped.').waitFor();
    await page.getByRole('row', { name: /Nightly.*sis-nightly-2\.csv.*Applied/ }).waitFor();
    expect(await db.selectFrom('students').select('status').where('studentNumber', '=', QUINLAN.number).executeTakeFirstOrThrow()).toEqual({ status: 'inactive' });
    await page.context().close();
  });

  // Follows the cases above: the file's school is matched, and a whole roster of the template drops Wren.
  it('says how far a large file has got while it is uploaded, checked and applied', async () => {
    const { db } = bed.server.running.database;
    const district = await db.selectFrom('districts').select('standardGrades').where('id', '=', 1).executeTakeFirstOrThrow();
    const grade = (JSON.parse(district.standardGrades) as { value: string }[])[0].value;
    const pupils = Array.from({ length: LARGE_ROSTER }, (_, index) => ({ sourcedId: `SIS-BIG-${index}`, number: `RB-${index}`, first: `Pupil${index}` }));
    const page = await signedInPage(bed, EMAIL);
    await page.setViewportSize({ width: 1600, height: 1300 });
    await page.goto(consoleUrl(bed, EMAIL, '/students/import'));
    await page.getByText('Earlier imports').waitFor();
    // Every sentence the progress shows, as it shows it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => document.querySelectorAll('[role="status"]').forEach((status) => {
        if (status.textContent && seen.at(-1) !== status.textContent) seen.push(status.textContent);
      })).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);

    await page.locator('input[type="file"]').setInputFiles({ name: 'whole-district.csv', mimeType: 'text/csv', buffer: templateFile(grade, pupils) });
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await page.getByText(`${LARGE_ROSTER.toLocaleString('en-US')} students in the file: ${LARGE_ROSTER.toLocaleString('en-US')} to add, 0 to change, 1 to drop`, { exact: false }).waitFor({ timeout: 60_000 });
    // Comparing so many takes the server less than a progress line's interval: the sending and the reading show.
    expect((await seen()).slice(0, 2)).toEqual(['Uploading whole-district.csv…', 'Reading the file…']);

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`Applied: ${LARGE_ROSTER.toLocaleString('en-US')} added, 0 changed, 1 dropped.`).waitFor({ timeout: 60_000 });
    const writing = (await seen()).filter((text) => text.startsWith('Writing'));
    expect(writing.length).toBeGreaterThan(0);
    expect(writing.every((text) => /^Writing [\d,]+ of 12,001 changes…$/.test(text))).toBe(true);
    expect(await db.selectFrom('students').select((eb) => eb.fn.countAll<number | string>().as('n')).where('sourcedId', 'like', 'SIS-BIG-%').executeTakeFirstOrThrow()).toEqual({ n: LARGE_ROSTER });
    await page.context().close();
  });

  it('shows a user kept to some campuses the upload, but not the nightly import, which writes for the whole district', async () => {
    await grantCodes(bed.server.running.database.db, SCHOOL_STAFF, ['STUDENT_EDIT']);
    const page = await signedInPage(bed, SCHOOL_STAFF);
    await page.goto(consoleUrl(bed, SCHOOL_STAFF, '/students/import'));
    await page.getByRole('button', { name: 'Upload and check' }).waitFor();
    await page.getByText('Earlier imports').waitFor();
    expect(await page.getByRole('region', { name: 'Nightly import' }).count()).toBe(0);
    await page.context().close();
  });
});

describeWhen(chromiumRequirement, 'importing students from the SIS in mock API mode (spec 1.7)', () => {
  it('lets the mock operator choose a district, upload the template, match its school and apply it, and run the nightly import, which stops', async () => {
    const [, browser] = await Promise.all([ensureMockBundleBuilt(), launchBrowser()]);
    const site = await serveStaticSite(MOCK_BUNDLE_DIR);
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${site.url}/students/import`);
      await page.getByText('Choose the district to import into.').waitFor();
      await page.getByRole('combobox', { name: 'District' }).click();
      await page.getByRole('option').first().click();
      await page.getByText('No file has been imported into this district yet.').waitFor();
      await page.locator('input[type="file"]').setInputFiles({ name: 'mock-roster.csv', mimeType: 'text/csv', buffer: templateFile('1') });
      await page.getByRole('button', { name: 'Upload and check' }).click();
      await page.getByText('1 student in the file: 0 to add, 0 to change, 0 to drop, 1 rejected, 0 unchanged.').waitFor();
      const schools = page.getByRole('region', { name: 'Schools of the file' });
      await schools.getByRole('combobox').click();
      await page.getByRole('option').nth(1).click();
      await schools.getByRole('button', { name: 'Save and check again' }).click();
      await page.getByText('1 student in the file: 1 to add, 0 to change, 0 to drop, 0 rejected, 0 unchanged.').waitFor();
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Applied: 1 added, 0 changed, 0 dropped.').waitFor();
      await keepScreenshot(page, 'roster-import-mock-applied');
      const nightly = page.getByRole('region', { name: 'Nightly import' });
      await nightly.getByTestId('roster-drop-folder').getByText(/^\/var\/lib\/console\/roster-drops\/district-\d+$/).waitFor();
      await nightly.getByRole('button', { name: 'Run now' }).click();
      await page.getByRole('alert').getByText('nothing was changed', { exact: false }).waitFor();
      await page.getByRole('row', { name: /Nightly.*sis-export\.zip.*Stopped: would drop too many/ }).waitFor();
      await keepScreenshot(page, 'roster-import-mock-stopped');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await site.close();
    }
  });
});
