import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import type { Requirement } from './requirements';
import { startTestServer, type TestServer, type TestServerOptions } from './testServer';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = path.resolve('test-results/screenshots');

/** Chromium alone, for a suite that builds what it opens. */
export const chromiumRequirement: Requirement = fs.existsSync(CHROMIUM)
  ? { ok: true, why: '' }
  : { ok: false, why: `no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)` };

export const browserRequirement: Requirement = !chromiumRequirement.ok || fs.existsSync(path.resolve('dist/index.html'))
  ? chromiumRequirement
  : { ok: false, why: 'the web app is not built (npm test builds it; or run npm run build)' };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * Resolves once the console's code has taken over a page the server drew (at once for a page it
 * did not draw). Until then the page is shown but nothing of the console has run: no click is taken,
 * and the page is not yet the last one visited, the one home reopens.
 */
export const takenOver = (page: Page) => page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-drawn-on-server'));

/**
 * Goes to a console page until the server drew it, for a test of the drawing: a busy machine can
 * make a drawing miss its 2 s, and the page is then the browser's to draw, as designed.
 */
export async function gotoDrawnByServer(page: Page, url: string, waitUntil: 'load' | 'commit' = 'load'): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = (await page.goto(url, { waitUntil }))!;
    if ((await response.text()).includes('id="server-drawn-page"')) return response;
    if (attempt === 3) throw new Error(`The server drew ${url} in none of three tries.`);
  }
}

/** Keeps a screenshot as a test artifact under test-results/screenshots. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Takes a step (`act`, a click) and waits for the notice the console gives when it is done. Should
 * the notice not come, the error tells what the page showed instead and which API calls answered an
 * error meanwhile: a step failing on a busy machine then says why.
 */
export async function expectNotice(page: Page, act: () => Promise<void>, notice: string, timeout = 30_000): Promise<void> {
  const failed: string[] = [];
  const record = (response: Response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) failed.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
  };
  page.on('response', record);
  try {
    await act();
    await page.getByText(notice).waitFor({ timeout });
  } catch (error) {
    const shown = await page.locator('[role="alert"], [role="dialog"]').allInnerTexts().catch(() => []);
    throw new Error(`No notice "${notice}" (${(error as Error).message.split('\n')[0]}); the page showed ${JSON.stringify(shown)}; API errors meanwhile: ${failed.join(', ') || 'none'}`);
  } finally {
    page.off('response', record);
  }
}

/** The console (small demo) and a browser, started together for an e2e file. */
export async function startConsoleAndBrowser(options: TestServerOptions = {}): Promise<{ server: TestServer; browser: Browser; stop(): Promise<void> }> {
  const [server, browser] = await Promise.all([startTestServer(options), launchBrowser()]);
  return {
    server, browser,
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** The console and a browser for the enclosing describe block: started before its tests, stopped after. */
export function consoleAndBrowserForSuite(options: TestServerOptions = {}): { readonly server: TestServer; readonly browser: Browser } {
  let bed: Awaited<ReturnType<typeof startConsoleAndBrowser>> | undefined;
  beforeAll(async () => {
    bed = await startConsoleAndBrowser(options);
  });
  afterAll(() => bed?.stop());
  const started = () => {
    if (!bed) throw new Error('The console and browser start in beforeAll');
    return bed;
  };
  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
  };
}
