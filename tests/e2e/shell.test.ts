import type { BrowserContext, Page } from 'playwright-core';
import { browserRequirement, keepScreenshot, consoleAndBrowserForSuite, takenOver } from '../helpers/browser';
import { consoleUrl, signInOn, type DemoEmail } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(90_000);

describeWhen(browserRequirement, 'the console frame in Chromium (spec 2.1–2.6, 2.10, 4.8)', () => {
  const bed = consoleAndBrowserForSuite();

  const urlOf = (email: DemoEmail, path = '') => consoleUrl(bed, email, path);
  const pathOf = (page: Page) => new URL(page.url()).pathname;

  /** A fresh browser whose work queue is empty unless told otherwise, so that menus do not depend on demo data. */
  async function freshPage(options: { width?: number; workQueueLink?: string | null } = {}): Promise<Page> {
    const context: BrowserContext = await bed.browser.newContext({ viewport: { width: options.width ?? 1440, height: 900 } });
    await context.route('**/api/work-queue/first-link', (route) => route.fulfill({ json: { link: options.workQueueLink ?? null } }));
    return context.newPage();
  }

  const signIn = (page: Page, email: DemoEmail, path = '/') => signInOn(page, bed, email, path);

  /** Expands the side menu and waits for its animation to end, for screenshots. */
  async function expandMenu(page: Page) {
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await page.waitForFunction(() => document.querySelector('nav')?.getBoundingClientRect().width === 256);
  }

  async function menuLabels(page: Page): Promise<(string | null)[]> {
    return page.getByRole('list', { name: 'Sections' }).locator('li > [aria-label]').evaluateAll((entries) => entries.map((entry) => entry.getAttribute('aria-label')));
  }

  it.each([
    ['support@example.com', '/dashboard', ['Dashboard', 'Rides', 'Live map', 'Runs', 'Routes', 'Drivers', 'Students', 'Districts', 'Campuses', 'Vendors', 'Yards', 'Vehicles', 'Employees', 'Employees', 'Reports', 'DBR']],
    ['yard@example.com', '/dashboard', ['Dashboard', 'Rides', 'Live map', 'Runs', 'Routes', 'Drivers', 'Yards', 'Vehicles', 'Inspections', 'Activities', 'DBR']],
    ['district@example.com', '/dashboard', ['Dashboard', 'Rides', 'Live map', 'Runs', 'Trips', 'Routes', 'Students', 'Districts', 'Campuses', 'Requests', 'Accounting', 'Employees', 'Reports', 'Access', 'Route explorer', 'Settings']],
    ['school@example.com', '/rides', ['Rides', 'Live map', 'Runs', 'Trips', 'Students', 'Campuses', 'Requests']],
  ] as [DemoEmail, string, string[]][])('%s lands on the first section of their menu (%s) and sees exactly their menu items in order', async (email, home, labels) => {
    const page = await freshPage();
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === home);
    expect(await menuLabels(page)).toEqual(labels);
    await page.getByRole('heading', { name: labels[0] }).waitFor();
    await expandMenu(page);
    await keepScreenshot(page, `shell-home-${email.split('@')[0]}`);
    await page.context().close();
  });

  it('tells the two "Employees" apart: "Vendors" and "Schools" under the label, an icon each, and a tooltip naming both, collapsed and expanded (spec 2.4)', async () => {
    const page = await freshPage();
    await signIn(page, 'support@example.com');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const entries = [[menu.locator('a[href="/vendor-employees"]'), 'Vendors'], [menu.locator('a[href="/school-employees"]'), 'Schools']] as const;
    const icons = await Promise.all(entries.map(([entry]) => entry.locator('svg').innerHTML()));
    expect(new Set(icons).size).toBe(2);
    for (const expanded of [false, true]) {
      if (expanded) await expandMenu(page);
      for (const [entry, detail] of entries) {
        expect(await entry.getAttribute('aria-label')).toBe('Employees');
        expect((await entry.innerText()).split('\n').filter(Boolean)).toEqual(expanded ? ['Employees', detail] : []);
        await entry.hover();
        const tooltip = page.getByRole('tooltip', { name: `Employees — ${detail}` });
        await tooltip.waitFor();
        if (expanded && detail === 'Vendors') await keepScreenshot(page, 'shell-menu-employees');
        await page.mouse.move(800, 450);
        await tooltip.waitFor({ state: 'hidden' });
      }
    }
    await page.context().close();
  });

  it('shows "Work queue" when the user has an item, leading to that item (spec 2.4, 6.2)', async () => {
    const page = await freshPage({ workQueueLink: '/student-rfid?queue=3' });
    await signIn(page, 'district@example.com');
    const labels = await menuLabels(page);
    expect(labels.slice(labels.indexOf('Accounting'), labels.indexOf('Accounting') + 3)).toEqual(['Accounting', 'Work queue', 'Employees']);
    expect(await page.getByRole('link', { name: 'Work queue' }).getAttribute('href')).toBe('/student-rfid?queue=3');
    await page.context().close();
  });

  it('keeps the side menu expanded or collapsed across a reload, following the screen size when nothing is saved (spec 2.3)', async () => {
    const page = await freshPage({ width: 1440 });
    await signIn(page, 'yard@example.com');
    await page.getByRole('button', { name: 'Expand menu' }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('sidebarExpanded'))).toBe('true');
    await page.reload();
    await page.getByRole('button', { name: 'Collapse menu' }).waitFor();
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Expand menu' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('sidebarExpanded'))).toBe('false');
    await keepScreenshot(page, 'shell-menu-collapsed');
    await page.evaluate(() => window.localStorage.removeItem('sidebarExpanded'));
    await page.setViewportSize({ width: 2100, height: 1000 });
    await page.reload();
    await page.getByRole('button', { name: 'Collapse menu' }).waitFor();
    await keepScreenshot(page, 'shell-menu-extra-large');
    await page.context().close();
  });

  it('shows "Access denied" in place of a section the user may not open, and "Go home" reopens the last page (spec 2.2, 2.6, 2.10)', async () => {
    const page = await freshPage();
    await signIn(page, 'school@example.com');
    await page.goto(urlOf('school@example.com', '/students'));
    await page.getByRole('heading', { name: 'Students' }).waitFor();
    // The list is drawn by the server at first: it becomes home's page once the console has it.
    await takenOver(page);
    await page.goto(urlOf('school@example.com', '/vehicles'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.getByText("You don't have permission to access this content.").waitFor();
    await page.getByText('Please contact your administrator for further instructions.').waitFor();
    expect(pathOf(page)).toBe('/vehicles');
    await keepScreenshot(page, 'shell-access-denied');
    await page.getByRole('button', { name: 'Go home' }).click();
    await page.waitForURL((url) => url.pathname === '/students');
    await page.context().close();
  });

  it('opens a section in the drawer, shows its Access denied version, and closes it with Escape (spec 2.1, 2.11, 4.8)', async () => {
    const page = await freshPage();
    await signIn(page, 'school@example.com');
    await page.goto(urlOf('school@example.com', '/rides?_=drawer/vehicles'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.getByRole('button', { name: 'Go back' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).waitFor();
    await keepScreenshot(page, 'shell-drawer-access-denied');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('_'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/rides');

    const ride = await bed.server.running.database.db.selectFrom('rides').select(['id', 'displayId']).where('campusId', '=', 1).executeTakeFirstOrThrow();
    await page.goto(urlOf('school@example.com', `/students?page=1&_=drawer/rides/${ride.id}/show&isHalfDrawer=true&displayBackText=Students`));
    await page.getByRole('heading', { name: `Ride #${ride.displayId}` }).waitFor();
    await page.getByRole('button', { name: 'Students' }).waitFor();
    await keepScreenshot(page, 'shell-drawer-half');
    // The students list behind the drawer settles its own address first.
    await page.locator('tbody tr').first().waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    // The students list keeps its own parameters in the address; the drawer's three are gone.
    await page.waitForURL((url) => url.pathname === '/students' && url.searchParams.get('page') === '1' && !url.searchParams.has('_') && !url.searchParams.has('isHalfDrawer'));
    await page.context().close();
  });

  it('opens the route explorer in the district of a district user, and through a district popup for admins (spec 2.4, 6.1)', async () => {
    const district = await freshPage();
    await signIn(district, 'district@example.com');
    await district.getByRole('button', { name: 'Route explorer' }).click();
    await district.waitForURL((url) => url.pathname === '/route-explorer' && url.search === '?districtId=1&view=ROUTES');
    await district.context().close();

    const admin = await freshPage();
    await signIn(admin, 'admin@example.com');
    await admin.getByRole('button', { name: 'Route explorer' }).click();
    const popup = admin.getByRole('dialog', { name: 'Route explorer' });
    await popup.waitFor();
    await popup.getByRole('combobox', { name: 'District' }).or(popup.getByRole('spinbutton', { name: 'District ID' })).waitFor();
    if (await popup.getByRole('spinbutton', { name: 'District ID' }).isVisible()) {
      await popup.getByRole('spinbutton', { name: 'District ID' }).fill('2');
    } else {
      await popup.getByRole('combobox', { name: 'District' }).click();
      await admin.getByRole('option').nth(1).click();
    }
    await popup.getByRole('button', { name: 'Open' }).click();
    await admin.waitForURL((url) => url.pathname === '/route-explorer' && url.searchParams.get('view') === 'ROUTES' && url.searchParams.has('districtId'));
    await admin.getByRole('button', { name: 'Route explorer' }).click();
    await admin.getByRole('dialog', { name: 'Route explorer' }).getByText('Your last visit').waitFor();
    await keepScreenshot(admin, 'shell-route-explorer-popup');
    await admin.context().close();
  });

  it('offers "Profile settings", "Switch account" and "Logout" in the profile menu, and switches account through a transition screen that the popup gives way to (spec 2.4)', async () => {
    const page = await freshPage();
    await signIn(page, 'admin@example.com');
    await page.getByRole('button', { name: 'Alicia Moreno' }).click();
    // The menu's contents are fetched the first time it opens.
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Profile settings', 'Switch account', 'Logout']);
    // Let the menu's opening animation end before the picture.
    await page.waitForTimeout(400);
    await keepScreenshot(page, 'shell-profile-menu');
    await page.getByRole('menuitem', { name: 'Profile settings' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    // The page's own line, not the menu's, which may still be closing.
    await page.getByRole('main').getByText('admin@example.com').waitFor();

    await page.getByRole('button', { name: 'Alicia Moreno' }).click();
    await page.getByRole('menuitem', { name: 'Switch account' }).click();
    const popup = page.getByRole('dialog', { name: 'Switch account' });
    await popup.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option', { name: 'Transitline Training' }).click();

    // A first switch that fails: the popup gives way to the switching screen, then comes back with the error and the choice.
    let answerSwitch = () => {};
    const switchAnswered = new Promise<void>((resolve) => (answerSwitch = resolve));
    await page.route('**/api/account', async (route) => {
      await switchAnswered;
      await route.fulfill({ status: 500, json: { message: 'Unavailable', code: 'test/unavailable' } });
    }, { times: 1 });
    await popup.getByRole('button', { name: 'Switch' }).click();
    const switchingScreen = page.getByRole('status').filter({ hasText: 'Switching account…' });
    await switchingScreen.waitFor();
    await popup.waitFor({ state: 'hidden' });
    await keepScreenshot(page, 'shell-switching-account');
    answerSwitch();
    await popup.getByText('Unable to switch account.').waitFor();
    expect(await popup.getByRole('combobox', { name: 'Account' }).textContent()).toBe('Transitline Training');
    expect(await switchingScreen.count()).toBe(0);

    await popup.getByRole('button', { name: 'Switch' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expandMenu(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Transitline Training').waitFor();
    await page.context().close();

    const school = await freshPage();
    await signIn(school, 'school@example.com');
    await school.getByRole('button', { name: 'Samuel Tran' }).click();
    await school.getByRole('menu').waitFor();
    expect(await school.getByRole('menuitem').allInnerTexts()).toEqual(['Profile settings', 'Logout']);
    await school.getByRole('menuitem', { name: 'Logout' }).click();
    await school.waitForURL(/\/login$/);
    await school.context().close();
  });

  it('shows "Page not found" for an unknown path and the error screen at /error (spec 2.10)', async () => {
    const page = await freshPage();
    await signIn(page, 'yard@example.com');
    await page.goto(urlOf('yard@example.com', '/no-such-page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(urlOf('yard@example.com', '/error'));
    await page.getByRole('heading', { name: 'Error has occurred' }).waitFor();
    await page.getByText('Something went wrong').waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await keepScreenshot(page, 'shell-error-screen');
    await page.getByRole('button', { name: 'Go to home page' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.context().close();
  });

  it('stops at "Session outdated" when the account answers another timezone on focus (spec 2.10)', async () => {
    const { db } = bed.server.running.database;
    const page = await freshPage();
    await signIn(page, 'district@example.com');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const { timezone } = await db.selectFrom('districts').select('timezone').where('id', '=', 1).executeTakeFirstOrThrow();
    await db.updateTable('districts').set({ timezone: 'Pacific/Honolulu' }).where('id', '=', 1).execute();
    try {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.getByText('This page cannot be displayed as your session has been outdated.').waitFor();
      await page.getByText('Please logout and login again to resolve the issue.').waitFor();
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      expect(pathOf(page)).toBe('/account-timezone-error');
      await keepScreenshot(page, 'shell-session-outdated');
    } finally {
      await db.updateTable('districts').set({ timezone }).where('id', '=', 1).execute();
    }
    await page.context().close();
  });

  it('sends a user without any view permission to "No view permissions" (spec 2.6, 6.2)', async () => {
    const { db } = bed.server.running.database;
    const { permissions } = await db.selectFrom('memberships').select('permissions').where('userId', '=', 6).executeTakeFirstOrThrow();
    await db.updateTable('memberships').set({ permissions: '[]' }).where('userId', '=', 6).execute();
    try {
      const page = await freshPage();
      await signIn(page, 'school@example.com');
      await page.waitForURL((url) => url.pathname === '/no-view-permissions');
      await page.getByRole('heading', { name: 'No view permissions' }).waitFor();
      await page.getByText('Your account has no permissions to view data in the portal. Please contact your administrator.').waitFor();
      expect(await menuLabels(page)).toEqual([]);
      await keepScreenshot(page, 'shell-no-view-permissions');
      await page.context().close();
    } finally {
      await db.updateTable('memberships').set({ permissions }).where('userId', '=', 6).execute();
    }
  });

  it('opens the development password reset inside the main layout, which leads to the new-user setup with a token (spec 2.1, 2.9)', async () => {
    const page = await freshPage();
    await signIn(page, 'yard@example.com', '/password-reset-request');
    await page.waitForURL((url) => url.pathname === '/password-reset-request');
    await page.getByRole('heading', { name: 'Password setup for development' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
    await keepScreenshot(page, 'shell-password-reset-request');
    await page.getByRole('button', { name: 'Setup password for new user' }).click();
    await page.waitForURL((url) => url.pathname === '/new-user' && (url.searchParams.get('token') ?? '').length > 20);
    await page.getByLabel('Confirm password').waitFor();
    await page.context().close();
  });

  describe('the error screen reached from real failures, in each of its three forms (spec 2.10, 3)', () => {
    const errorScreen = async (page: Page) => {
      await page.waitForURL((url) => url.pathname === '/error');
      await page.getByRole('heading', { name: 'Error has occurred' }).waitFor();
    };

    it('shows the server\'s context id under its text, for the server\'s own error (a ride that cannot be found)', async () => {
      const page = await freshPage();
      await signIn(page, 'yard@example.com');
      const refusal = page.waitForResponse((response) => response.url().includes('/api/rides/lookup'));
      await page.goto(urlOf('yard@example.com', '/deeplink?screen=ride-details&rideDisplayId=999999999'));
      const { contextId } = (await (await refusal).json()) as { contextId: string };
      await errorScreen(page);
      await page.getByText('Unable to find ride id for ride #999999999', { exact: true }).waitFor();
      await page.getByText(`contextId: ${contextId}`, { exact: true }).waitFor();
      expect(await page.getByText('Original Error:').count()).toBe(0);
      await keepScreenshot(page, 'shell-error-context-id');
      await page.context().close();
    });

    it('shows "Original Error:" with what answered, when it is not the server (a proxy\'s page)', async () => {
      const page = await freshPage();
      await signIn(page, 'yard@example.com');
      // A reverse proxy in front of the console that lost its way to it.
      await page.route('**/api/rides/lookup?*', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }));
      await page.goto(urlOf('yard@example.com', '/deeplink?screen=ride-details&rideDisplayId=100001'));
      await errorScreen(page);
      await page.getByText('Original Error:', { exact: true }).waitFor();
      await page.getByText('<html><body><h1>502 Bad Gateway</h1></body></html>').waitFor();
      expect(await page.getByText(/^contextId:/).count()).toBe(0);
      await keepScreenshot(page, 'shell-error-original-error');
      await page.context().close();
    });

    it('shows the dump of an error thrown while drawing a screen (a dashboard answer it cannot read)', async () => {
      const page = await freshPage();
      await signIn(page, 'yard@example.com');
      await page.route('**/api/dashboard', (route) => route.fulfill({ json: {} }));
      await page.goto(urlOf('yard@example.com', '/dashboard'));
      await errorScreen(page);
      await page.getByText(/TypeError/).first().waitFor();
      expect(await page.locator('pre').innerText()).toMatch(/TypeError[^\n]*\n\s+at /);
      expect(await page.getByText('Original Error:').count()).toBe(0);
      await keepScreenshot(page, 'shell-error-unknown');
      await page.getByRole('button', { name: 'Go to home page' }).waitFor();
      await page.context().close();
    });
  });
});
