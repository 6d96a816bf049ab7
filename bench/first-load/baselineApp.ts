import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import react from '@vitejs/plugin-react';

/**
 * The baseline of the first-load benchmark: a bare react-admin app with one ListGuesser (`app/`),
 * built by the console's own vite and React plugin, once with <Admin> in the entry (`eager`) and
 * once with <Admin> lazy behind a first page that knows nothing of it (`lazy`).
 */
export type BaselineVariant = 'eager' | 'lazy';

const SOURCE = path.join(import.meta.dirname, 'app');

export async function buildBaseline(variant: BaselineVariant, outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: SOURCE,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, rolldownOptions: { input: path.join(SOURCE, `${variant}.html`) } },
  });
}

/** The records the ListGuesser lists, as ra-data-simple-rest reads them. */
const POSTS = [
  { id: 1, title: 'First post', published_at: '2026-01-05', views: 12 },
  { id: 2, title: 'Second post', published_at: '2026-01-06', views: 7 },
];

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

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
    const file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
