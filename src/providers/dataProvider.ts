import type { RunStudents, StudentService } from '../../resources/students/service';
import type { AddressLookupAnswer } from '../../resources/engine/location';
import simpleRestProvider from 'ra-data-simple-rest';
import {
  fetchUtils, type DeleteManyParams, type DeleteParams, type GetListParams, type GetListResult, type GetManyParams, type GetManyReferenceParams, type Identifier, type RaRecord,
} from 'react-admin';
import type { RIDE_DETAIL_OUTPUTS } from '../../resources/rides/details';
import { busLookupSearch } from '../../resources/transportation-requests/busLookupSearch';
import type { BusLookupQuery, BusLookupResult } from '../../resources/transportation-requests/busLookup';
import { listQuery, pageFrom, referencedRecords, type ListReference } from './listPage';

/** The stock simple-REST client over /api, with the session cookie on every call. */
const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

/** Records asked for by id in one request: the server's largest page. */
const IDS_PER_REQUEST = 500;

/**
 * Records by id, every one of them: asked for with the range they fill (a list answers its first
 * 25 otherwise), in pages the server takes.
 */
async function getMany(resource: string, ids: readonly unknown[], signal?: AbortSignal): Promise<RaRecord[]> {
  const pages: Promise<RaRecord[]>[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
    const some = ids.slice(start, start + IDS_PER_REQUEST);
    const query = new URLSearchParams({ filter: JSON.stringify({ id: some }), range: JSON.stringify([0, some.length - 1]) });
    pages.push(httpClient(`/api/${resource}?${query}`, { signal }).then(({ json }) => json as RaRecord[]));
  }
  return (await Promise.all(pages)).flat();
}

async function fetchList(resource: string, params: GetListParams): Promise<GetListResult> {
  const { headers, json } = await httpClient(`/api/${resource}?${listQuery(params)}`, { signal: params.signal });
  const page = pageFrom(headers, json, params.pagination);
  const references = prefetchOf(params);
  if (!references?.length) return page;
  const prefetched = await referencedRecords(page.data, references, (name, ids) => getMany(name, ids, params.signal));
  return { ...page, meta: { ...page.meta, prefetched } };
}

const prefetchOf = (params: GetListParams) => (params.meta as { prefetch?: ListReference[] } | undefined)?.prefetch;
const pageKey = (resource: string, params: GetListParams) => `${resource}?${listQuery(params)}&prefetch=${JSON.stringify(prefetchOf(params) ?? [])}`;

/** A page asked for ahead is handed over only this soon after it was asked for; later lists ask afresh. */
const EARLY_PAGE_MS = 10_000;
const earlyPages = new Map<string, { askedAt: number; page: Promise<GetListResult> }>();
const isFresh = (early?: { askedAt: number }): early is { askedAt: number; page: Promise<GetListResult> } => early !== undefined && Date.now() - early.askedAt <= EARLY_PAGE_MS;

/**
 * Asks for a list's page before the list is on screen (while the console's code is still arriving):
 * the first list to ask for that very page gets this answer, once, instead of asking again.
 */
export function fetchPageAhead(resource: string, params: GetListParams): void {
  const key = pageKey(resource, params);
  if (isFresh(earlyPages.get(key))) return;
  const page = fetchList(resource, params);
  page.catch(() => undefined);
  earlyPages.set(key, { askedAt: Date.now(), page });
}

/**
 * One page of a list, with its total as the API tells it (exact, or past a bound: see listPage.ts),
 * and, when the list names its reference columns (`meta.prefetch`), the records they point to.
 */
function getList(resource: string, params: GetListParams): Promise<GetListResult> {
  const key = pageKey(resource, params);
  const early = earlyPages.get(key);
  earlyPages.delete(key);
  return isFresh(early) ? early.page.catch(() => fetchList(resource, params)) : fetchList(resource, params);
}

