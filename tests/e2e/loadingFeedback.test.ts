import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { DEMO_PASSWORD } from '../helpers/apiClient';
import { ARTIFACTS_DIR, browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(240_000);

/** A slow connection, as DevTools emulates one: 400 kb/s each way, 400 ms of latency. */
const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const GLANCE_EVERY_MS = 500;
const SHOTS_DIR = path.join(ARTIFACTS_DIR, 'slow-network');

/** One look at the page: was the picture one flat colour (a blank page), and did it say it was loading? */
interface Glance {
  stage: string;
  shot: string;
  blank: boolean;
  /** A progress bar or spinner was on screen (the boot bar of index.html, the session's, a section's). */
  loading: boolean;
  /** The section's full-height spinner: a spinner in the main area, centred in a busy box as tall as most of the window. */
  sectionSpinner: boolean;
}

const isOneColour = (png: Buffer) => {
  const { data } = PNG.sync.read(png);
  for (let offset = 4; offset < data.length; offset += 4) {
    if (data.readUInt32BE(offset) !== data.readUInt32BE(0)) return false;
  }
  return true;
};

/** What is on screen that says the page is working: any visible progress bar or spinner. */
const loadingShown = (page: Page) =>
  page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const indicators = [...document.querySelectorAll('[role="progressbar"]')].filter(visible);
    const fillsTheSection = (indicator: Element) => {
      const busy = indicator.closest('main [aria-busy="true"]');
      return busy !== null && busy.getBoundingClientRect().height >= window.innerHeight / 2;
    };
    return { loading: indicators.length > 0, sectionSpinner: indicators.some(fillsTheSection) };
  }).catch(() => ({ loading: false, sectionSpinner: false })); // the page was being replaced

/**
 * Looks at the page every GLANCE_EVERY_MS, keeping each picture, until stopped. A picture can fail
 * while the page is being replaced; those are counted.
 */
function watchPage(page: Page, firstStage: string) {
  const glances: Glance[] = [];
  let missed = 0;
  let stage = firstStage;
  let watching = true;
  const looking = (async () => {
    while (watching) {
      const shot = path.join(SHOTS_DIR, `${String(glances.length).padStart(3, '0')}-${stage}.png`);
      const png = await page.screenshot({ path: shot }).catch(() => undefined);
      if (png) glances.push({ stage, shot, blank: isOneColour(png), ...(await loadingShown(page)) });
      else missed += 1;
      await new Promise((resolve) => setTimeout(resolve, GLANCE_EVERY_MS));
    }
  })();
  return {
    glances,
    missed: () => missed,
    stage: (name: string) => void (stage = name),
    stop: async () => {
      watching = false;
      await looking;
    },
  };
}

describeWhen(browserRequirement, 'the console on a slow or failing network (spec 2.3, 8)', () => {
  const bed = consoleAndBrowserForSuite();

  it('never shows a blank page: a progress bar or spinner through sign-in, a first section, an account switch and a reload', async () => {
    fs.rmSync(SHOTS_DIR, { recursive: true, force: true });
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    const context = await bed.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const devTools = await context.newCDPSession(page);
    await devTools.send('Network.enable');
    await devTools.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await page.goto(consoleUrl(bed, 'admin@example.com', '/login'), { waitUntil: 'commit' });
    // Watched from the moment the console's document is there: before it, the tab shows about:blank.
    await page.locator('#boot-progress').waitFor({ state: 'attached' });
    const watcher = watchPage(page, 'sign-in-page');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.keyboard.press('Enter');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    watcher.stage('log-in');
    await page.keyboard.press('Enter');
    await page.getByLabel('Account').selectOption({ label: 'Transitline Operations' });
    watcher.stage('select-account');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 120_000 });

    watcher.stage('first-section');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Students' }).click();
    await page.getByRole('heading', { name: 'Students' }).waitFor({ timeout: 60_000 });

    watcher.stage('account-switch');
    await page.getByRole('button', { name: 'Alicia Moreno' }).click();
    await page.getByRole('menuitem', { name: 'Switch account' }).click();
    const popup = page.getByRole('dialog', { name: 'Switch account' });
    await popup.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option', { name: 'Transitline Training' }).click();
    await popup.getByRole('button', { name: 'Switch' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 120_000 });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 120_000 });

    watcher.stage('reload');
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 120_000 });
    await watcher.stop();
    await context.close();

    const { glances } = watcher;
    expect(glances.filter((glance) => glance.blank).map((glance) => path.basename(glance.shot))).toEqual([]);
    expect(watcher.missed()).toBeLessThanOrEqual(glances.length / 10);
    const stagesShowingLoading = new Set(glances.filter((glance) => glance.loading).map((glance) => glance.stage));
    expect([...stagesShowingLoading]).toEqual(expect.arrayContaining(['account-switch', 'log-in', 'reload', 'select-account', 'sign-in-page']));
    expect(glances.some((glance) => glance.stage === 'first-section' && glance.sectionSpinner)).toBe(true);
  });

  it('reports a section whose code fails to download and loads its address in full; failing again, the page says it could not be loaded, never the module error', async () => {
    const page = await signedInPage(bed, 'admin@example.com');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The generated sections' screen, gone from the server as after a deploy, or refused by a proxy.
    await page.route('**/assets/ResourceSection-*.js', (route) => route.abort('failed'));
    const reported = page.waitForRequest((request) => request.url().endsWith('/api/telemetry/errors') && (request.postData() ?? '').includes('"kind":"section-load"'));
    const loadedInFull = page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Students' }).click();

    const report = JSON.parse((await reported).postData()!) as { errors: { kind: string; url: string }[] };
    expect(report.errors.find((error) => error.kind === 'section-load')?.url).toBe(consoleUrl(bed, 'admin@example.com', '/students'));
    await loadedInFull;
    expect(new URL(page.url()).pathname).toBe('/students');
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    expect(await page.getByText('Error has occurred').count()).toBe(0);
    expect(await page.getByText(/dynamically imported module/).count()).toBe(0);
    await keepScreenshot(page, 'section-unavailable');

    await page.unroute('**/assets/ResourceSection-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Students' }).waitFor();
    await page.context().close();
  });

  it('reports a stylesheet that fails to load on the sign-in page, and the page recovers by loading afresh (spec 8)', async () => {
    const context = await bed.browser.newContext();
    const page = await context.newPage();
    let refused = 0;
    // The sign-in page's stylesheet, lost once on the way (a flaky network, a deploy in progress).
    await page.route('**/assets/PublicPage-*.css', (route) => (refused++ === 0 ? route.abort('failed') : route.continue()));
    const reported = page.waitForRequest((request) => request.url().endsWith('/api/telemetry/errors') && (request.postData() ?? '').includes('"kind":"resource-load"'));
    await page.goto(consoleUrl(bed, 'admin@example.com', '/login'));
    const { errors } = JSON.parse((await reported).postData()!) as { errors: { kind: string; url: string }[] };
    expect(errors.find((error) => error.kind === 'resource-load')?.url).toMatch(/\/assets\/PublicPage-[\w-]+\.css$/);
    await page.getByLabel('Email').waitFor();
    expect(refused).toBe(2);
    await context.close();
  });
});
