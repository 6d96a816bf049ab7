import type { FastifyRequest } from 'fastify';
import { directionOf } from '../../i18n/locales';
import { RESOURCES } from '../../resources';
import { browserLocaleOf } from '../requestLocale';
import type { LayoutAsDrawn } from '../../src/shell/layout/layoutAsDrawn';
import type { ColorScheme } from '../../src/shell/theme/colorScheme';
import type { ClientConfig } from '../web';
import type { PageRenderer, ReadAnswer } from './pageRenderer';

/** What the drawing thread never needs to see of an answer. */
const WITHHELD_HEADERS = new Set(['set-cookie']);

/** The sections of declared entities (their lists, records and forms) are drawn on the server. */
const DRAWN_SECTIONS = new Set(RESOURCES.map((resource) => resource.name));

function isDrawnPath(pathname: string): boolean {
  return DRAWN_SECTIONS.has(pathname.split('/')[1] ?? '');
}

/** A width no screen has: a cookie saying more is not believed. */
const WIDEST_SCREEN = 20_000;

/** The window, side menu and colour scheme as the browser's console keeps them in cookies (src/shell/layout/layoutCookies.ts). */
function layoutOf(request: FastifyRequest): Partial<LayoutAsDrawn> {
  const width = Number(request.cookies.screenWidth);
  const saved = request.cookies.sidebarExpanded;
  const scheme = request.cookies.colorScheme;
  return {
    colorScheme: scheme === 'light' || scheme === 'dark' ? (scheme satisfies ColorScheme) : undefined,
    screenWidth: Number.isInteger(width) && width > 0 && width <= WIDEST_SCREEN ? width : undefined,
    sidebarSaved: saved === 'true' || saved === 'false' ? saved : undefined,
  };
}

/** One read of the page, through this portal's own API, with the visitor's cookie and address. */
async function readAsVisitor(request: FastifyRequest, path: string, accept: string): Promise<ReadAnswer> {
  if (!path.startsWith('/api/')) throw new Error(`A page drawn on the server only reads the console's API, not ${path}`);
  const answer = await request.server.inject({
    method: 'GET',
    url: path,
    // Its language too: a list's order is the language's (server/resources/listLanguage.ts).
    headers: { cookie: request.headers.cookie ?? '', accept, 'accept-language': request.headers['accept-language'] ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
    remoteAddress: request.ip,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!WITHHELD_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  }
  return { status: answer.statusCode, headers, body: answer.body };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Until the console has taken the page over (src/main.tsx drops the mark), what it shows cannot
 * be clicked: a click would do nothing, and the visitor would think it done.
 */
const DRAWN_ON_SERVER = 'data-drawn-on-server';
const UNTIL_TAKEN_OVER = `<style>#root[${DRAWN_ON_SERVER}]{pointer-events:none}</style>`;

/**
 * The app's page with a console page drawn into it, when this request is for one: a signed-in
 * browser opening a declared entity's section. Undefined otherwise, or when the drawing could not
 * be had in time; the page is then served for the browser to draw, as it always could be.
 */
export async function drawnConsolePage(request: FastifyRequest, renderer: PageRenderer, page: string, portal: ClientConfig): Promise<string | undefined> {
  const url = new URL(request.url, 'http://console.invalid');
  if (request.method !== 'GET' || !request.headers.cookie || !isDrawnPath(url.pathname)) return undefined;
  const rendering = await renderer.render({
    request: { portal, pathname: url.pathname, search: url.search, browserLocale: browserLocaleOf(request), layout: layoutOf(request) },
    read: (path, accept) => readAsVisitor(request, path, accept),
  });
  if (rendering?.kind !== 'page') return undefined;
  // Replaced by functions: a `$&` in a record's text must stay as written.
  return page
    .replace('<html lang="en">', () => `<html lang="${rendering.lang}" dir="${directionOf(rendering.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(rendering.title)}</title>`)
    .replace('</head>', () => `${UNTIL_TAKEN_OVER}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" ${DRAWN_ON_SERVER}>${rendering.markup}</div>${rendering.state}`);
}
