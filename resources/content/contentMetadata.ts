/**
 * The content landing page (spec 2.9, 3 "Content metadata", 7.5): a file a section hands to users (a
 * CSV export, a ride report, a ride map) is first described by the server, then viewed or
 * downloaded from the landing page. Shared by the console, which links to the page and shows the
 * card, and the server, which answers the metadata call.
 */

import type { ExportFormat } from '../engine/exportColumns';

/** Spec 3 "Enumerations": file types and content actions. */
export const FILE_TYPES = ['csv', 'pdf', 'image', 'html'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const CONTENT_ACTIONS = ['view', 'download'] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/** Where the console asks for a content's metadata. */
export const CONTENT_METADATA_PATH = '/api/content/metadata';

export interface ContentMetadataRequest {
  /** One of the known content APIs (a whitelist, never a free URL): see CONTENT_APIS. */
  contentApi: string;
  /** The content API's query, e.g. `{ rideId: '12' }` or `{ filter: '{"status":"active"}' }`. */
  params: Record<string, string>;
  /**
   * The method the content API is called with (spec 7.5), GET when not given: each content API takes
   * one, and a call with another is refused, naming it. A report prepared on demand takes POST.
   */
  method?: string;
}

/** The methods content APIs are called with: reading one (GET), or having it prepared (POST). */
export type ContentMethod = 'GET' | 'POST';

/** Spec 3: `action`, `context` and `message` are HTML, which the console sanitises before showing. */
export interface ContentMetadata {
  action: string;
  context: string;
  message?: string;
  /** A same-origin path to the content itself. */
  actionLink: string;
  actionButtonLabel: string;
}

/**
 * The content APIs the landing page serves. Besides these, `/api/<resource>/export` of every
 * declared resource (its CSV export, with `filter` and `sort` as the list takes them).
 */
export const CONTENT_APIS = {
  /** A ride's report as an HTML document; params `{ rideId }`. */
  rideReport: '/api/content/ride-report',
  /** A ride's planned path and stops as an SVG image; params `{ rideId }`. */
  rideMap: '/api/content/ride-map',
  /** A run's route sheet as a PDF (ROUTE_SHEET_PRINT); params `{ routeId }`. */
  routeSheet: '/api/content/route-sheet',
  /** A driver's day, each ride's run sheet after a list of the rides, as a PDF (ROUTE_SHEET_PRINT); params `{ driverId, date? }`. */
  driverDaySheet: '/api/content/driver-day-sheet',
} as const;

/** A resource's CSV export as a content API. */
export const resourceExportApi = (resource: string) => `/api/${resource}/export`;

/**
 * How the landing page names a section's export in each of its formats (its `format` parameter): the
 * file it holds, and its button. A workbook is a download of the spec's "csv" type, the tabular one.
 */
export const EXPORT_TEXTS: Readonly<Record<ExportFormat, { file: string; button: string }>> = {
  csv: { file: 'a CSV file', button: 'Download CSV' },
  xlsx: { file: 'an Excel workbook', button: 'Download Excel workbook' },
};

export interface LandingLink {
  action: ContentAction;
  fileType: FileType;
  contentApi: string;
  params?: Record<string, string>;
  method?: string;
}

/**
 * The landing page's address for a content (spec 2.9): `params` travels as one `key=value&…`
 * string, each key and value URL-encoded inside it so that a JSON filter holding `&` survives.
 */
export function landingHref(link: LandingLink): string {
  const query = new URLSearchParams({ action: link.action, fileType: link.fileType, target: link.contentApi, params: paramsToString(link.params ?? {}) });
  if (link.method) query.set('method', link.method);
  return `/landing?${query}`;
}

export function paramsToString(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** The landing's `params` string as the object the metadata call takes (spec 3). */
export function paramsFromString(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}
