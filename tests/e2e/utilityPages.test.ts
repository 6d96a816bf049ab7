import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { CHARTER_HANDOFF_API, type CharterHandoffRedemption } from '../../resources/content/charterHandoff';
import { CONTENT_APIS, landingHref, resourceExportApi, type LandingLink } from '../../resources/content/contentMetadata';
import { REPORT_APIS } from '../../resources/reports/performance';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';
import { readSheet } from 'read-excel-file/node';

jest.setTimeout(120_000);

const USER = 'vendor@example.com';

interface FakeCharterPortal {
  url: string;
  /** The tokens it was handed, in order. */
  tokens: string[];
  close(): Promise<void>;
}

/**
 * A stand-in for the charter portal, as docs/api.md "The charter handoff" tells its implementers: it takes the
 * token from its address, redeems it with the console's server and says who came in, going where.
 */
async function startFakeCharterPortal(consoleBase: () => string): Promise<FakeCharterPortal> {
  const tokens: string[] = [];
  const server = http.createServer(async (request, response) => {
    const address = new URL(request.url ?? '/', 'http://portal');
    if (address.pathname !== '/handoff') return void response.writeHead(404).end();
    const token = address.searchParams.get('token') ?? '';
    tokens.push(token);
    const redeemed = await fetch(`${consoleBase()}${CHARTER_HANDOFF_API}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    const body = redeemed.ok ? ((await redeemed.json()) as CharterHandoffRedemption) : null;
    const page = body ? `<h1>Charter portal</h1><p>Signed in as ${body.user.email}</p><p>Opening ${body.claims.target}</p>` : '<h1>Handoff refused</h1>';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Charter portal</title>${page}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/handoff`, tokens, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describeWhen(browserRequirement, 'the utility pages in Chromium (spec 2.9, 8)', () => {
  // The portal's address goes into the console's settings, read when the console starts (after this).
  const env: Record<string, string> = {};
  let charterPortal: FakeCharterPortal;
  beforeAll(async () => {
    charterPortal = await startFakeCharterPortal(() => bed.server.urlOf('vendor'));
    env.CHARTER_PORTAL_URL = charterPortal.url;
  });
  afterAll(() => charterPortal?.close());
  const bed = consoleAndBrowserForSuite({ env });

  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(bed, USER);
  });
  afterAll(() => page?.context().close());

  const open = (path: string) => page.goto(consoleUrl(bed, USER, path));
  const openLanding = (link: LandingLink) => open(landingHref(link));
  const ride = (vendorId: number) => bed.server.running.database.db.selectFrom('rides').select(['id', 'displayId']).where('vendorId', '=', vendorId).orderBy('id').executeTakeFirstOrThrow();

  describe('deeplink', () => {
    it('opens the ride details drawer of a ride found by its number', async () => {
      const { id, displayId } = await ride(1);
      await open(`/deeplink?screen=ride-details&rideDisplayId=${displayId}`);
      await page.waitForURL((url) => url.pathname === '/rides' && url.searchParams.get('_') === `drawer/rides/${id}/show`);
      await page.locator('.MuiDrawer-paper').getByRole('heading', { name: `Ride #${displayId}` }).waitFor();
      await keepScreenshot(page, 'utility-deeplink-ride');
    });

    it('shows the error page "Unable to find ride id for ride #…" for an unknown ride, or one of another tenant', async () => {
      const foreign = await ride(2);
      for (const rideDisplayId of ['999999999', String(foreign.displayId)]) {
        await open(`/deeplink?screen=ride-details&rideDisplayId=${rideDisplayId}`);
        await page.waitForURL((url) => url.pathname === '/error');
        await page.getByRole('heading', { name: 'Error has occurred' }).waitFor();
        await page.getByText(`Unable to find ride id for ride #${rideDisplayId}`, { exact: true }).waitFor();
      }
      await keepScreenshot(page, 'utility-deeplink-unknown-ride');
    });

    it('shows page not found for another screen or without a ride number', async () => {
      for (const query of ['?screen=trip-details&rideDisplayId=1', '?screen=ride-details', '']) {
        await open(`/deeplink${query}`);
        await page.waitForURL((url) => url.pathname === '/page-not-found');
        await page.getByText('Page not found').first().waitFor();
      }
      await keepScreenshot(page, 'utility-deeplink-not-found');
    });
  });

  it('hands the user over to the charter portal with a single-use token', async () => {
    await open('/charter-login?target=/trips/7');
    await page.waitForURL((url) => url.href.startsWith(charterPortal.url));
    await page.getByText(`Signed in as ${USER}`).waitFor();
    await page.getByText('Opening /trips/7').waitFor();
    expect(new URL(page.url()).searchParams.get('token')).toBe(charterPortal.tokens.at(-1));
    await keepScreenshot(page, 'utility-charter-handoff');
  });

  describe('content landing', () => {
    it('offers a CSV export for download', async () => {
      const filter = JSON.stringify({ status: 'in_service' });
      await openLanding({ action: 'download', fileType: 'csv', contentApi: resourceExportApi('vehicles'), params: { filter } });
      await page.getByRole('heading', { name: 'Export of Vehicles' }).waitFor();
      await page.getByText(/rows of .+, as a CSV file/).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('vehicles.csv');
      const lines = fs.readFileSync((await download.path())!, 'utf8').trim().split('\n');
      // The headings the vehicles list shows (docs/api.md "Exports"); trim() took the byte-order mark off.
      expect(lines[0]).toMatch(/^ID,Number,/);
      expect(lines.length).toBeGreaterThan(1);
      await keepScreenshot(page, 'utility-landing-csv-download');
    });

    it.each([
      ['CSV file', {}, 'Download CSV', 'vehicles.csv'],
      ['Excel workbook (.xlsx)', { format: 'xlsx' }, 'Download Excel workbook', 'vehicles.xlsx'],
    ] as const)("hands a section's Export as a %s over to the landing page with the list's filter and sort", async (choice, formatParam, button, fileName) => {
      const filter = { status: 'in_service' };
      await open(`/vehicles?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=number&order=DESC`);
      await page.locator('tbody tr').first().waitFor();
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menuitem', { name: choice }).click();
      await page.waitForURL((url) => url.pathname === '/landing');
      const landing = new URL(page.url()).searchParams;
      expect(Object.fromEntries(landing)).toMatchObject({ action: 'download', fileType: 'csv', target: resourceExportApi('vehicles') });
      expect(Object.fromEntries(new URLSearchParams(landing.get('params')!))).toEqual({ filter: JSON.stringify(filter), sort: '["number","DESC"]', ...formatParam });
      await page.getByRole('heading', { name: 'Export of Vehicles' }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: button }).click()]);
      expect(download.suggestedFilename()).toBe(fileName);
      const file = fs.readFileSync((await download.path())!);
      const rows = fileName.endsWith('.csv') ? file.toString('utf8').trim().split('\n').slice(1) : (await readSheet(file)).slice(1);
      const { db } = bed.server.running.database;
      const expected = await db.selectFrom('vehicles').select((eb) => eb.fn.countAll().as('n')).where('vendorId', '=', 1).where('status', '=', 'in_service').executeTakeFirstOrThrow();
      expect(rows.length).toBe(Number(expected.n));
    });

    it('previews an image when it is viewed', async () => {
      const { id, displayId } = await ride(1);
      await openLanding({ action: 'view', fileType: 'image', contentApi: CONTENT_APIS.rideMap, params: { rideId: String(id) } });
      await page.getByRole('heading', { name: `Map of ride #${displayId}` }).waitFor();
      const preview = page.getByRole('img', { name: 'Preview of the content' });
      await preview.waitFor();
      await page.waitForFunction(() => (document.querySelector('img[alt="Preview of the content"]') as HTMLImageElement | null)?.naturalWidth === 800);
      expect(await page.getByRole('link', { name: 'Download image' }).count()).toBe(0);
      await keepScreenshot(page, 'utility-landing-image-view');
    });

    it("shows a ride report's description when it is viewed, without a download link", async () => {
      const { id, displayId } = await ride(1);
      await openLanding({ action: 'view', fileType: 'html', contentApi: CONTENT_APIS.rideReport, params: { rideId: String(id) } });
      await page.getByRole('heading', { name: `Report of ride #${displayId}` }).waitFor();
      await page.getByText(/stops, scheduled .+; status/).waitFor();
      expect(await page.getByRole('link', { name: 'Download report' }).count()).toBe(0);
      await keepScreenshot(page, 'utility-landing-html-view');
    });

    it('prepares the run performance report chosen on the Reports page, asking with POST, and downloads the file it prepared', async () => {
      await open('/reports');
      const from = page.getByLabel('From', { exact: true });
      await from.waitFor();
      const to = await page.getByLabel('To', { exact: true }).inputValue();
      const chosenFrom = new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
      await from.fill(chosenFrom);
      await keepScreenshot(page, 'reports-run-performance-days');
      await page.getByRole('link', { name: 'Run performance' }).click();
      await page.waitForURL((url) => url.pathname === '/landing');
      const landing = new URL(page.url()).searchParams;
      expect(Object.fromEntries(landing)).toMatchObject({ action: 'download', fileType: 'csv', target: REPORT_APIS.runPerformance, method: 'POST' });
      expect(Object.fromEntries(new URLSearchParams(landing.get('params')!))).toEqual({ from: chosenFrom, to });
      await page.getByRole('heading', { name: 'Run performance report' }).waitFor();
      await page.getByText(/one line per run, \d+ runs? from \d+ rides/).waitFor();
      await keepScreenshot(page, 'utility-landing-prepared-report');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toBe(`run-performance-${chosenFrom}-to-${to}.csv`);
      const [header, ...lines] = fs.readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
      expect(header).toMatch(/^run,direction,district,vendor,rides,/);
      const { db } = bed.server.running.database;
      const prepared = await db.selectFrom('preparedReports').select(['lineCount', 'fromDate', 'toDate']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(prepared).toEqual({ lineCount: lines.length, fromDate: chosenFrom, toDate: to });
    });

    it("shows a plain-text error put in place of the console's answer as that text, with the context id the console sent", async () => {
      const sentIds: string[] = [];
      // Stands for a proxy in front of the console: it lets the console's answer through (here a 400:
      // the report is asked without POST) but replaces its body with a plain-text page of its own,
      // keeping the console's headers, X-Context-Id among them.
      await page.route('**/api/content/metadata', async (route) => {
        const answer = await route.fetch();
        sentIds.push(answer.headers()['x-context-id']);
        await route.fulfill({ status: 502, headers: { ...answer.headers(), 'content-type': 'text/plain; charset=utf-8' }, body: 'Bad gateway: the console could not be reached in time.' });
      });
      try {
        await openLanding({ action: 'download', fileType: 'csv', contentApi: REPORT_APIS.runPerformance, params: { from: '2026-01-05', to: '2026-01-09' } });
        await page.getByRole('alert').getByText('Bad gateway: the console could not be reached in time.', { exact: true }).waitFor();
        expect(sentIds).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
        await page.getByText(`Context ID: ${sentIds[0]}`, { exact: true }).waitFor();
        await keepScreenshot(page, 'utility-landing-plain-text-error');
      } finally {
        await page.unroute('**/api/content/metadata');
      }
    });

    it('shows the error text and "Context ID: {contextId}" when the content cannot be described', async () => {
      await openLanding({ action: 'download', fileType: 'csv', contentApi: '/api/unknown/export' });
      await page.getByRole('alert').getByText('Unknown content API "/api/unknown/export"', { exact: false }).waitFor();
      await page.getByText(/^Context ID: [0-9a-f-]{36}$/).waitFor();
      await keepScreenshot(page, 'utility-landing-error');
    });
  });
});
