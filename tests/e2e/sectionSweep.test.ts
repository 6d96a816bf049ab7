import type { Page } from 'playwright-core';
import type { AppAbility } from '../../permissions/defineAbility';
import { ALL_MENU_ITEMS, passes, type Gate } from '../../permissions/menu';
import { OUTSIDE_MENU_ROUTES } from '../../permissions/routeGates';
import { DEMO_USERS } from '../../server/db/seed/demoUsers';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, openInConsole, signedInPage, type DemoEmail } from '../helpers/consoleSignIn';
import { demoSessions } from '../helpers/demoSessions';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(900_000);

/** Every screen of spec 2.4 and 2.5, once; a path in both lists is one route, as the console has it. */
const SCREENS: { path: string; gate: Gate }[] = [...ALL_MENU_ITEMS, ...OUTSIDE_MENU_ROUTES]
  .filter((screen, index, all) => index === all.findIndex((other) => other.path === screen.path))
  .map(({ path, gate }) => ({ path, gate }));

/**
 * The e2e sweep of issue "every remaining business section": each menu item and each route outside
 * the menu opens a working screen for a demo role that may see it — its heading, no placeholder, no
 * error, and rows when it is a list — with a screenshot kept per screen; and "Access denied" for a
 * role that may not.
 */
describeWhen(browserRequirement, 'every section of spec 2.4 and 2.5 in Chromium', () => {
  const bed = consoleAndBrowserForSuite();
  const pages = new Map<DemoEmail, Page>();
  const pageOf = async (email: DemoEmail) => pages.get(email) ?? pages.set(email, await signedInPage(bed, email)).get(email)!;
  let abilities: Map<DemoEmail, AppAbility>;

  beforeAll(async () => {
    const sessions = await demoSessions((email) => consoleUrl(bed, email));
    abilities = new Map([...sessions].map(([email, { ability }]) => [email, ability]));
  });
  afterAll(async () => {
    for (const page of pages.values()) await page.context().close();
  });

  const allowedFor = (gate: Gate) => DEMO_USERS.map((user) => user.email).find((email) => passes(abilities.get(email)!, gate));
  const deniedFor = (gate: Gate) => DEMO_USERS.map((user) => user.email).find((email) => !passes(abilities.get(email)!, gate));

  it.each(SCREENS.map((screen) => [screen.path, screen] as const))('%s opens a working screen for a role that may see it', async (path, screen) => {
    const email = allowedFor(screen.gate);
    if (!email) throw new Error(`No demo user may open ${path}: the demo roles must cover every screen.`);
    const page = await pageOf(email);
    // Opened inside the console, as its menu does (a page load each would double the sweep's time):
    // the screen is there once the main area's heading is another than the last screen's.
    const { here, before } = await page.evaluate(() => ({ here: window.location.pathname, before: document.querySelector('main h1')?.textContent ?? '' }));
    if (here === path) {
      await page.locator('main h1').first().waitFor();
    } else {
      await openInConsole(page, path);
      await page.waitForFunction((last) => (document.querySelector('main h1')?.textContent ?? last) !== last, before);
    }
    // Live feeds keep the network busy: the screen is ready when nothing in it is loading any more.
    await page.waitForFunction(() => !document.querySelector('main [role="progressbar"]'));
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/This section is being prepared|Access denied|Page not found|Something went wrong/);
    const table = page.locator('main table tbody');
    if (await table.count()) await table.locator('tr').first().waitFor();
    await keepScreenshot(page, `section${path.replace(/\//g, '-')}-${email.split('@')[0]}`);
  });

  const deniedChecked: string[] = [];
  it.each(SCREENS.map((screen) => [screen.path, screen] as const))('%s is access-denied for a role that may not see it', async (path, screen) => {
    const email = deniedFor(screen.gate);
    if (!email) return; // every demo role may open it (checked below not to be most screens)
    deniedChecked.push(path);
    const page = await pageOf(email);
    await page.goto(consoleUrl(bed, email, path));
    await page.getByText('Access denied').first().waitFor();
  });

  it('checked the denial on most screens: the demo roles differ enough to tell', () => {
    expect(deniedChecked.length).toBeGreaterThan(SCREENS.length / 2);
  });
});
