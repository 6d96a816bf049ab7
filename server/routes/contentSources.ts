import type { FastifyRequest } from 'fastify';
import { passes } from '../../permissions/menu';
import { en } from '../../i18n/en';
import { RESOURCES } from '../../resources';
import { CONTENT_APIS, resourceExportApi, type ContentMetadata } from '../../resources/content/contentMetadata';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { accountAccessOf, FORBIDDEN_MESSAGE } from '../access';
import { MAX_EXPORT_ROWS } from '../resources/listTotal';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../errors';
import { onTimeRate, REPORT_APIS, VIEW_REPORTS } from '../../resources/reports/performance';
import { performanceOf, periodOf, routeIssuesOf } from './performance';
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
  reportSource(REPORT_APIS.onTime, 'On-time performance', async (input, days) => {
    const { days: lines } = await performanceOf(input.request, input.context, days);
    const total = lines.reduce((sum, day) => ({ completed: sum.completed + day.completed, onTime: sum.onTime + day.onTime }), { completed: 0, onTime: 0 });
    const rate = onTimeRate(total);
    return `One line per day: <b>${lines.length}</b> days, <b>${total.completed.toLocaleString('en-US')}</b> completed rides${rate === null ? '' : `, <b>${(rate * 100).toFixed(1)}%</b> on time`}.`;
  }),
  reportSource(REPORT_APIS.routeIssues, 'Route issues', async (input, days) => {
    const issues = await routeIssuesOf(input.request, input.context, days);
    return `One line per route issue: <b>${issues.length.toLocaleString('en-US')}</b> issues, <b>${issues.filter((issue) => !issue.resolvedAt).length}</b> of them still open.`;
  }),
].map((source) => [source.contentApi, source]));

const KNOWN_APIS = `the CSV export of a section (/api/<section>/export), /api/content/ride-report, /api/content/ride-map, ${REPORT_APIS.onTime} and ${REPORT_APIS.routeIssues}`;

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
      // The list counts exactly a little past the page it is asked for: asking for the export's last
      // row makes it count every row the file can hold.
      const lastRow = `[${MAX_EXPORT_ROWS - 1},${MAX_EXPORT_ROWS - 1}]`;
      const list = await request.server.inject({
        method: 'GET',
        url: `/api/${resource.name}?${new URLSearchParams({ ...params, range: lastRow })}`,
        headers: { cookie: request.headers.cookie ?? '' },
      });
      if (list.statusCode !== 200) throw refusalOf(list.statusCode, list.body);
      const total = Number(/\/(\d+)$/.exec(String(list.headers['content-range']))?.[1] ?? 0);
      const rows = total > MAX_EXPORT_ROWS || list.headers['x-total-more-than']
        ? `the first <b>${MAX_EXPORT_ROWS.toLocaleString('en-US')}</b> rows`
        : `<b>${total.toLocaleString('en-US')}</b> ${total === 1 ? 'row' : 'rows'}`;
      const { account } = await accountAccessOf(request, context);
      return {
        action: `Export of <b>${escapeHtml(pluralLabel(resource))}</b>`,
        context: `${rows} of <b>${escapeHtml(account.account.name)}</b>, as a CSV file`,
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

/** A report of the operation over a period, with the report view code. */
function reportSource(contentApi: string, title: string, message: (input: SourceInput, days: ReturnType<typeof periodOf>) => Promise<string>): ContentSource {
  return {
    contentApi,
    paramNames: ['days'],
    async describe(input) {
      const { ability, account } = await accountAccessOf(input.request, input.context);
      if (!passes(ability, VIEW_REPORTS)) throw new HttpError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
      const days = periodOf(input.params.days);
      return {
        action: `${title} <b>report</b>`,
        context: `The last <b>${days}</b> days · <b>${escapeHtml(account.account.name)}</b>, as a CSV file`,
        message: await message(input, days),
        actionLink: `${contentApi}?${new URLSearchParams({ days: String(days) })}`,
        actionButtonLabel: 'Download CSV',
      };
    },
  };
}
