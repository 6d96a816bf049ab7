import { parentPort } from 'node:worker_threads';
import { disableLiveFeeds } from '../providers/live/liveSwitch';
import { PageNotSettled } from './settledMarkup';
import { renderConsolePage, type PageRendering, type PageRequest } from './renderConsolePage';

/**
 * The thread the server draws console pages in (see server/ssr/): one page at a time, its reads
 * passed to the server, which answers them through its own API with the visitor's session. The
 * thread never sees the session: it names the drawing it reads for, and the server refuses a read
 * for a drawing that has ended.
 */
export type ToRenderer =
  | { kind: 'render'; renderId: number; request: PageRequest }
  | { kind: 'answer'; readId: number; status: number; headers: Record<string, string>; body: string }
  | { kind: 'read-failed'; readId: number; message: string };

export type FromRenderer =
  | { kind: 'ready' }
  | { kind: 'read'; renderId: number; readId: number; path: string; accept: string }
  | { kind: 'rendered'; renderId: number; rendering: PageRendering }
  | { kind: 'not-rendered'; renderId: number; reason: string; unexpected: boolean };

const port = parentPort!;
const BODILESS = new Set([204, 304]);
const post = (message: FromRenderer) => port.postMessage(message);
const reads = new Map<number, { resolve(response: Response): void; reject(error: Error): void }>();
let lastReadId = 0;
let drawing: number | undefined;

/** The page's `fetch`: GET requests of the console's API only, answered by the server for the drawing under way. */
globalThis.fetch = (input, init) => {
  const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://console.invalid'), init);
  const url = new URL(request.url);
  if (drawing === undefined || request.method !== 'GET' || !url.pathname.startsWith('/api/')) {
    return Promise.reject(new TypeError(`A page drawn on the server only reads the console's API: ${request.method} ${url.pathname}`));
  }
  const readId = (lastReadId += 1);
  post({ kind: 'read', renderId: drawing, readId, path: `${url.pathname}${url.search}`, accept: request.headers.get('accept') ?? 'application/json' });
  return new Promise((resolve, reject) => reads.set(readId, { resolve, reject }));
};

/**
 * A page the API refused a read of (a record that is gone, a section not granted) or that kept
 * asking is left to the browser, which shows what it shows for it; anything else is the server's to hear of.
 */
const isExpected = (error: unknown) => error instanceof PageNotSettled || typeof (error as { status?: unknown } | null)?.status === 'number';

async function render(renderId: number, request: PageRequest): Promise<void> {
  drawing = renderId;
  try {
    post({ kind: 'rendered', renderId, rendering: await renderConsolePage(request) });
  } catch (error) {
    post({ kind: 'not-rendered', renderId, reason: error instanceof Error ? error.message : String(error), unexpected: !isExpected(error) });
  } finally {
    drawing = undefined;
  }
}

// Live feeds start in the browser, once the page is taken over; a page drawn here shows them offline.
disableLiveFeeds();

port.on('message', (message: ToRenderer) => {
  if (message.kind === 'render') {
    void render(message.renderId, message.request);
    return;
  }
  const read = reads.get(message.readId);
  reads.delete(message.readId);
  if (message.kind === 'answer') read?.resolve(new Response(BODILESS.has(message.status) ? null : message.body, { status: message.status, headers: message.headers }));
  else read?.reject(new TypeError(message.message));
});
post({ kind: 'ready' });
