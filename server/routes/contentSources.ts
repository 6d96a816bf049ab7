import type { FastifyRequest } from 'fastify';
import { passes } from '../../permissions/menu';
import { en } from '../../i18n/en';
import { RESOURCES } from '../../resources';
import { CONTENT_APIS, resourceExportApi, type ContentMetadata } from '../../resources/content/contentMetadata';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { accountAccessOf, FORBIDDEN_MESSAGE } from '../access';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../errors';
import { rideContentOf, VIEW_RIDES, type RideContent } from './rideContent';
import { escapeHtml, rideDateText, rideTimeText, statusText } from './rideContentRendering';

interface SourceInput {
  request: FastifyRequest;
  context: AppContext;
  params: Record<string, string>;
}

/** One known content API: what it is called, which params it takes, and how its content is described. */
interface ContentSource {
  contentApi: string;
  paramNames: readonly string[];
  describe(input: SourceInput): Promise<ContentMetadata>;
}

/**
 * The whitelist of spec 7.5's "target content API": the CSV export of every declared resource and
 * the ride report and map. A contentApi is looked up here by exact name, never fetched as a URL, so
 * the landing page can reach nothing else and link nowhere else.
 */
const CONTENT_SOURCES: ReadonlyMap<string, ContentSource> = new Map([
  ...RESOURCES.map(resourceExportSource),
  rideSource(CONTENT_APIS.rideReport, 'Report of ride', 'Download report', (ride) =>
    `${ride.stops.length} stops, scheduled ${rideTimeText(ride, ride.scheduledStart)} – ${rideTimeText(ride, ride.scheduledEnd)}; status <b>${escapeHtml(statusText(ride.status))}</b>.`),
  rideSource(CONTENT_APIS.rideMap, 'Map of ride', 'Download image', (ride) => `The planned path of run ${escapeHtml(ride.runNumber)} and its ${ride.stops.length} stops.`),
].map((source) => [source.contentApi, source]));

const KNOWN_APIS = 'the CSV export of a section (/api/<section>/export), /api/content/ride-report and /api/content/ride-map';

/** The source of a content API, or 400 naming what is known. */
export function contentSourceFor(contentApi: string): ContentSource {
  const source = CONTENT_SOURCES.get(contentApi);
  if (!source) throw badRequest(`Unknown content API "${contentApi}". Content can come from ${KNOWN_APIS}.`, 'UNKNOWN_CONTENT_API');
  return source;
}

/** Params the source does not take are refused by name, rather than silently dropped. */
export function checkParamNames(source: ContentSource, params: Record<string, string>): void {
  const unknown = Object.keys(params).filter((name) => !source.paramNames.includes(name));
  if (unknown.length) {
    const takes = source.paramNames.length ? `takes only ${source.paramNames.join(', ')}` : 'takes no params';
    throw badRequest(`${source.contentApi} ${takes}; not ${unknown.join(', ')}.`, 'UNKNOWN_PARAMETER');
  }
}

/** "Students", from the catalogue's "Student |||| Students". */
function pluralLabel(resource: ResourceDeclaration): string {
  const names = (en.resources as Record<string, { name?: string }>)[resource.name]?.name ?? resource.name;
  return names.split('||||').pop()!.trim();
}

/**
 * A resource's export, described by asking its own list (the same route, permissions, tenant scope
 * and filter checks as the export itself) how many rows the file will hold.
 */
function resourceExportSource(resource: ResourceDeclaration): ContentSource {
  const contentApi = resourceExportApi(resource.name);
  return {
    contentApi,
    paramNames: ['filter', 'sort'],
    async describe({ request, context, params }) {
      const query = new URLSearchParams(params);
      const list = await request.server.inject({
        method: 'GET',
        url: `/api/${resource.name}?${new URLSearchParams({ ...params, range: '[0,0]' })}`,
        headers: { cookie: request.headers.cookie ?? '' },
      });
      if (list.statusCode !== 200) throw refusalOf(list.statusCode, list.body);
      const total = Number(/\/(\d+)$/.exec(String(list.headers['content-range']))?.[1] ?? 0);
      const { account } = await accountAccessOf(request, context);
      return {
        action: `Export of <b>${escapeHtml(pluralLabel(resource))}</b>`,
        context: `<b>${total.toLocaleString('en-US')}</b> ${total === 1 ? 'row' : 'rows'} of <b>${escapeHtml(account.account.name)}</b>, as a CSV file`,
        ...(total === 0 ? { message: 'No rows match: the file holds only its header line.' } : {}),
        actionLink: query.size ? `${contentApi}?${query}` : contentApi,
        actionButtonLabel: 'Download CSV',
      };
    },
  };
}

/** The list's own refusal (a bad filter, a missing permission), passed on as it was given. */
function refusalOf(status: number, text: string): HttpError {
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not the API's error body: the generic message below says enough.
  }
  const message = typeof body.message === 'string' ? body.message : 'The export cannot be described.';
  return new HttpError(status, message, typeof body.code === 'string' ? body.code : 'EXPORT_REFUSED');
}

/** A content drawn from one ride of the caller's tenant, with the rides' view permission. */
function rideSource(contentApi: string, title: string, buttonLabel: string, message: (ride: RideContent) => string): ContentSource {
  return {
    contentApi,
    paramNames: ['rideId'],
    async describe({ request, context, params }) {
      const { ability } = await accountAccessOf(request, context);
      if (!passes(ability, VIEW_RIDES)) throw new HttpError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
      const ride = await rideContentOf(request, context, params.rideId);
      return {
        action: `${title} <b>#${ride.displayId}</b>`,
        context: `<b>${escapeHtml(rideDateText(ride))}</b> · run <b>${escapeHtml(ride.runNumber)}</b> (${escapeHtml(ride.direction)}) · ${escapeHtml(ride.districtName)}`,
        message: message(ride),
        actionLink: `${contentApi}?${new URLSearchParams({ rideId: String(ride.id) })}`,
        actionButtonLabel: buttonLabel,
      };
    },
  };
}
