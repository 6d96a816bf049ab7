import type { BusLookupQuery } from './busLookup';

const KEYS = ['requestId', 'campusId', 'address', 'lat', 'lng'] as const;
const NUMERIC: ReadonlySet<string> = new Set(['requestId', 'campusId', 'lat', 'lng']);

/** A lookup as the query string of its page and of its API call, empty values left out. */
export function busLookupSearch(query: BusLookupQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') search.set(key, String(value).trim());
  }
  return search;
}

/** The lookup a page address asks for, or undefined when it asks for none yet. */
export function busLookupOf(search: URLSearchParams): BusLookupQuery | undefined {
  const query: Record<string, string | number> = {};
  for (const key of KEYS) {
    const raw = search.get(key);
    // A value that is not a number goes to the server as typed, which names the problem.
    if (raw) query[key] = NUMERIC.has(key) && raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
  }
  return Object.keys(query).length ? (query as BusLookupQuery) : undefined;
}
