import { passes } from '../../permissions/menu';
import { en } from '../../i18n/en';
import { RESOURCES } from '../../resources';
import { CONTENT_APIS, EXPORT_TEXTS, resourceExportApi } from '../../resources/content/contentMetadata';
import { EXPORT_FORMATS, exportFormatOf } from '../../resources/engine/exportColumns';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { REPORT_APIS } from '../../resources/reports/performance';
import { accountAccessOf, forbidden } from '../access';
import { MAX_EXPORT_ROWS } from '../resources/listTotal';
import { exportReaderOf } from '../resources/recordExport';
import { readerLocaleOf } from '../requestLocale';
import { badRequest, HttpError } from '../errors';
import { callAsCaller, refusalOf, type ContentSource } from './contentSource';
import { REPORT_SOURCES } from './reportContentSources';
import { rideContentOf, VIEW_RIDES, type RideContent } from './rideContent';
import { driverDayOf, driverRidesOn } from './driverDaySheet';
import { PRINT_ROUTES, runOf } from './routeSheet';
import { escapeHtml, rideDateText, rideTimeText, statusText } from './rideContentRendering';

/**
 * The whitelist of spec 7.5's "target content API": the CSV export of every declared resource, the
 * ride report and map, and the operation's reports. A contentApi is looked up here by exact name,
 * never fetched as a URL, so the landing page can reach nothing else and link nowhere else.
 */
const CONTENT_SOURCES: ReadonlyMap<string, ContentSource> = new Map([
  ...RESOURCES.map(resourceExportSource),
  rideSource(CONTENT_APIS.rideReport, 'Report of ride', 'Download report', (ride) =>
    `${ride.stops.length} stops, scheduled ${rideTimeText(ride, ride.scheduledStart)} – ${rideTimeText(ride, ride.scheduledEnd)}; status <b>${escapeHtml(statusText(ride.status))}</b>.`),
  rideSource(CONTENT_APIS.rideMap, 'Map of ride', 'Download image', (ride) => `The planned path of run ${escapeHtml(ride.runNumber)} and its ${ride.stops.length} stops.`),
  routeSheetSource(),
  driverDaySheetSource(),
  ...REPORT_SOURCES,
].map((source) => [source.contentApi, source]));

const KNOWN_APIS = `the CSV export of a section (/api/<section>/export), /api/content/ride-report, /api/content/ride-map, /api/content/route-sheet, /api/content/driver-day-sheet, ${REPORT_APIS.onTime}, ${REPORT_APIS.routeIssues}, and ${REPORT_APIS.runPerformance} and ${REPORT_APIS.ridership} (called with POST)`;

/** The source of a content API, or 400 naming what is known. */
export function contentSourceFor(contentApi: string): ContentSource {
  const source = CONTENT_SOURCES.get(contentApi);
  if (!source) throw badRequest(`Unknown content API "${contentApi}". Content can come from ${KNOWN_APIS}.`, 'UNKNOWN_CONTENT_API');
  return source;
}

/**
 * Spec 7.5 "using the given method": a source is asked with the method it is called with, GET when
 * the call names none; any other is refused, naming the one it takes.
 */
