import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false, role: 'admin' });
});
afterAll(() => server.stop());

/** A GET whose body is kept as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; status?: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, status: response.statusCode, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** The largest script of the build: the one most worth compressing. */
function largestScript(): { url: string; bytes: Buffer } {
  const dir = path.resolve('dist/assets');
  const name = fs.readdirSync(dir).filter((file) => file.endsWith('.js')).sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size)[0];
  return { url: `/assets/${name}`, bytes: fs.readFileSync(path.join(dir, name)) };
}

describe('the built web app as the browser gets it', () => {
  it('sends a hashed script gzipped to a browser that takes it, to be kept for good', async () => {
    const { url, bytes } = largestScript();
    const answer = await rawGet(`${server.url}${url}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.length).toBeLessThan(bytes.length / 2);
    expect(gunzipSync(answer.body).equals(bytes)).toBe(true);
  });

  it('sends it as it is to a client that takes no compression', async () => {
    const { url, bytes } = largestScript();
    const answer = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'identity' } });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('has the browser check an unhashed file each time, and answers 304 while it is unchanged', async () => {
    const first = await fetch(`${server.url}/logo.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${server.url}/logo.svg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers an unknown asset with a plain 404, a malformed path with 400, and any other path with the app page', async () => {
    const missing = await fetch(`${server.url}/assets/no-such-chunk-123.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
    const odd = await fetch(`${server.url}/assets/%E0%A4%A.js`);
    expect(odd.status).toBe(400);
    const route = await fetch(`${server.url}/rides/12/show`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await route.text()).toContain('id="app-config"');
  });
});
