import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  // MapLibre's worker, a module script.
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSED = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt']);
/** Content-hashed file names (dist/assets/) never change: the browser keeps them for good. */
const FOREVER = 'public, max-age=31536000, immutable';

interface BuiltFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  compress: boolean;
  gzipped?: Buffer;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The server's own part of the build (its drawing of pages): run by the server, never sent to a browser. */
const SERVER_ONLY = '/ssr/';

/** Every file of the build but the page itself (rendered per portal) and the server's part, by its URL path. */
function readBuiltFiles(distDir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  for (const file of filesUnder(distDir)) {
    const url = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    if (url === '/index.html' || url.startsWith(SERVER_ONLY) || path.basename(file).startsWith('.')) continue;
    const extension = path.extname(file);
    const body = fs.readFileSync(file);
    files.set(url, {
      body,
      type: TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: url.startsWith('/assets/') ? FOREVER : 'no-cache',
      compress: COMPRESSED.has(extension) && body.length > 1024,
    });
  }
  return files;
}

/** The three portals of a process serve the same build: it is read once (again when rebuilt). */
const builds = new Map<string, { builtAt: number; files: Map<string, BuiltFile> }>();

function sharedBuiltFiles(distDir: string): Map<string, BuiltFile> {
  const builtAt = fs.statSync(path.join(distDir, 'index.html')).mtimeMs;
  const known = builds.get(distDir);
  if (known?.builtAt === builtAt) return known.files;
  const files = readBuiltFiles(distDir);
  builds.set(distDir, { builtAt, files });
  return files;
}

function send(file: BuiltFile, request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', file.cacheControl).header('ETag', file.etag).header('Vary', 'Accept-Encoding').type(file.type);
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  if (file.compress && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    file.gzipped ??= gzipSync(file.body);
    return reply.header('Content-Encoding', 'gzip').send(file.gzipped);
  }
  return reply.send(file.body);
}

/**
 * The built web app's files, read into memory at start (a few megabytes) and served from there. A
 * first visit to a section asks for a hundred small chunks at once; opening and streaming each from
 * disk made the server the slowest step of it. Text goes gzipped to browsers that take it, each file
 * compressed once, on its first such request. An unknown asset is a plain 404, not the app's page.
 */
export function serveBuiltFiles(app: FastifyInstance, distDir: string): void {
  const files = sharedBuiltFiles(distDir);
  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const file = files.get(request.url.split('?')[0]);
    return file ? send(file, request, reply) : reply.status(404).type('text/plain').send('Not found');
  };
  app.get('/assets/*', answer);
  for (const url of files.keys()) if (!url.startsWith('/assets/')) app.get(url, answer);
}
