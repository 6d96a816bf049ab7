import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserRequirement, consoleAndBrowserForSuite, gotoDrawnByServer, keepScreenshot, takenOver } from '../helpers/browser';
import { consoleUrl, signInOn } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';
import { MENU_ITEMS } from '../../permissions/menu';

jest.setTimeout(300_000);

type Scheme = 'light' | 'dark';
const WIDTHS = [1600, 800, 390] as const;
const SCHEMES: Scheme[] = ['light', 'dark'];

/**
 * What is cut off in `scope` (the main area or the drawer): every column header must be reachable
 * by scrolling a box that scrolls; the page itself never scrolls sideways, nor the main area (the
 * table does), and every button outside a scrolling box is within the window.
 */
function cutOff(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    const problems: string[] = [];
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`;
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    const main = document.querySelector('main');
    if (main && main.scrollWidth > main.clientWidth + 1) problems.push(`the main area scrolls sideways (${main.scrollWidth} > ${main.clientWidth})`);
    for (const header of root.querySelectorAll('th')) {
      for (let box = header.parentElement; box && box !== root.parentElement; box = box.parentElement) {
        if (box.scrollWidth > box.clientWidth + 1 && !scrolls(box)) problems.push(`"${header.textContent}" is inside ${name(box)}, which is too narrow and does not scroll`);
      }
    }
    for (const header of root.querySelectorAll('th')) {
      const box = header.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // Only a header in sight: not scrolled out of its box, nor below the window.
      let scroller: Element | null = header.parentElement;
      while (scroller && !scrolls(scroller)) scroller = scroller.parentElement;
      const sight = scroller?.getBoundingClientRect() ?? { left: 0, right: window.innerWidth };
      if (box.width === 0 || x < Math.max(0, sight.left) || x > Math.min(window.innerWidth, sight.right) || y < 0 || y > window.innerHeight) continue;
      const seen = document.elementFromPoint(x, y);
      if (seen && !header.contains(seen)) problems.push(`"${header.textContent}" is covered by ${name(seen)}`);
    }
    for (const button of root.querySelectorAll('button, a[role=button], input')) {
      if (button.closest('table') || button.closest('.MuiTablePagination-root')) continue;
      const box = button.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > window.innerWidth + 1 || box.left < -1) problems.push(`${name(button)} "${button.textContent?.trim() || button.getAttribute('aria-label')}" lies outside the window (${Math.round(box.left)}–${Math.round(box.right)})`);
    }
    return [...new Set(problems)];
  }, scope);
}

/** Relative luminance (WCAG) of an element's computed colour property. */
function luminanceOf(page: Page, selector: string, property: 'color' | 'backgroundColor'): Promise<number> {
  return page.locator(selector).first().evaluate((element, which) => {
    const [r, g, b] = getComputedStyle(element)[which].match(/[\d.]+/g)!.slice(0, 3).map((part) => Number(part) / 255);
    const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  }, property);
}

async function expectScheme(page: Page, scheme: Scheme, textSelector: string): Promise<void> {
  const background = await luminanceOf(page, 'body', 'backgroundColor');
  const text = await luminanceOf(page, textSelector, 'color');
  if (scheme === 'dark') expect({ background: background < 0.05, text: text > 0.5 }).toEqual({ background: true, text: true });
  else expect({ background: background > 0.8, text: text < 0.1 }).toEqual({ background: true, text: true });
}

describeWhen(browserRequirement, 'any screen size, either theme, in Chromium: nothing out of reach, the chosen theme kept', () => {
  const bed = consoleAndBrowserForSuite();
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    const page = await bed.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInOn(page, bed, 'admin@example.com');
    const state = await page.context().storageState();
    // The session only: each test's window tells its own width and scheme.
    signedIn = { ...state, cookies: state.cookies.filter((cookie) => !['screenWidth', 'colorScheme'].includes(cookie.name)) };
    await page.context().close();
  });

  async function windowOf(browser: Browser, width: number, scheme: Scheme): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, storageState: signedIn });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  }

  const rideId = () => bed.server.running.database.db.selectFrom('rides').select('id').orderBy('id').executeTakeFirstOrThrow().then((ride) => ride.id);

  for (const scheme of SCHEMES) {
    for (const width of WIDTHS) {
      it(`shows the rides list, the ride drawer and the students list whole at ${width}px in ${scheme}`, async () => {
        const { page, errors } = await windowOf(bed.browser, width, scheme);
        await page.goto(consoleUrl(bed, 'admin@example.com', '/rides'));
        await takenOver(page);
        await page.locator('tbody.datagrid-body > tr').first().waitFor();
        await expectScheme(page, scheme, 'tbody.datagrid-body td');
        expect(await cutOff(page, 'main')).toEqual([]);
        // Where there is room, the list's buttons stay on one line.
        const tops = await page.locator('.RaList-actions .MuiToolbar-root > *').evaluateAll((buttons) => new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size);
        if (width >= 800) expect(tops).toBe(1);
        await keepScreenshot(page, `theme-${scheme}-${width}-rides`);

        await page.goto(consoleUrl(bed, 'admin@example.com', `/rides?_=drawer/rides/${await rideId()}/show`));
        const drawer = page.locator('.MuiDrawer-paper');
        await drawer.getByRole('region', { name: 'History', exact: true }).waitFor();
        if (width < 600) expect(await drawer.evaluate((paper) => Math.round(paper.getBoundingClientRect().width))).toBe(width);
        expect(await cutOff(page, '.MuiDrawer-paper')).toEqual([]);
        await keepScreenshot(page, `theme-${scheme}-${width}-ride-drawer`);

        await page.goto(consoleUrl(bed, 'admin@example.com', '/students'));
        // As for the rides list: the page the server drew is taken over before its cells are measured.
        await takenOver(page);
        await page.locator('tbody.datagrid-body > tr').first().waitFor();
        await expectScheme(page, scheme, 'tbody.datagrid-body td');
        expect(await cutOff(page, 'main')).toEqual([]);
        await keepScreenshot(page, `theme-${scheme}-${width}-students`);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('opens the side menu of a 390px window over the content, which keeps its width, and closes it on the next page', async () => {
    const { page, errors } = await windowOf(bed.browser, 390, 'light');
    await page.goto(consoleUrl(bed, 'admin@example.com', '/rides'));
    await takenOver(page);
    await page.locator('tbody.datagrid-body > tr').first().waitFor();
    const mainWidth = () => page.locator('main').evaluate((main) => Math.round(main.getBoundingClientRect().width));
    const before = await mainWidth();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Expand menu' }).click();
    await menu.getByRole('button', { name: 'Collapse menu' }).waitFor();
    // Its width grows in a short transition.
    await page.waitForFunction(() => Math.round(document.querySelector('nav[aria-label="Main menu"]')!.getBoundingClientRect().width) === 256);
    expect(await mainWidth()).toBe(before);
    await keepScreenshot(page, 'theme-light-390-menu-open');
    await menu.getByRole('link', { name: 'Students' }).click();
    await page.waitForURL((url) => url.pathname === '/students');
    await menu.getByRole('button', { name: 'Expand menu' }).waitFor();
    expect(await mainWidth()).toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows every section of the menu whole at 800px: its tables scroll inside their boxes, its toolbars wrap', async () => {
    const { page } = await windowOf(bed.browser, 800, 'light');
    const seen: [string, string[]][] = [];
    for (const { path } of MENU_ITEMS) {
      await page.goto(consoleUrl(bed, 'admin@example.com', path));
      await takenOver(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The section's own loads: nothing of it spins any longer (the live socket never lets the network idle).
      await page.waitForFunction(() => !document.querySelector('main [role=progressbar]'));
      await page.waitForTimeout(500);
      seen.push([path, await cutOff(page, 'main')]);
    }
    expect(seen.filter(([, problems]) => problems.length > 0)).toEqual([]);
    await page.context().close();
  });

  it('switches to dark from the profile menu, keeps the choice on reload, and draws the next server page dark without a mismatch', async () => {
    const { page, errors } = await windowOf(bed.browser, 1440, 'light');
    await page.goto(consoleUrl(bed, 'admin@example.com', '/rides'));
    await takenOver(page);
    await page.locator('tbody.datagrid-body > tr').first().waitFor();
    await expectScheme(page, 'light', 'tbody.datagrid-body td');
    await page.getByRole('navigation', { name: 'Main menu' }).locator('[aria-haspopup="menu"]').click();
    const choice = page.getByRole('group', { name: 'Theme' });
    await choice.getByRole('button', { name: 'Dark' }).click();
    await expectScheme(page, 'dark', 'tbody.datagrid-body td');
    expect(await choice.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    await keepScreenshot(page, 'theme-dark-profile-menu');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.localStorage.getItem('colorScheme'))).toBe('dark');

    await gotoDrawnByServer(page, page.url());
    await takenOver(page);
    await page.locator('tbody.datagrid-body > tr').first().waitFor();
    await expectScheme(page, 'dark', 'tbody.datagrid-body td');

    await page.getByRole('navigation', { name: 'Main menu' }).locator('[aria-haspopup="menu"]').click();
    await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'System' }).click();
    await expectScheme(page, 'light', 'tbody.datagrid-body td');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
