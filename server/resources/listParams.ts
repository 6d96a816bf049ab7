import { declarationOf } from '../../resources';
import { filterableFields, searchableFields, unreadableFields, type ResourceDeclaration } from '../../resources/engine/resource';
import { sortableFieldsFor, type ListReader } from '../../resources/engine/sorting';
import { ownedBy } from '../db/keptAnswers';
import { badRequest } from '../errors';

export const MAX_PAGE_SIZE = 500;

export interface FilterClause {
  field: string;
  op: '=' | 'in' | '>=' | '<=' | 'is null';
  value?: unknown;
}

export interface ListParams {
  sort: { field: string; order: 'asc' | 'desc' };
  range: { start: number; end: number };
  filters: FilterClause[];
  /** The declaration's quick filters asked for, by name. */
  quick: string[];
  search?: string;
  /** The fields the search looks in: the searchable ones this reader may read (a reference's record too). */
  searchIn: string[];
}

/** The searchable fields a reader may read, a reference only where they may read the records it points to. */
function searchableBy(resource: ResourceDeclaration, reader: ListReader, unreadable: ReadonlySet<string>): string[] {
  return searchableFields(resource).filter((field) => {
    if (unreadable.has(field)) return false;
    const { reference } = resource.fields[field];
    return !reference || reader.can(declarationOf(reference)!.permissions.view);
  });
}

/** What a reader may sort, filter and search a declaration's list by. */
interface ListVocabulary {
  sortable: string[];
  filterable: string[];
  searchIn: string[];
}

/**
 * A reader's vocabulary of each list, worked out once for them (the same reader object while their
 * access holds), not on every request.
 */
const vocabularies = new WeakMap<ListReader, Map<ResourceDeclaration, ListVocabulary>>();

function vocabularyOf(resource: ResourceDeclaration, reader: ListReader): ListVocabulary {
  const ofReader = ownedBy(vocabularies, reader, () => new Map<ResourceDeclaration, ListVocabulary>());
  let vocabulary = ofReader.get(resource);
  if (!vocabulary) {
    const unreadable = unreadableFields(resource, reader.can);
    vocabulary = {
      sortable: sortableFieldsFor(resource, reader, declarationOf),
      filterable: ['id', ...filterableFields(resource)].filter((field) => !unreadable.has(field)),
      searchIn: searchableBy(resource, reader, unreadable),
    };
    ofReader.set(resource, vocabulary);
  }
  return vocabulary;
}

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${name} is not valid JSON.`, 'INVALID_PARAMETER');
  }
}

const isInteger = (v: unknown) => typeof v === 'number' && Number.isInteger(v);

/** Checks one filter value against its field's type; the message names the filter. */
function checkValue(resource: ResourceDeclaration, field: string, value: unknown): void {
  const declaration = field === 'id' ? { type: 'integer' as const } : resource.fields[field];
  const ok = (() => {
    switch (declaration.type) {
      case 'integer': case 'reference': return isInteger(value);
      case 'number': return typeof value === 'number' && Number.isFinite(value);
      case 'boolean': return typeof value === 'boolean';
      case 'enum': return typeof value === 'string' && (declaration.choices ?? []).includes(value);
      case 'json': return false;
      default: return typeof value === 'string' && value.length <= 200;
    }
  })();
  if (!ok) throw badRequest(`filter ${field}: ${JSON.stringify(value)} is not a valid value.`, 'INVALID_PARAMETER');
}

/**
 * The ra-data-simple-rest query (`sort`, `range`, `filter`) checked against the declaration's
 * allow-lists: anything not declared, unbounded, inverted or of the wrong type is a 400 naming it.
 * Fields the reader may not see are answered as if they were not declared, so that nobody learns a
 * price by sorting or filtering on it; the sorts allowed are the ones the screens offer this reader
 * (resources/engine/sorting.ts).
 */
export function parseListParams(resource: ResourceDeclaration, query: Record<string, string | undefined>, reader: ListReader): ListParams {
  const { sortable, filterable, searchIn } = vocabularyOf(resource, reader);
  let sort: ListParams['sort'] = { field: resource.defaultSort.field, order: resource.defaultSort.order === 'ASC' ? 'asc' : 'desc' };
  if (query.sort !== undefined) {
    const parsed = parseJson('sort', query.sort);
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || !['ASC', 'DESC'].includes(parsed[1])) {
      throw badRequest('sort must be ["field","ASC"] or ["field","DESC"].', 'INVALID_PARAMETER');
    }
    if (!sortable.includes(parsed[0])) throw badRequest(`sort: ${resource.name} cannot be sorted by "${parsed[0]}".`, 'INVALID_PARAMETER');
    sort = { field: parsed[0], order: parsed[1] === 'ASC' ? 'asc' : 'desc' };
  }

  let range = { start: 0, end: 24 };
  if (query.range !== undefined) {
    const parsed = parseJson('range', query.range);
    if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((n) => isInteger(n) && n >= 0)) throw badRequest('range must be [start,end] with whole numbers from 0.', 'INVALID_PARAMETER');
    const [start, end] = parsed as [number, number];
    if (end < start) throw badRequest('range: the end comes before the start.', 'INVALID_PARAMETER');
    if (end - start + 1 > MAX_PAGE_SIZE) throw badRequest(`range: at most ${MAX_PAGE_SIZE} records per page.`, 'INVALID_PARAMETER');
    range = { start, end };
  }

  const filters: FilterClause[] = [];
  const quick: string[] = [];
  let search: string | undefined;
  if (query.filter !== undefined) {
    const parsed = parseJson('filter', query.filter);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('filter must be a JSON object.', 'INVALID_PARAMETER');
    for (const [key, value] of Object.entries(parsed)) {
      if (key === 'q') {
        if (typeof value !== 'string' || value.length > 200) throw badRequest('filter q must be text of at most 200 characters.', 'INVALID_PARAMETER');
        if (searchableFields(resource).length === 0) throw badRequest(`filter q: ${resource.name} has no full-text search.`, 'INVALID_PARAMETER');
        search = value.trim() || undefined;
        continue;
      }
      if (resource.quickFilters && Object.hasOwn(resource.quickFilters, key)) {
        if (typeof value !== 'boolean') throw badRequest(`filter ${key}: true or false.`, 'INVALID_PARAMETER');
        if (value) quick.push(key);
        continue;
      }
      const [, field, suffix] = /^(.*?)(_gte|_lte)?$/.exec(key)!;
      if (!filterable.includes(field)) throw badRequest(`filter: ${resource.name} cannot be filtered by "${field}".`, 'INVALID_PARAMETER');
      if (resource.fields[field]?.derived && (suffix || value === null)) throw badRequest(`filter ${key}: ${field} is worked out when read and is filtered by its value only.`, 'INVALID_PARAMETER');
      if (value === null) filters.push({ field, op: 'is null' });
      else if (Array.isArray(value) && !suffix) {
        if (value.length > MAX_PAGE_SIZE) throw badRequest(`filter ${field}: at most ${MAX_PAGE_SIZE} values.`, 'INVALID_PARAMETER');
        value.forEach((v) => checkValue(resource, field, v));
        filters.push({ field, op: 'in', value });
      } else {
        checkValue(resource, field, value);
        filters.push({ field, op: suffix === '_gte' ? '>=' : suffix === '_lte' ? '<=' : '=', value });
      }
    }
  }
  return { sort, range, filters, quick, search, searchIn };
}