export function checkMethod(source: ContentSource, method: string | undefined): void {
  const takes = source.method ?? 'GET';
  const asked = (method ?? 'GET').toUpperCase();
  if (asked !== takes) throw badRequest(`${source.contentApi} is called with ${takes}, not ${asked}.`, 'UNSUPPORTED_METHOD');
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
    paramNames: ['filter', 'sort', 'format'],
    async describe({ request, context, params }) {
      const format = exportFormatOf(params.format);
      if (!format) throw new HttpError(400, `format: ${EXPORT_FORMATS.join(' or ')}.`, 'INVALID_FORMAT', 'format');
      const query = new URLSearchParams(params);
      // The list counts exactly a little past the page it is asked for: asking for the export's last
      // row makes it count every row the file can hold.
      const lastRow = `[${MAX_EXPORT_ROWS - 1},${MAX_EXPORT_ROWS - 1}]`;
      const { format: _format, ...listParams } = params;
      const list = await callAsCaller(request, 'GET', `/api/${resource.name}`, { ...listParams, range: lastRow });
      if (list.statusCode !== 200) throw refusalOf(list.statusCode, list.body);
      const total = Number(/\/(\d+)$/.exec(String(list.headers['content-range']))?.[1] ?? 0);
      const rows = total > MAX_EXPORT_ROWS || list.headers['x-total-more-than']
        ? `the first <b>${MAX_EXPORT_ROWS.toLocaleString('en-US')}</b> rows`
        : `<b>${total.toLocaleString('en-US')}</b> ${total === 1 ? 'row' : 'rows'}`;
      const { account } = await accountAccessOf(request, context);
      return {
        action: `Export of <b>${escapeHtml(pluralLabel(resource))}</b>`,
        context: `${rows} of <b>${escapeHtml(account.account.name)}</b>, as ${EXPORT_TEXTS[format].file}`,
        ...(total === 0 ? { message: 'No rows match: the file holds only its header line.' } : {}),
        actionLink: query.size ? `${contentApi}?${query}` : contentApi,
        actionButtonLabel: EXPORT_TEXTS[format].button,
      };
    },
  };
}

/** A content drawn from one ride of the caller's tenant, with the rides' view permission. */
function rideSource(contentApi: string, title: string, buttonLabel: string, message: (ride: RideContent) => string): ContentSource {
  return {
    contentApi,
    paramNames: ['rideId'],
    async describe({ request, context, params }) {
      const { ability } = await accountAccessOf(request, context);
      if (!passes(ability, VIEW_RIDES)) throw forbidden();
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

/** A run's route sheet, described from the run of the caller's tenant, for those who may print route sheets. */
function routeSheetSource(): ContentSource {
  const contentApi = CONTENT_APIS.routeSheet;
  return {
    contentApi,
    paramNames: ['routeId'],
    async describe({ request, context, params }) {
      const { ability, account, session } = await accountAccessOf(request, context);
      if (!passes(ability, PRINT_ROUTES)) throw forbidden();
      const run = await runOf(request, context, params.routeId ?? '');
      const stops = (JSON.parse(run.stops as string) as unknown[]).length;
      const { formats } = exportReaderOf(readerLocaleOf(request, session.locale), account.account);
      return {
        action: `Route sheet of run <b>${escapeHtml(String(run.number))}</b>`,
        context: `<b>${escapeHtml(en.choices[run.direction as keyof typeof en.choices] ?? String(run.direction))}</b> · ${stops} ${stops === 1 ? 'stop' : 'stops'}, ${escapeHtml(formats.timeOfDayRange(String(run.startTime), String(run.endTime)))}`,
        message: 'The stops in order with their times and students, the path on a map and directions, as a PDF to print or send to the driver.',
        actionLink: `${contentApi}?${new URLSearchParams({ routeId: String(run.id) })}`,
        actionButtonLabel: 'Download PDF',
      };
    },
  };
}

/** A driver's day sheet, described from the driver of the caller's tenant and their rides that day, for those who may print route sheets. */
function driverDaySheetSource(): ContentSource {
  const contentApi = CONTENT_APIS.driverDaySheet;
  return {
    contentApi,
    paramNames: ['driverId', 'date'],
    async describe({ request, context, params }) {
      const { ability, account, session } = await accountAccessOf(request, context);
      if (!passes(ability, PRINT_ROUTES)) throw forbidden();
      const { driver, day } = await driverDayOf(request, context, params.driverId ?? '', params.date);
      const rides = (await driverRidesOn(request, context, driver.id as number, day)).length;
      const { formats } = exportReaderOf(readerLocaleOf(request, session.locale), account.account);
      return {
        action: `Day sheet of <b>${escapeHtml(`${String(driver.firstName)} ${String(driver.lastName)}`)}</b>`,
        context: `<b>${escapeHtml(formats.date(day))}</b> · ${rides} ${rides === 1 ? 'ride' : 'rides'}`,
        message: 'Each ride of the day in order, then its run: the stops with their times and students, the path on a map and directions, as a PDF to print or send to the driver.',
        actionLink: `${contentApi}?${new URLSearchParams({ driverId: String(driver.id), date: day })}`,
        actionButtonLabel: 'Download PDF',
      };
    },
  };
}
