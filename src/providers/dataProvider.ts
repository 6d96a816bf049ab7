import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type GetListParams, type GetManyReferenceParams, type RaRecord } from 'react-admin';
import type { RIDE_DETAIL_OUTPUTS } from '../../resources/rides/details';
import { busLookupSearch } from '../../resources/transportation-requests/busLookupSearch';
import type { BusLookupQuery, BusLookupResult } from '../../resources/transportation-requests/busLookup';
import { listQuery, pageFrom, referencedRecords, type ListReference } from './listPage';

/** The stock simple-REST client over /api, with the session cookie on every call. */
const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

async function getMany(resource: string, ids: unknown[], signal?: AbortSignal): Promise<RaRecord[]> {
  const query = new URLSearchParams({ filter: JSON.stringify({ id: ids }), range: JSON.stringify([0, ids.length - 1]) });
  return (await httpClient(`/api/${resource}?${query}`, { signal })).json as RaRecord[];
}

/**
 * One page of a list, with its total as the API tells it (exact, or past a bound: see listPage.ts),
 * and, when the list names its reference columns (`meta.prefetch`), the records they point to.
 */
async function getList(resource: string, params: GetListParams) {
  const { headers, json } = await httpClient(`/api/${resource}?${listQuery(params)}`, { signal: params.signal });
  const page = pageFrom(headers, json, params.pagination);
  const references = (params.meta as { prefetch?: ListReference[] } | undefined)?.prefetch;
  if (!references?.length) return page;
  const prefetched = await referencedRecords(page.data, references, (name, ids) => getMany(name, ids, params.signal));
  return { ...page, meta: { ...page.meta, prefetched } };
}

export type RideOutput = (typeof RIDE_DETAIL_OUTPUTS)[number];

/** Beside the stock methods: one per-ride output of spec 7.3 (`/api/rides/:id/<output>`), and the live map's snapshot. */
export const dataProvider = {
  ...simpleRestProvider('/api', httpClient),
  getList,
  getManyReference: (resource: string, { target, id, filter, ...params }: GetManyReferenceParams) =>
    getList(resource, { ...params, filter: { ...filter, [target]: id } }),
  rideOutput: async <T,>(rideId: number | string, output: RideOutput): Promise<T> =>
    (await httpClient(`/api/rides/${encodeURIComponent(String(rideId))}/${output}`)).json as T,
  /** A declared status step (`POST /api/<resource>/:id/<step>`), based on the version shown, with the step's input if it has one. */
  transition: async (resource: string, id: number | string, step: string, version: number, input: Record<string, unknown> = {}): Promise<{ id: number } & Record<string, unknown>> =>
    (await httpClient(`/api/${resource}/${encodeURIComponent(String(id))}/${step}`, { method: 'POST', body: JSON.stringify({ ...input, version }) })).json,
  liveSnapshot: async <T,>(what: 'vehicles' | 'route-issues'): Promise<T> => (await httpClient(`/api/live/${what}`)).json as T,
  busLookup: async (query: BusLookupQuery): Promise<BusLookupResult> => (await httpClient(`/api/transportation-requests/bus-lookup?${busLookupSearch(query)}`)).json as BusLookupResult,
  /** A section's own step beside the declared ones (a bulk approval, a refresh): `POST /api/<path>`. */
  action: async <T,>(path: string, body: unknown): Promise<T> => (await httpClient(`/api/${path}`, { method: 'POST', body: JSON.stringify(body) })).json as T,
};
