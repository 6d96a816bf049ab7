import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildUnlessCurrent } from '../../scripts/uiBuild';

/** The bundle of mock API mode, apart from the console's own build (git-ignored). */
export const MOCK_BUNDLE_DIR = path.resolve('dist-mock');
const MOCK_SETTINGS = 'VITE_MOCK_API=true';

/** Builds the mock-mode bundle (vite, VITE_MOCK_API=true) unless dist-mock/ holds one of exactly these sources. */
export function ensureMockBundleBuilt(): Promise<boolean> {
  return buildUnlessCurrent(MOCK_BUNDLE_DIR, MOCK_SETTINGS, () => new Promise((resolve, reject) => {
    const vite = spawn(path.resolve('node_modules/.bin/vite'), ['build', '--outDir', MOCK_BUNDLE_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
      env: { ...process.env, VITE_MOCK_API: 'true', NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit'],
    });
    vite.on('error', reject);
    vite.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build of the mock bundle exited with ${code}`))));
  }));
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png' };

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

/**
 * A folder served on a random loopback port as a single-page app's host serves it: a file where one
 * exists, the app's index.html for any other path. No API behind it: mock mode brings its own.
 */
export async function serveStaticSite(folder: string): Promise<StaticSite> {
  const server = http.createServer((request, response) => {
    const asked = path.join(folder, decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname));
    const file = asked.startsWith(folder) && fs.existsSync(asked) && fs.statSync(asked).isFile() ? asked : path.join(folder, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
