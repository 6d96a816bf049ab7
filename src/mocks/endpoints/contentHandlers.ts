import { http, HttpResponse } from 'msw';
import { CONTENT_APIS, CONTENT_METADATA_PATH, EXPORT_TEXTS, type ContentMetadata, type ContentMetadataRequest } from '../../../resources/content/contentMetadata';
import { EXPORT_FORMATS, exportFormatOf } from '../../../resources/engine/exportColumns';
import { onTimeRate, REPORT_APIS } from '../../../resources/reports/performance';
import { MOCK_ACCOUNT } from '../mockSession';
import { declarationOf, mockStore } from '../records/mockStore';
import { recordView } from '../records/recordView';
import { listPage, listRequestOf } from './listRequest';
import { answered, badRequest, notFound } from './mockReplies';
import { issuesOf, performanceOf, periodOf } from './performanceHandlers';

const accountName = MOCK_ACCOUNT.account.name;
const linkTo = (contentApi: string, params: Record<string, string>) => (Object.keys(params).length ? `${contentApi}?${new URLSearchParams(params)}` : contentApi);

/** A section's export: how many rows its list holds with the filter given, in the file asked for. */
function describeExport(name: string, params: Record<string, string>): ContentMetadata {
  const resource = declarationOf(name);
  if (!resource) throw badRequest(`Unknown content API "/api/${name}/export".`, 'UNKNOWN_CONTENT_API');
  const format = exportFormatOf(params.format);
  if (!format) throw badRequest(`format: ${EXPORT_FORMATS.join(' or ')}.`, 'INVALID_FORMAT');
  const store = mockStore();
  const { total } = listPage(store.rowsOf(name).map((row) => recordView(resource, row, store.clock.today)), resource, listRequestOf(resource, new URLSearchParams(params)));
  return {
    action: `Export of <b>${name.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase())}</b>`,
    context: `<b>${total.toLocaleString('en-US')}</b> ${total === 1 ? 'row' : 'rows'} of <b>${accountName}</b>, as ${EXPORT_TEXTS[format].file}`,
    ...(total === 0 ? { message: 'No rows match: the file holds only its header line.' } : {}),
    actionLink: linkTo(`/api/${name}/export`, params),
    actionButtonLabel: EXPORT_TEXTS[format].button,
  };
}

function describeReport(contentApi: string, params: Record<string, string>): ContentMetadata {
  const days = periodOf(params.days ?? null);
  const store = mockStore();
  const lines = performanceOf(store, days).days;
  const total = lines.reduce((sum, day) => ({ completed: sum.completed + day.completed, onTime: sum.onTime + day.onTime }), { completed: 0, onTime: 0 });
  const issues = issuesOf(store, days);
  const rate = onTimeRate(total);
  return {
    action: `${contentApi === REPORT_APIS.onTime ? 'On-time performance' : 'Route issues'} <b>report</b>`,
    context: `The last <b>${days}</b> days · <b>${accountName}</b>, as a CSV file`,
    message: contentApi === REPORT_APIS.onTime
      ? `One line per day: <b>${lines.length}</b> days, <b>${total.completed.toLocaleString('en-US')}</b> completed rides${rate === null ? '' : `, <b>${(rate * 100).toFixed(1)}%</b> on time`}.`
      : `One line per route issue: <b>${issues.length.toLocaleString('en-US')}</b> issues, <b>${issues.filter(({ issue }) => !issue.resolvedAt).length}</b> of them still open.`,
    actionLink: linkTo(contentApi, { days: String(days) }),
    actionButtonLabel: 'Download CSV',
  };
}

function describeRide(contentApi: string, params: Record<string, string>): ContentMetadata {
  const ride = mockStore().byId('rides', Number(params.rideId));
  if (!ride) throw notFound('No such rides record.');
  const run = mockStore().byId('routes', ride.routeId);
  const map = contentApi === CONTENT_APIS.rideMap;
  return {
    action: `${map ? 'Map of ride' : 'Report of ride'} <b>#${String(ride.displayId)}</b>`,
    context: `<b>${String(ride.rideDate)}</b> · run <b>${String(run?.number ?? '')}</b> (${String(run?.direction ?? '')})`,
    actionLink: linkTo(contentApi, { rideId: String(ride.id) }),
    actionButtonLabel: map ? 'Download image' : 'Download report',
  };
}

/** A route sheet is drawn as a PDF by the server: mock mode describes it and says so, with nothing to download. */
function describeRouteSheet(params: Record<string, string>): ContentMetadata {
  const run = mockStore().byId('routes', Number(params.routeId));
  if (!run) throw notFound('No such routes record.');
  return {
    action: `Route sheet of run <b>${String(run.number)}</b>`,
    context: `<b>${String(run.direction)}</b> · ${(run.stops as unknown[]).length} stops`,
    message: 'Route sheets are drawn by the console\'s server: mock mode has none to download.',
    actionLink: linkTo(CONTENT_APIS.routeSheet, { routeId: String(run.id) }),
    actionButtonLabel: '',
  };
}

/** A driver's day sheet, as a route sheet: described, with nothing to download. */
function describeDaySheet(params: Record<string, string>): ContentMetadata {
  const driver = mockStore().byId('drivers', Number(params.driverId));
  if (!driver) throw notFound('No such drivers record.');
  return {
    action: `Day sheet of <b>${String(driver.firstName)} ${String(driver.lastName)}</b>`,
    context: params.date ? `<b>${params.date}</b>` : '',
    message: 'Day sheets are drawn by the console\'s server: mock mode has none to download.',
    actionLink: linkTo(CONTENT_APIS.driverDaySheet, params),
    actionButtonLabel: '',
  };
}

/** The content landing page's metadata call (spec 7.5), for the same content APIs the server knows. */
export const contentHandlers = [
  http.post(CONTENT_METADATA_PATH, async ({ request }) => {
    const { contentApi, params } = (await request.json()) as ContentMetadataRequest;
    return answered(() => {
      const exported = /^\/api\/([a-z-]+)\/export$/.exec(contentApi);
      if (exported) return HttpResponse.json<ContentMetadata>(describeExport(exported[1], params));
      if (contentApi === REPORT_APIS.onTime || contentApi === REPORT_APIS.routeIssues) return HttpResponse.json<ContentMetadata>(describeReport(contentApi, params));
      if (contentApi === CONTENT_APIS.rideReport || contentApi === CONTENT_APIS.rideMap) return HttpResponse.json<ContentMetadata>(describeRide(contentApi, params));
      if (contentApi === CONTENT_APIS.routeSheet) return HttpResponse.json<ContentMetadata>(describeRouteSheet(params));
      if (contentApi === CONTENT_APIS.driverDaySheet) return HttpResponse.json<ContentMetadata>(describeDaySheet(params));
      throw badRequest(`Unknown content API "${contentApi}".`, 'UNKNOWN_CONTENT_API');
    });
  }),
];
