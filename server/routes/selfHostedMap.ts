import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { layers, namedFlavor } from '@protomaps/basemaps';
import type { AppContext } from '../context';
import { HttpError, notFound } from '../errors';

const BASEMAP_PATH = '/api/map/basemap.pmtiles';
const FONTS_PATH = '/api/map/fonts';
const SOURCE = 'protomaps';
const ATTRIBUTION = '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>';
/** A year: a font file's name changes with its package's version. */
const FONT_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** A day: the basemap file may be replaced by a newer extract (its ETag then changes). */
const BASEMAP_MAX_AGE_SECONDS = 24 * 3600;

const fontFiles = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans/package.json')), 'files');
const FONT_FILE = /^noto-sans-[a-z-]+-\d{3}-(normal|italic)\.woff2$/;

/** The font stacks the Protomaps style names, each drawn from the Noto Sans files of one weight and style. */
const FONT_STACKS: Record<string, string> = {
  'Noto Sans Regular': '400.css',
  'Noto Sans Medium': '500.css',
  'Noto Sans Italic': '400-italic.css',
  'Noto Sans Devanagari Regular v1': '400.css',
};

type FontFace = { url: string; 'unicode-range': string[] };

/** A weight's files and the characters each covers, read from the package's own stylesheet. */
function fontFaces(stylesheet: string): FontFace[] {
  const css = fs.readFileSync(path.join(fontFiles, '..', stylesheet), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, block]) => {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    return file && range ? [{ url: `${FONTS_PATH}/${file}`, 'unicode-range': range.split(',').map((part) => part.trim()) }] : [];
  });
}

/**
 * A style layer as this basemap can draw it: it has no sprite, so a label keeps its text and drops
 * its icon, and a layer that is only icons (one-way arrows) is left out.
 */
function withoutIcons(layer: LayerSpecification): LayerSpecification[] {
  if (layer.type !== 'symbol' || !layer.layout?.['icon-image']) return [layer];
  if (!layer.layout['text-field']) return [];
  const { 'icon-image': _icon, ...layout } = layer.layout;
  return [{ ...layer, layout }];
}

/**
 * The style of the basemap the console serves itself: Protomaps' light flavour over the PMTiles
 * file, read through range requests (the `pmtiles://` protocol the maps register), its labels drawn
 * from font files rather than a glyph server.
 */
export function selfHostedStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { [SOURCE]: { type: 'vector', url: `pmtiles://${BASEMAP_PATH}`, attribution: ATTRIBUTION } },
    'font-faces': Object.fromEntries(Object.entries(FONT_STACKS).map(([stack, stylesheet]) => [stack, fontFaces(stylesheet)])),
    layers: (layers(SOURCE, namedFlavor('light'), { lang: 'en' }) as LayerSpecification[]).flatMap(withoutIcons),
  };
}

/** The one byte range a request asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), within a file of `size` bytes. */
export function byteRange(header: string, size: number): { start: number; end: number } {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  const unsatisfiable = () => new HttpError(416, 'This range of the basemap cannot be served: ask for one range of bytes within the file.', 'RANGE_NOT_SATISFIABLE');
  if (!match || (!match[1] && !match[2])) throw unsatisfiable();
  const range = match[1]
    ? { start: Number(match[1]), end: Math.min(size - 1, match[2] ? Number(match[2]) : size - 1) }
    : { start: Math.max(0, size - Number(match[2])), end: size - 1 };
  if (range.start > range.end || range.start >= size) throw unsatisfiable();
  return range;
}

function sendBasemap(file: string, request: FastifyRequest, reply: FastifyReply) {
  const { size, mtimeMs } = fs.statSync(file);
  reply.header('Accept-Ranges', 'bytes').header('ETag', `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`)
    .header('Cache-Control', `private, max-age=${BASEMAP_MAX_AGE_SECONDS}`).type('application/vnd.pmtiles');
  const asked = request.headers.range;
  if (!asked) return reply.header('Content-Length', size).send(fs.createReadStream(file));
  const { start, end } = byteRange(asked, size);
  return reply.status(206).header('Content-Range', `bytes ${start}-${end}/${size}`).header('Content-Length', end - start + 1)
    .send(fs.createReadStream(file, { start, end }));
}

/**
 * A basemap for districts that allow no third-party map service (MAP_PMTILES, docs/operating.md
 * "Maps"): its style, the file by byte ranges, and the label fonts, to signed-in users. Without the
 * setting each answers 404.
 */
export async function selfHostedMapRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  const file = config.maps.pmtilesFile;
  const configured = () => {
    if (!file) throw notFound('This console serves no basemap of its own.');
    return file;
  };
  let style: StyleSpecification | undefined;
  app.get('/api/map/style.json', { config: { access: 'session' } }, async () => {
    configured();
    style ??= selfHostedStyle();
    return style;
  });
  app.get(BASEMAP_PATH, { config: { access: 'session' } }, async (request, reply) => sendBasemap(configured(), request, reply));
  app.get<{ Params: { file: string } }>(`${FONTS_PATH}/:file`, { config: { access: 'session' } }, async (request, reply) => {
    configured();
    if (!FONT_FILE.test(request.params.file)) throw notFound('No such font.');
    const font = path.join(fontFiles, request.params.file);
    if (!fs.existsSync(font)) throw notFound('No such font.');
    return reply.type('font/woff2').header('Cache-Control', `private, max-age=${FONT_MAX_AGE_SECONDS}, immutable`).send(fs.createReadStream(font));
  });
}
