import type { Browser, Page } from 'playwright-core';
import { en } from '../../i18n/en';
import { SECTION_ROUTES } from '../../src/shell/routes/sectionRoutes';
import { SHELL_PATHS } from '../../src/shell/routes/shellPaths';
import { chromiumRequirement, keepScreenshot, launchBrowser } from '../helpers/browser';
import { ensureMockBundleBuilt, MOCK_BUNDLE_DIR, serveStaticSite, type StaticSite } from '../helpers/mockBundle';
import { fleetPositions, waitForDrawnVehicles } from '../helpers/mapPage';
import { openInConsole } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(300_000);

/** What no working screen shows: the error screen, page not found, a failed load, a section not written yet. */
const BROKEN = /Error has occurred|Page not found|Something went wrong|This section is being prepared/;

const titleOf = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A section's heading: its menu title, or for a declared entity's generated screens the entity's name (DBR: "Driver bus reports"). */
function headingOf({ titleKey, resource }: (typeof SECTION_ROUTES)[number]): RegExp {
  const plural = resource && (en.resources as Record<string, { name?: string }>)[resource.name]?.name?.split('||||').pop()?.trim();
  return new RegExp([titleOf(titleKey), ...(plural ? [plural] : [])].map(escaped).join('|'));
}
const screenshotName = (path: string) => `mock${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}`;

/** A figure of the dashboard, by its label. */
async function figure(page: Page, label: string): Promise<number> {
  const text = await page.locator('main .MuiCard-root').filter({ hasText: label }).first().innerText();
  return Number(text.replace(label, '').replace(/[^0-9.]/g, ''));
}

/**
 * Spec 1.7: the bundle built with VITE_MOCK_API=true, served as static files with no API server at
 * all, opens every screen of spec 2.4 and 2.5 (and home, the profile, the polyline viewer, a
 * record's pages and the ride drawer) on MSW's mock operation: each with its heading and content,
 * no error screen and no uncaught error; the key screens with real figures, rows and moving vehicles.
 */
