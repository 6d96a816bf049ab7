import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildBareApp, builtFileAt } from '../bareReactAdmin';

/**
 * The baseline of the first-load benchmark: a bare react-admin app with one ListGuesser (`app/`),
 * built by the console's own vite and React plugin, once with <Admin> in the entry (`eager`) and
 * once with <Admin> lazy behind a first page that knows nothing of it (`lazy`).
 */
export type BaselineVariant = 'eager' | 'lazy';

const SOURCE = path.join(import.meta.dirname, 'app');

export function buildBaseline(variant: BaselineVariant, outDir: string): Promise<void> {
  return buildBareApp(SOURCE, `${variant}.html`, outDir);
}

/** The records the ListGuesser lists, as ra-data-simple-rest reads them. */
const POSTS = [
  { id: 1, title: 'First post', published_at: '2026-01-05', views: 12 },
  { id: 2, title: 'Second post', published_at: '2026-01-06', views: 7 },
];

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

/** Serves a built baseline over HTTP on a loopback port, with its posts at /api/posts. */
export async function serveBaseline(dir: string): Promise<BaselineServer> {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://baseline');
    if (pathname.startsWith('/api/posts')) {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Range': `posts 0-${POSTS.length - 1}/${POSTS.length}` });
      response.end(JSON.stringify(POSTS));
      return;
    }
    const built = builtFileAt(dir, pathname);
    if (!built) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': built.type });
    fs.createReadStream(built.file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
