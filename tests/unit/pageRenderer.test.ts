import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PageRenderer, type PageTask } from '../../server/ssr/pageRenderer';

jest.setTimeout(30_000);

/**
 * A drawing thread speaking the renderer's messages (src/ssr/renderWorker.ts): it reads
 * `/api/<pathname>` for each page and draws what the read answered, so that each test can tell
 * which drawing it got. `/stuck` is never answered, `/crash` ends the thread, `/slow` takes 300 ms,
 * `/slowstart` 2.3 s (a fresh thread's first drawing under load);
 * a read refused to it shows in the next page it draws.
 */
const FAKE_THREAD = `
import { parentPort } from 'node:worker_threads';
const reads = new Map();
let lastRead = 0;
let refused = '';
let lastRenderId;
const read = (renderId, path) => new Promise((resolve, reject) => {
  const readId = ++lastRead;
  reads.set(readId, { resolve, reject });
  parentPort.postMessage({ kind: 'read', renderId, readId, path, accept: 'application/json' });
});
parentPort.on('message', async (message) => {
  if (message.kind === 'answer') return reads.get(message.readId).resolve(message.body);
  if (message.kind === 'read-failed') { refused = message.message; return reads.get(message.readId).reject(new Error(message.message)); }
  const { renderId, request: { pathname } } = message;
  if (pathname === '/stuck') return;
  if (pathname === '/crash') process.exit(3);
  if (pathname === '/stale' && lastRenderId !== undefined) await read(lastRenderId, '/api/stale').catch(() => undefined);
  if (pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 300));
  if (pathname === '/slowstart') await new Promise((resolve) => setTimeout(resolve, 2300));
  const body = await read(renderId, '/api' + pathname);
  lastRenderId = renderId;
  parentPort.postMessage({ kind: 'rendered', renderId, rendering: { kind: 'page', lang: 'en', title: 't', markup: body + (refused && ' refused: ' + refused), state: '' } });
});
parentPort.postMessage({ kind: 'ready' });
`;

const request = (pathname: string): PageTask['request'] => ({ portal: { productName: 'P', userRole: 'admin', version: '1', charterLoginPath: 'c', appUpdateCheckIntervalSeconds: 1, mapStyleUrl: null, addressLookup: false }, pathname, search: '', browserLocale: 'en' });

describe('the server\'s page drawing thread (server/ssr/pageRenderer.ts)', () => {
  let distDir: string;
  let renderer: PageRenderer;
  const logged: string[] = [];
  const readPaths: string[] = [];
  const task = (pathname: string): PageTask => ({
    request: request(pathname),
    read: async (readPath) => {
      readPaths.push(readPath);
      return { status: 200, headers: {}, body: `drawn ${readPath}` };
    },
  });
  const markupOf = async (pathname: string) => {
    const rendering = await renderer.render(task(pathname));
    return rendering?.kind === 'page' ? rendering.markup : rendering;
  };

  beforeEach(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-drawing-'));
    fs.mkdirSync(path.join(distDir, 'ssr'));
    fs.writeFileSync(path.join(distDir, 'ssr', 'renderWorker.js'), FAKE_THREAD);
    // A drawing given up counts as stuck a second later here (ten seconds in the console).
    renderer = PageRenderer.forBuild(distDir, (line) => logged.push(line), 1_000)!;
    logged.length = 0;
    readPaths.length = 0;
  });
  afterEach(async () => {
    await renderer.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('is there only where the build has a drawing thread', () => {
    expect(PageRenderer.forBuild(os.tmpdir(), () => undefined)).toBeUndefined();
  });

  it('answers a drawing\'s reads for that drawing, a page asked for while the thread starts waiting for it', async () => {
    expect(await markupOf('/rides')).toBe('drawn /api/rides');
    expect(await markupOf('/vehicles')).toBe('drawn /api/vehicles');
    expect(readPaths).toEqual(['/api/rides', '/api/vehicles']);
  });

  it('serves a page without its drawing when it takes too long, and starts a stuck thread again for the next', async () => {
    const started = Date.now();
    expect(await markupOf('/stuck')).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(logged).toEqual([expect.stringContaining('/stuck on the server took over 2000 ms: the page is served for the browser to draw')]);
    // The next page waits behind the stuck drawing until the thread is started again, then is drawn.
    expect(await markupOf('/rides')).toBe('drawn /api/rides');
    expect(logged).toEqual([expect.any(String), expect.stringContaining('/stuck on the server is stuck: the drawing thread starts again')]);
  });

  it('lets the thread finish a slow drawing whose page was served without it, and draws the next page with that thread', async () => {
    expect(await markupOf('/slowstart')).toBeUndefined();
    // Asked at 2 s, drawn once the thread is done with the slow one (2.3 s), within its own 2 s.
    expect(await markupOf('/rides')).toBe('drawn /api/rides');
    // The slow drawing went on to its read: the thread was not stopped under it.
    expect(readPaths).toEqual(['/api/slowstart', '/api/rides']);
    expect(logged).toEqual([expect.stringContaining('/slowstart on the server took over 2000 ms: the page is served for the browser to draw')]);
  });

  it('starts a thread that stopped again', async () => {
    expect(await markupOf('/crash')).toBeUndefined();
    expect(await markupOf('/rides')).toBe('drawn /api/rides');
  });

  it('refuses a read for a drawing that has ended, without passing it on', async () => {
    expect(await markupOf('/rides')).toBe('drawn /api/rides');
    expect(await markupOf('/stale')).toBe('drawn /api/stale refused: This drawing has ended');
    expect(readPaths).toEqual(['/api/rides', '/api/stale']);
  });

  it('serves a page with no drawing at once when two are already waiting', async () => {
    await markupOf('/rides');
    const pages = ['/slow', '/one', '/two', '/three'].map((pathname) => renderer.render(task(pathname)));
    const settled = await Promise.all(pages.map((page) => page.then((rendering) => (rendering?.kind === 'page' ? rendering.markup : 'none'))));
    expect(settled).toEqual(['drawn /api/slow', 'drawn /api/one', 'drawn /api/two', 'none']);
  });
});