/** Versions of the records a bulk delete removes, as they were shown (`meta.versions`, see VersionedBulkDeleteButton). */
export type DeleteManyMeta = { versions: Record<string, number> };

/** A delete is based on the record as it was read, as a save is: the server refuses a stale one (409). */
async function deleteRecord(resource: string, id: Identifier, version: unknown): Promise<RaRecord> {
  const query = typeof version === 'number' ? `?${new URLSearchParams({ version: String(version) })}` : '';
  return (await httpClient(`/api/${resource}/${encodeURIComponent(String(id))}${query}`, { method: 'DELETE' })).json as RaRecord;
}

export type RideOutput = (typeof RIDE_DETAIL_OUTPUTS)[number];

/** Beside the stock methods: one per-ride output of spec 7.3 (`/api/rides/:id/<output>`), and the live map's snapshot. */
export const dataProvider = {
  ...simpleRestProvider('/api', httpClient),
  getList,
  getMany: async <RecordType extends RaRecord>(resource: string, { ids, signal }: GetManyParams<RecordType>) => ({ data: (await getMany(resource, ids, signal)) as RecordType[] }),
  getManyReference: (resource: string, { target, id, filter, ...params }: GetManyReferenceParams) =>
    getList(resource, { ...params, filter: { ...filter, [target]: id } }),
  delete: async <RecordType extends RaRecord>(resource: string, { id, previousData }: DeleteParams<RecordType>) =>
    ({ data: (await deleteRecord(resource, id, previousData?.version)) as RecordType }),
  deleteMany: async <RecordType extends RaRecord>(resource: string, { ids, meta }: DeleteManyParams<RecordType>) => {
    const versions = (meta as DeleteManyMeta | undefined)?.versions ?? {};
    return { data: (await Promise.all(ids.map((id) => deleteRecord(resource, id, versions[String(id)])))).map((record) => record.id as RecordType['id']) };
  },
  rideOutput: async <T,>(rideId: number | string, output: RideOutput): Promise<T> =>
    (await httpClient(`/api/rides/${encodeURIComponent(String(rideId))}/${output}`)).json as T,
  /** A declared status step (`POST /api/<resource>/:id/<step>`), based on the version shown, with the step's input if it has one. */
  transition: async (resource: string, id: number | string, step: string, version: number, input: Record<string, unknown> = {}): Promise<{ id: number } & Record<string, unknown>> =>
    (await httpClient(`/api/${resource}/${encodeURIComponent(String(id))}/${step}`, { method: 'POST', body: JSON.stringify({ ...input, version }) })).json,
  liveSnapshot: async <T,>(what: 'vehicles' | 'area' | 'route-issues'): Promise<T> => (await httpClient(`/api/live/${what}`)).json as T,
  studentService: async (studentId: Identifier): Promise<StudentService> => (await httpClient(`/api/students/${encodeURIComponent(String(studentId))}/service`)).json as StudentService,
  /** A run's students by stop today (`GET /api/routes/:id/students`): who, or how many. */
  runStudents: async (routeId: Identifier): Promise<RunStudents> => (await httpClient(`/api/routes/${encodeURIComponent(String(routeId))}/students`)).json as RunStudents,
  /** The places the configured geocoder finds for an address (`GET /api/geocode?q=`). */
  lookUpAddress: async (address: string): Promise<AddressLookupAnswer> => (await httpClient(`/api/geocode?${new URLSearchParams({ q: address })}`)).json as AddressLookupAnswer,
  busLookup: async (query: BusLookupQuery): Promise<BusLookupResult> => (await httpClient(`/api/transportation-requests/bus-lookup?${busLookupSearch(query)}`)).json as BusLookupResult,
  /** A section's own step beside the declared ones (a bulk approval, a refresh): `POST /api/<path>`. */
  action: async <T,>(path: string, body: unknown): Promise<T> => (await httpClient(`/api/${path}`, { method: 'POST', body: JSON.stringify(body) })).json as T,
};
