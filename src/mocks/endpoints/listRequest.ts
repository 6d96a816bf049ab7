import { declarationOf } from '../../../resources';
import type { StoredCondition } from '../../../resources/engine/derived';
import { filterableFields, searchableFields, searchedNumber, searchTerms, type ResourceDeclaration } from '../../../resources/engine/resource';
import { mockStore } from '../records/mockStore';
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
  const allowed = ['id', 'q', ...filterableFields(resource), ...Object.keys(resource.quickFilters ?? {})];
  for (const key of Object.keys(filter)) if (!allowed.includes(key.replace(/_(gte|lte)$/, ''))) throw badRequest(`filter: ${resource.name} cannot be filtered by "${key}".`);
  return { sort: { field: sort[0], order: sort[1] }, range: { start: range[0], end: range[1] }, filter: filter as Record<string, unknown> };
}

const same = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

const compare = (a: unknown, b: unknown) => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
};

/** The mock's rows of a table a condition reaches through (a ride's route issues). */
const RELATED_ROWS: Readonly<Record<string, () => readonly object[]>> = {
  routeIssues: () => mockStore().routeIssues,
};

/** Whether a record's columns meet a quick filter's condition, as the server's SQL does (storedConditions.ts). */
function meets(record: Record<string, unknown>, condition: StoredCondition): boolean {
  if ('all' in condition) return condition.all.every((part) => meets(record, part));
  if ('any' in condition) return condition.any.some((part) => meets(record, part));
  if ('related' in condition) {
    const { table, key, where } = condition.related;
    return (RELATED_ROWS[table]() as Record<string, unknown>[]).some((row) => row[key] === record.id && meets(row, where));
  }
  const value = record[condition.column];
  if (!('value' in condition)) return (value === null || value === undefined) === (condition.op === 'is null');
  if (value === null || value === undefined) return false;
  const order = compare(value, condition.value);
  return { '=': order === 0, '<>': order !== 0, '<': order < 0, '<=': order <= 0, '>': order > 0, '>=': order >= 0 }[condition.op];
}

/** Whether one word of a search is found in one field, as the server looks (listQuery.ts): a reference in its record's searchable fields. */
function found(resource: ResourceDeclaration, record: Record<string, unknown>, field: string, term: string): boolean {
  const { reference, type } = resource.fields[field];
  if (reference) {
    const referenced = mockStore().byId(reference, record[field]);
    return referenced !== undefined && searchableFields(declarationOf(reference)!).some((name) => String(referenced[name] ?? '').toLowerCase().includes(term));
  }
  if (type === 'integer') {
    const number = searchedNumber(term);
    return number !== undefined && record[field] === number;
  }
  return String(record[field] ?? '').toLowerCase().includes(term);
}

/** Whether a record (as it reads: derived values worked out) passes one filter entry. */
function passes(resource: ResourceDeclaration, record: Record<string, unknown>, key: string, wanted: unknown): boolean {
  if (key === 'q') return searchTerms(String(wanted)).every((term) => searchableFields(resource).some((field) => found(resource, record, field, term)));
  const quick = resource.quickFilters?.[key];
  if (quick) return wanted !== true || meets(record, quick);
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
  const passing = records.filter((record) => Object.entries(request.filter).every(([key, wanted]) => passes(resource, record, key, wanted)));
  return { page: inListOrder(passing, resource, request.sort).slice(request.range.start, request.range.end + 1), total: passing.length };
}

export type { MockRow };
