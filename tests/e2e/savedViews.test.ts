import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { columnTexts, readUntil } from '../helpers/listScreen';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(120_000);

const VENDOR = 'vendor@example.com';

/** Issue "lists a dispatcher can work in all day", saved views: kept on the server, found again from another browser. */
describeWhen(browserRequirement, 'saved list views in Chromium', () => {
  const bed = consoleAndBrowserForSuite();

  it('saves a list\'s filter and order under a name, and opens it again from another browser', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'in_service' }));
    const first = await signedInPage(bed, VENDOR);
    await first.goto(consoleUrl(bed, VENDOR, `/vehicles?filter=${filter}&sort=number&order=DESC`));
    await first.locator('tbody tr').first().waitFor();
    await first.getByRole('button', { name: 'Views' }).click();
    await first.getByRole('menuitem', { name: 'Save this view…' }).click();
    await first.getByLabel('Name').fill('In service, highest number first');
    await keepScreenshot(first, 'saved-view-naming');
    await first.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await first.getByText('View “In service, highest number first” saved').waitFor();
    await first.context().close();

    // Another browser: nothing of the first one's storage, the view from the server.
    const other = await signedInPage(bed, VENDOR);
    await other.goto(consoleUrl(bed, VENDOR, '/vehicles'));
    await other.locator('tbody tr').first().waitFor();
    await other.getByRole('button', { name: 'Views' }).click();
    await other.getByRole('menuitem', { name: /In service, highest number first/ }).click();
    await other.waitForURL((url) => url.searchParams.get('sort') === 'number' && url.searchParams.get('order') === 'DESC');
    const statuses = await readUntil(other, () => columnTexts(other, 'Status'), (texts) => texts.length > 0 && texts.every((text) => text === 'In service'));
    const inService = await bed.server.running.database.db.selectFrom('vehicles').select('number').where('vendorId', '=', 1).where('status', '=', 'in_service').execute();
    expect(statuses.length).toBe(Math.min(inService.length, 25));
    // The filtered rows can be drawn a moment before the order applies to them.
    const highestFirst = (texts: string[]) => [...texts].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
    const numbers = await readUntil(other, () => columnTexts(other, 'Number'), (texts) => texts.join() === highestFirst(texts).join());
    expect(numbers).toEqual(highestFirst(numbers));
    await keepScreenshot(other, 'saved-view-opened');

    await other.getByRole('button', { name: 'Views' }).click();
    await other.getByRole('button', { name: 'Delete view In service, highest number first' }).click();
    await other.getByText('View “In service, highest number first” deleted').waitFor();
    expect(await bed.server.running.database.db.selectFrom('savedViews').select('id').execute()).toEqual([]);
    await other.context().close();
  });
});
