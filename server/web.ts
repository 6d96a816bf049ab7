import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { serveBuiltFiles } from './builtFiles';
import type { DeploymentRole } from './config';
import type { AppContext } from './context';
import { errorContextId, type ErrorBody } from './errors';
import { drawnConsolePage } from './ssr/consolePages';
import type { PageRenderer } from './ssr/pageRenderer';

/** What the browser app learns about the portal it is served from (read by src/appConfig.ts). */
export interface ClientConfig {
  productName: string;
  userRole: DeploymentRole;
  version: string;
  charterLoginPath: string;
  appUpdateCheckIntervalSeconds: number;
  /** The MapLibre style the maps draw streets from; null for none (MAP_STYLE_URL). */
  mapStyleUrl: string | null;
  /** Addresses can be looked up (`GET /api/geocode`): a geocoder is configured (GEOCODER). */
  addressLookup: boolean;
}

export function clientConfigOf({ config, role }: AppContext): ClientConfig {
  return {
    productName: config.productName,
    userRole: role,
    version: config.version,
    charterLoginPath: config.charterLoginPath,
    appUpdateCheckIntervalSeconds: config.appUpdateCheckIntervalSeconds,
    mapStyleUrl: config.maps.styleUrl,
    addressLookup: Boolean(config.geocoder),
  };
}

const CONFIG_PLACEHOLDER = '<!--app-config-->';
/** Compressed off the event loop: a drawn page is several hundred kilobytes. */
const gzipped = promisify(gzip);

/** The page with this portal's settings inlined as inert JSON (no inline script runs, CSP stays strict). */
export function renderIndexHtml(template: string, clientConfig: ClientConfig): string {
  const json = JSON.stringify(clientConfig).replace(/</g, '\\u003c');
  const title = `${clientConfig.productName} Portal`.replace(/[<&]/g, '');
  return template
    .replace(CONFIG_PLACEHOLDER, `<script type="application/json" id="app-config">${json}</script>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
}

/**
 * Serves the built app (see builtFiles.ts), and answers every other non-API path with the app's
 * page so that the browser router resolves it.
 */
export async function webApp(app: FastifyInstance, context: AppContext & { distDir: string; pageRenderer?: PageRenderer }): Promise<void> {
  const clientConfig = clientConfigOf(context);
  app.get('/api/app-config', { config: { access: 'public' } }, async () => clientConfig);

  const indexFile = path.join(context.distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const page = built
    ? renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), clientConfig)
    : '<!doctype html><title>Not built</title><p>The web app has not been built: run <code>npm run build</code>.</p>';

  if (built) serveBuiltFiles(app, context.distDir);

  const { pageRenderer } = context;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `No such route: ${request.method} ${url}`, code: 'NOT_FOUND', contextId: errorContextId(reply) } satisfies ErrorBody);
    }
    if (path.extname(url) && url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const drawn = built && pageRenderer ? await drawnConsolePage(request, pageRenderer, page, clientConfig) : undefined;
    if (drawn) {
      // A page drawn for a visitor holds their records: never kept by a browser or a proxy. Its
      // markup and state run to a few hundred kilobytes, a sixth of that gzipped.
      reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(drawn);
      return reply.header('Content-Encoding', 'gzip').send(await gzipped(drawn));
    }
    return reply.status(built ? 200 : 503).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
