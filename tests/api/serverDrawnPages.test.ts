import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { AccountResponse } from '../../permissions/accountContext';
import { todayIn } from '../../resources/engine/calendarDay';
import { rides } from '../../resources/rides';
import { ApiClient } from '../helpers/apiClient';
import { DEMO_STAFF, signInAll } from '../helpers/flowSuite';
import { describeWhen, type Requirement } from '../helpers/requirements';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

const serverDrawing: Requirement = fs.existsSync(path.resolve('dist/ssr/renderWorker.js'))
  ? { ok: true, why: '' }
  : { ok: false, why: 'the web app is not built with its server drawing (npm test builds it; or run npm run build)' };

interface DrawnPage {
  html: string;
  status: number;
  cacheControl: string | null;
  encoding: string | null;
  /** The state the browser takes the page over with, when the server drew it. */
  state?: { session: { account: { account: { name: string } } }; locale: string; queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
  /** The text of the list's rows, cell by cell. */
  cells: string[];
}

const STATE = /<script type="application\/json" id="server-drawn-page">(.*?)<\/script>/s;

async function drawnPage(client: ApiClient, pathname: string, headers: Record<string, string> = {}): Promise<DrawnPage> {
  const answer = await client.get<string>(pathname, { accept: 'text/html', 'accept-encoding': 'gzip', ...headers });
  const html = answer.body;
  const stateText = STATE.exec(html)?.[1];
  const body = html.match(/<tbody[^>]*datagrid-body[^>]*>(.*?)<\/tbody>/s)?.[1] ?? '';
  const cells = [...body.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map(([, cell]) => cell.replace(/<style[^>]*>.*?<\/style>/gs, '').replace(/<[^>]+>/g, '').trim());
  return { html, status: answer.status, cacheControl: answer.headers.get('cache-control'), encoding: answer.headers.get('content-encoding'), state: stateText && JSON.parse(stateText), cells };
}

/** The list's first page as the API gives it to the same user: today's rides in their account's timezone, in the list's order. */
async function firstRides(client: ApiClient) {
  const { timezone } = (await client.get<AccountResponse>('/api/account')).body.account;
  const { field, order } = rides.defaultSort;
  const filter = { [rides.opensOnToday!]: todayIn(timezone) };
  return client.get<{ displayId: number }[]>(`/api/rides?${new URLSearchParams({ sort: JSON.stringify([field, order]), range: '[0,24]', filter: JSON.stringify(filter) })}`);
}

/**
 * A signed-in browser opening a declared entity's section gets the page drawn by the server
 * (server/ssr/): the rows are in the page itself, read through the API as that visitor, with the
 * state the browser takes the page over with.
 */
describeWhen(serverDrawing, 'console pages drawn on the server', () => {
  let server: TestServer;
  let clients: Awaited<ReturnType<typeof signIn>>;
  const signIn = (bed: TestServer) => signInAll(bed, { admin: DEMO_STAFF.admin, district: DEMO_STAFF.district, school: DEMO_STAFF.school });

  beforeAll(async () => {
    server = await startTestServer();
    clients = await signIn(server);
  });
  afterAll(() => server?.stop());

  it('draws the rides list with the rows the API gives the visitor, gzipped, never to be kept by a browser', async () => {
    const [page, api] = await Promise.all([drawnPage(clients.admin, '/rides'), firstRides(clients.admin)]);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('no-store');
    expect(page.encoding).toBe('gzip');
    expect(api.body).toHaveLength(25);
    const rideNumbers = page.cells.filter((cell) => /^\d{6}$/.test(cell));
    expect(rideNumbers).toEqual(api.body.map((ride) => String(ride.displayId)));
    expect(page.state?.session.account.account.name).toBe('Transitline Operations');
    expect(page.html).toContain('<title>Transitline Portal - Admin</title>');
  });

  it("draws a district's list with the district's rides only, as its API answers", async () => {
    const [adminPage, districtPage, schoolPage] = await Promise.all([drawnPage(clients.admin, '/rides'), drawnPage(clients.district, '/rides'), drawnPage(clients.school, '/rides')]);
    const schoolApi = await firstRides(clients.school);
    const numbers = (page: DrawnPage) => page.cells.filter((cell) => /^\d{6}$/.test(cell));
    expect(numbers(schoolPage)).toEqual(schoolApi.body.map((ride) => String(ride.displayId)));
    // The school sees fewer rides than its district, the district not the operator's vendor columns.
    expect(numbers(schoolPage).length).toBeLessThan(numbers(districtPage).length);
    expect(adminPage.html).toContain('>Vendor<');
    expect(districtPage.html).not.toContain('>Vendor<');
  });

  it('leaves a visitor who is signed out, or has no account chosen, to the browser, which sends them on', async () => {
    const signedOut = await drawnPage(new ApiClient(server.urlOf('admin')), '/rides');
    expect(signedOut.status).toBe(200);
    expect(signedOut.state).toBeUndefined();
    expect(signedOut.html).toContain('<div id="root"></div>');
    const [chosenNone] = Object.values(await signInAll(server, { admin: { ...DEMO_STAFF.admin, account: undefined } }));
    expect((await drawnPage(chosenNone, '/rides')).state).toBeUndefined();
  });

  it('leaves a page the API refuses a read of to the browser: a ride that does not exist', async () => {
    const page = await drawnPage(clients.admin, '/rides/99999999/show');
    expect(page.status).toBe(200);
    expect(page.state).toBeUndefined();
    expect(page.cacheControl).toBe('no-cache');
  });

  it('draws the sign-in pages and sections written by hand in the browser only', async () => {
    for (const pathname of ['/login', '/live-map', '/profile']) expect((await drawnPage(clients.admin, pathname)).state).toBeUndefined();
  });

  it('keeps a record\'s text as written, in the markup and in the state, without ending either early', async () => {
    const hostile = '</script>$&<i>x';
    const sqlite = new SQLite(path.join(server.testDatabase.settings.dataDir, 'console.sqlite'));
    try {
      sqlite.prepare("update vehicles set number = ? where id = (select min(id) from vehicles)").run(hostile);
    } finally {
      sqlite.close();
    }
    const page = await drawnPage(clients.admin, '/vehicles');
    expect(page.cells).toContain('&lt;/script&gt;$&amp;&lt;i&gt;x');
    expect(page.html.match(/<script/g)).toHaveLength(3);
    const list = page.state?.queries.queries.find(({ queryKey }) => queryKey[0] === 'vehicles' && queryKey[1] === 'getList');
    expect(JSON.stringify(list?.state.data)).toContain(JSON.stringify(hostile).slice(1, -1));
  });

  it('draws in the language of the user, or else of the browser', async () => {
    expect((await drawnPage(clients.district, '/rides', { 'accept-language': 'es-MX,es;q=0.9' })).html).toContain('<html lang="es" dir="ltr">');
    expect((await clients.district.request('PUT', '/api/profile/language', { locale: 'vi' })).status).toBe(204);
    const page = await drawnPage(clients.district, '/rides', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(page.state?.locale).toBe('vi');
    expect(page.html).toContain('<html lang="vi" dir="ltr">');
  });
});

describeWhen(serverDrawing, 'console pages with the server drawing turned off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ role: 'admin', env: { SERVER_DRAWN_PAGES: 'false' } });
  });
  afterAll(() => server?.stop());

  it('serves every page for the browser to draw (SERVER_DRAWN_PAGES=false)', async () => {
    const { admin } = await signInAll(server, { admin: DEMO_STAFF.admin });
    const page = await drawnPage(admin, '/rides');
    expect(page.state).toBeUndefined();
    expect(page.html).toContain('<div id="root"></div>');
  });
});
