import type { Page } from 'playwright-core';
import { browserRequirement, consoleAndBrowserForSuite, gotoDrawnByServer, keepScreenshot, takenOver } from '../helpers/browser';
import { consoleUrl, signedInPage, type DemoEmail } from '../helpers/consoleSignIn';
import { columnTexts, readUntil } from '../helpers/listScreen';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(120_000);

/** What a page's console printed as errors, and the API reads it made, from now on. */
function watch(page: Page): { errors: string[]; reads: string[] } {
  const seen = { errors: [] as string[], reads: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/telemetry/events') seen.reads.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

/** The text of each cell of the list's rows, row by row. */
const rowTexts = (page: Page) => page.locator('tbody.datagrid-body > tr').evaluateAll((rows) => (rows as HTMLTableRowElement[]).map((row) => [...row.cells].map((cell) => cell.innerText.trim())));

describeWhen(browserRequirement, 'console pages drawn on the server, in Chromium', () => {
  const bed = consoleAndBrowserForSuite();

  async function signedIn(email: DemoEmail, options: { javaScript?: boolean } = {}): Promise<Page> {
    const page = await signedInPage(bed, email);
    if (options.javaScript !== false) return page;
    // The same session in a browser that runs no script at all: what it shows is what the server drew.
    const context = await bed.browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    await context.addCookies(await page.context().cookies());
    await page.context().close();
    return context.newPage();
  }

  it('shows the rides list with its 25 rows before any of the console\'s code has run', async () => {
    const page = await signedIn('admin@example.com', { javaScript: false });
    await gotoDrawnByServer(page, consoleUrl(bed, 'admin@example.com', '/rides'));
    const rows = await rowTexts(page);
    expect(rows).toHaveLength(25);
    for (const cells of rows) expect(cells.filter(Boolean).length).toBeGreaterThanOrEqual(6);
    expect(await page.getByRole('heading', { name: 'Rides' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
    await keepScreenshot(page, 'server-drawn-rides-no-script');
    await page.context().close();
  });

  it('is taken over by the console without drawing it again or asking for its rows, and then works as any list', async () => {
    const page = await signedIn('admin@example.com');
    const seen = watch(page);
    const response = await gotoDrawnByServer(page, consoleUrl(bed, 'admin@example.com', '/rides'));
    expect(await response!.text()).toContain('id="server-drawn-page"');
    const drawn = await rowTexts(page);
    await takenOver(page);
    await page.waitForTimeout(500);
    expect(seen.errors).toEqual([]);
    expect(seen.reads.filter((read) => read.startsWith('/api/rides'))).toEqual([]);
    expect(await rowTexts(page)).toEqual(drawn);
    const before = (await columnTexts(page, 'Ride #')).join();
    await page.getByRole('button', { name: 'Sort by ride # ascending' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'displayId' && url.searchParams.get('order') === 'ASC');
    // The ride number's column, wherever it stands (a list with bulk steps begins with its tick boxes).
    const sorted = (await readUntil(page, () => columnTexts(page, 'Ride #'), (texts) => texts.length > 0 && texts.join() !== before)).map(Number);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    expect(seen.errors).toEqual([]);
    await page.context().close();
  });

  it('cannot be clicked before the console has taken it over, so that no click is lost', async () => {
    const page = await signedIn('admin@example.com');
    // The console's code is held back: the page stays as the server drew it.
    await page.route('**/assets/App-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await gotoDrawnByServer(page, consoleUrl(bed, 'admin@example.com', '/rides'), 'commit');
    await page.locator('tbody.datagrid-body > tr').first().waitFor();
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).pointerEvents)).toBe('none');
    await takenOver(page);
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).pointerEvents)).toBe('auto');
    await page.context().close();
  });

  /** The admin's console at `path`, taken over. */
  async function openedAt(path: string): Promise<Page> {
    const page = await signedIn('admin@example.com');
    await page.goto(consoleUrl(bed, 'admin@example.com', path));
    await takenOver(page);
    return page;
  }

  it('draws a list kept in another order in this browser afresh, in that order', async () => {
    const page = await openedAt('/rides');
    await page.getByRole('button', { name: 'Sort by ride # ascending' }).click();
    await page.waitForFunction(() => window.localStorage.getItem('RaStore.rides.listParams')?.includes('"displayId"'));
    const seen = watch(page);
    const response = await gotoDrawnByServer(page, consoleUrl(bed, 'admin@example.com', '/rides'));
    expect(await response!.text()).toContain('id="server-drawn-page"');
    // Today's rides (the list's opening filter) by ride number: the first is the day's lowest.
    const { rideDate } = await page.evaluate(() => JSON.parse(window.localStorage.getItem('RaStore.rides.listParams')!).filter as { rideDate: string });
    const lowest = await bed.server.running.database.db.selectFrom('rides').select((eb) => eb.fn.min('displayId').as('first')).where('rideDate', '=', rideDate).executeTakeFirstOrThrow();
    // The table is drawn again in the browser: it may be missing for a moment.
    const firstColumn = () => columnTexts(page, 'Ride #').catch((): string[] => []);
    expect((await readUntil(page, firstColumn, (texts) => texts[0] === String(lowest.first)))[0]).toBe(String(lowest.first));
    expect(seen.reads.some((read) => read.startsWith('/api/rides?') && read.includes('displayId'))).toBe(true);
    expect(seen.errors).toEqual([]);
    await page.context().close();
  });

  it('draws the side menu as this browser keeps it, expanded once the user expanded it, and on an extra-large screen', async () => {
    const page = await openedAt('/rides');
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await page.getByRole('button', { name: 'Collapse menu' }).waitFor();
    const seen = watch(page);
    const expanded = await gotoDrawnByServer(page, consoleUrl(bed, 'admin@example.com', '/vehicles'));
    expect(await expanded!.text()).toContain('aria-label="Collapse menu"');
    await takenOver(page);
    expect(await page.getByRole('button', { name: 'Collapse menu' }).isVisible()).toBe(true);
    await page.evaluate(() => window.localStorage.removeItem('sidebarExpanded'));
    await page.context().clearCookies({ name: 'sidebarExpanded' });
    await page.setViewportSize({ width: 2100, height: 1000 });
    await page.waitForFunction(() => document.cookie.includes('screenWidth=2100'));
    const wide = await gotoDrawnByServer(page, consoleUrl(bed, 'admin@example.com', '/vehicles'));
    expect(await wide!.text()).toContain('aria-label="Collapse menu"');
    await takenOver(page);
    expect(seen.errors).toEqual([]);
    await page.context().close();
  });

  it("draws a district coordinator's students in Spanish when that is their language, and keeps it so", async () => {
    const page = await signedIn('district@example.com');
    const language = await page.evaluate(() => fetch('/api/profile/language', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ locale: 'es' }) }).then((answer) => answer.status));
    expect(language).toBe(204);
    const seen = watch(page);
    const response = await gotoDrawnByServer(page, consoleUrl(bed, 'district@example.com', '/students'));
    expect(await response!.text()).toContain('<html lang="es" dir="ltr">');
    await page.getByRole('heading', { name: 'Estudiantes' }).waitFor();
    await takenOver(page);
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { name: 'Estudiantes' }).isVisible()).toBe(true);
    expect(await page.locator('tbody.datagrid-body > tr').count()).toBeGreaterThan(0);
    expect(seen.errors).toEqual([]);
    await keepScreenshot(page, 'server-drawn-students-es');
    await page.context().close();
  });
});
