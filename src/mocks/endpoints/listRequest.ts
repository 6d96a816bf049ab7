import { declarationOf } from '../../../resources';
import { filterableFields, searchableFields, searchTerms, type ResourceDeclaration } from '../../../resources/engine/resource';
import { sortableFieldsFor } from '../../../resources/engine/sorting';
import type { MockRow } from '../records/recordTypes';
import { inListOrder, MOCK_READER } from './listOrder';
import { badRequest } from './mockReplies';

export const MAX_PAGE_SIZE = 500;

/** A list request of ra-data-simple-rest: `sort=["field","ASC"]&range=[start,end]&filter={…}`. */
export interface ListRequest {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: Record<string, unknown>;
}

function parsed(name: string, raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${name} is not valid JSON.`);
  }
}

/** The request's sort, range and filter, checked against the declaration as the server checks them. */
export function listRequestOf(resource: ResourceDeclaration, search: URLSearchParams): ListRequest {
  const sort = parsed('sort', search.get('sort')) ?? [resource.defaultSort.field, resource.defaultSort.order];
  if (!Array.isArray(sort) || sort.length !== 2 || !['ASC', 'DESC'].includes(sort[1])) throw badRequest('sort must be ["field","ASC"] or ["field","DESC"].');
  if (!sortableFieldsFor(resource, MOCK_READER, declarationOf).includes(sort[0])) throw badRequest(`sort: ${resource.name} cannot be sorted by "${sort[0]}".`);
  const range = parsed('range', search.get('range')) ?? [0, 24];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0] || range[1] - range[0] + 1 > MAX_PAGE_SIZE) {
    throw badRequest('range must be [start,end] with whole numbers from 0, at most 500 records.');
  }
  const filter = parsed('filter', search.get('filter')) ?? {};
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw badRequest('filter must be a JSON object.');
  const allowed = ['id', 'q', ...filterableFields(resource)];
  for (const key of Object.keys(filter)) if (!allowed.includes(key.replace(/_(gte|lte)$/, ''))) throw badRequest(`filter: ${resource.name} cannot be filtered by "${key}".`);
  return { sort: { field: sort[0], order: sort[1] }, range: { start: range[0], end: range[1] }, filter: filter as Record<string, unknown> };
}

const same = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

const compare = (a: unknown, b: unknown) => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
};

/** Whether a record (as it reads: derived values worked out) passes one filter entry. */
function passes(record: Record<string, unknown>, key: string, wanted: unknown, searchIn: readonly string[]): boolean {
  if (key === 'q') return searchTerms(String(wanted)).every((term) => searchIn.some((field) => String(record[field] ?? '').toLowerCase().includes(term)));
  const [, field, bound] = /^(.*?)(_gte|_lte)?$/.exec(key)!;
  const value = record[field];
  if (bound === '_gte') return value != null && compare(value, wanted) >= 0;
  if (bound === '_lte') return value != null && compare(value, wanted) <= 0;
  if (wanted === null) return value === null || value === undefined;
  if (Array.isArray(wanted)) return wanted.some((one) => same(value, one));
  return same(value, wanted);
}

/** The page the request asks for, and how many records pass its filter. */
export function listPage(records: readonly (Record<string, unknown> & { id: number })[], resource: ResourceDeclaration, request: ListRequest): { page: Record<string, unknown>[]; total: number } {
  const searchIn = searchableFields(resource);
  const passing = records.filter((record) => Object.entries(request.filter).every(([key, wanted]) => passes(record, key, wanted, searchIn)));
  return { page: inListOrder(passing, resource, request.sort).slice(request.range.start, request.range.end + 1), total: passing.length };
}

export type { MockRow };