describeWhen(chromiumRequirement, 'mock API mode in Chromium (spec 1.7)', () => {
  let site: StaticSite;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[] = [];

  /** Goes to a path inside the console, as its links do: one page load for the whole visit (the first one loads it). */
  const open = async (path: string) => {
    pageErrors = [];
    if (!page.url().startsWith(site.url)) {
      await page.goto(`${site.url}${path}`);
      return;
    }
    await openInConsole(page, path);
  };

  /** The screen has its heading, has loaded, shows no error, has rows where it is a list; then its screenshot is kept. */
  const expectWorkingScreen = async (path: string, heading: string | RegExp) => {
    await page.getByRole('heading', { name: heading }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('main [role="progressbar"]'));
    if (await page.locator('main table tbody').count()) await page.locator('main table tbody tr').first().waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(BROKEN);
    await keepScreenshot(page, screenshotName(path));
    expect(pageErrors).toEqual([]);
  };

  /** One record of a resource, as the mock API in the page gives it. */
  const firstRecord = (resource: string, filter: object = {}, sort: [string, 'ASC' | 'DESC'] = ['id', 'ASC']) => page.evaluate(async ([name, query, order]) => {
    const response = await fetch(`/api/${name}?${new URLSearchParams({ filter: JSON.stringify(query), sort: JSON.stringify(order), range: '[0,0]' })}`);
    return ((await response.json()) as Record<string, string | number>[])[0];
  }, [resource, filter, sort] as const);

  beforeAll(async () => {
    [, browser] = await Promise.all([ensureMockBundleBuilt(), launchBrowser()]);
    site = await serveStaticSite(MOCK_BUNDLE_DIR);
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('opens home on the dashboard, the first section of the menu, with the day\'s figures counted from the mock rides', async () => {
    await page.goto(`${site.url}/`);
    await page.waitForURL(/\/dashboard$/);
    await expectWorkingScreen(SHELL_PATHS.home, titleOf('shell.menu.dashboard'));
    expect(await figure(page, 'Rides today')).toBeGreaterThan(0);
    expect(await figure(page, 'Vehicles live')).toBeGreaterThan(0);
    expect(await figure(page, 'Vehicles in service')).toBeGreaterThan(0);
  });

  it('lists 25 rides on the first page of Rides', async () => {
    await open('/rides');
    await expectWorkingScreen('/rides', titleOf('shell.menu.rides'));
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 25);
  });

  it('shows the live map\'s vehicles moving', async () => {
    await open('/live-map');
    await expectWorkingScreen('/live-map', titleOf('shell.menu.liveMap'));
    const map = page.getByRole('region', { name: 'Map of the vehicles reporting live' });
    await waitForDrawnVehicles(page, map, 24);
    const before = await fleetPositions(map);
    await page.waitForTimeout(4_500);
    const after = await fleetPositions(map);
    const moved = Object.keys(before).filter((id) => after[id] !== undefined && after[id] !== before[id]);
    expect(moved.length).toBeGreaterThan(Object.keys(before).length / 2);
    await keepScreenshot(page, 'mock-live-map-later');
  });

  it.each(SECTION_ROUTES.map((section) => [section.path, section] as const))('opens %s with its heading and content', async (path, section) => {
    await open(path);
    await expectWorkingScreen(path, headingOf(section));
  });

  it('opens the menu\'s "Work queue" on the record of the mock queue\'s first item', async () => {
    await open('/rides');
    await expectWorkingScreen('/rides', titleOf('shell.menu.rides'));
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: titleOf('shell.menu.workQueue') });
    const firstItem = await page.evaluate(async () => ((await (await fetch('/api/work-queue/first-link')).json()) as { link: string }).link);
    expect(firstItem).toMatch(/^\/[a-z-]+\/\d+\/show$/);
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === firstItem);
    await expectWorkingScreen('/work-queue-first-item', /\S/);
  });

  it.each([[SHELL_PATHS.profile, 'My profile'], ['/polyline-viewer', 'Polyline Viewer']])('opens %s', async (path, heading) => {
    await open(path);
    await expectWorkingScreen(path, heading);
  });

  it('opens a ride\'s page, and a ride under way in the drawer with its live card', async () => {
    // The ride that set off last: the one still under way when the drawer opens (the mock's day ends
    // its rides as the clock passes their ends, and its live socket relieves the longest under way).
    const ride = await firstRecord('rides', { status: 'en_route' }, ['actualStart', 'DESC']);
    await open(`/rides/${ride.id}/show`);
    await expectWorkingScreen('/rides/show', `Ride #${ride.displayId}`);
    await open(`/rides?_=drawer/rides/${ride.id}/show`);
    const drawer = page.locator('.MuiDrawer-root');
    await drawer.getByRole('heading', { name: `Ride #${ride.displayId}` }).waitFor();
    await drawer.getByText('En route', { exact: true }).first().waitFor();
    await expectWorkingScreen('/rides-drawer', `Ride #${ride.displayId}`);
  });

  it('resolves a deeplink to a ride by its number, in the drawer', async () => {
    const ride = await firstRecord('rides', { status: 'completed' });
    await open(`${SHELL_PATHS.deeplink}?screen=ride-details&rideDisplayId=${ride.displayId}`);
    await page.locator('.MuiDrawer-root').getByRole('heading', { name: `Ride #${ride.displayId}` }).waitFor();
    await expectWorkingScreen('/deeplink', `Ride #${ride.displayId}`);
  });

  it('opens a record\'s edit page with its values', async () => {
    const vehicle = await firstRecord('vehicles');
    await open(`/vehicles/${vehicle.id}`);
    await page.waitForFunction((number) => [...document.querySelectorAll('main input')].some((input) => (input as HTMLInputElement).value === number), String(vehicle.number));
    expect(await page.locator('body').innerText()).not.toMatch(BROKEN);
    await keepScreenshot(page, 'mock-vehicles-edit');
    expect(pageErrors).toEqual([]);
  });
});
