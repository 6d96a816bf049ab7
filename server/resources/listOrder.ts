import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { AccountResponse } from '../../permissions/accountContext';
import { declarationOf } from '../../resources';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { blankName, sortKeyOf, type NamePart, type SortKey } from '../../resources/engine/sorting';
import type { ListLanguage } from './listLanguage';
import type { ListParams } from './listParams';
import type { Row } from './recordCodec';
import { readableRows } from './tenantScope';

type Sql = Expression<unknown>;
type RowsQuery = SelectQueryBuilder<Record<string, Row>, string, Row>;
type ReferenceKey = Extract<SortKey, { reference: ResourceDeclaration }>;

/** Who the rows are ordered for: the language they read, and the account whose records they may see. */
export interface OrderReader {
  language: ListLanguage;
  account: AccountResponse;
}

/** The referenced records a list is sorted by the names of, joined under this name. */
const SORTED_BY = 'sortedBy';
/** The referenced table, as read to rank its names. */
const NAMED = 'named';

/** Empty text is no value: it goes with the missing ones, as it shows the same. */
const orNull = (value: Sql, blank = '') => sql`nullif(${value}, ${blank})`;

/**
 * A referenced record's name in `table`, as the screens write it: one field as it is (a choice by
 * its label's rank); several as the text they make, missing ones as nothing, no name where all are.
 */
function nameIn(table: string, { kind, choices, name }: ReferenceKey, language: ListLanguage): Sql {
  const [only] = name;
  if (name.length === 1 && 'field' in only) {
    const value = sql.ref(`${table}.${only.field}`);
    return kind === 'choice' ? language.choice(value, choices ?? []) : kind === 'text' ? orNull(value) : value;
  }
  const parts = name.map((part: NamePart) => ('field' in part ? sql`coalesce(cast(${sql.ref(`${table}.${part.field}`)} as text), '')` : sql`${part.text}`));
  return orNull(sql.join(parts, sql` || `), blankName(name));
}

/**
 * The rows with the referenced records the reader may see joined, and the value that orders them: a
 * name of a number, a date or a choice as it is; a name in words by its rank among those records,
 * ranked once in the reader's language (a few hundred drivers) rather than compared in the language
 * for every row (a million rides).
 */
function byReferencedName(query: RowsQuery, resource: ResourceDeclaration, field: string, key: ReferenceKey, { language, account }: OrderReader): { query: RowsQuery; value: Sql } {
  const target = key.reference;
  const on = `${resource.table}.${field}`;
  if (key.kind !== 'text') {
    const joined = query.leftJoin(`${target.table} as ${SORTED_BY}`, (join) => join.onRef(`${SORTED_BY}.id`, '=', on).on(readableRows(account, target, SORTED_BY)));
    return { query: joined, value: nameIn(SORTED_BY, key, language) };
  }
  const name = nameIn(NAMED, key, language);
  const ranked = query.leftJoin(
    (eb) => eb.selectFrom(`${target.table} as ${NAMED}`).where(readableRows(account, target, NAMED))
      .select([`${NAMED}.id`, sql`case when ${name} is null then null else rank() over (order by ${language.text(name)}) end`.as('nameRank')])
      .as(SORTED_BY),
    (join) => join.onRef(`${SORTED_BY}.id`, '=', on),
  );
  return { query: ranked as unknown as RowsQuery, value: sql.ref(`${SORTED_BY}.nameRank`) };
}

/** A column of the list's own rows, in the reader's language, and whether it may be missing. */
function byColumn(resource: ResourceDeclaration, field: string, key: SortKey, language: ListLanguage): { value: Sql; nullable: boolean } {
  const column = sql.ref(`${resource.table}.${field}`);
  if (key.kind === 'choice') return { value: language.choice(column, key.choices ?? []), nullable: true };
  if (key.kind === 'text') return { value: language.text(orNull(column)), nullable: true };
  // A value every row has needs no word on where missing ones go, and its index serves the order as it is.
  return { value: column, nullable: field !== 'id' && !resource.fields[field]?.required };
}

/**
 * Puts a list's rows in the order its query asks for — a reference by the name of the record it
 * points to, text and choices in the reader's language, missing values last either way — and ids
 * breaking ties, so that pages follow one another without a row twice or missed. A referenced
 * record the reader may not see has no name for them (its cell is empty), and sorts as none.
 */
export function inListOrder(query: RowsQuery, resource: ResourceDeclaration, sort: ListParams['sort'], reader: OrderReader): RowsQuery {
  const key = sortKeyOf(resource, sort.field, declarationOf);
  const { query: joined, value, nullable } = 'reference' in key
    ? { ...byReferencedName(query, resource, sort.field, key, reader), nullable: true }
    : { query, ...byColumn(resource, sort.field, key, reader.language) };
  return joined
    .orderBy(value, (item) => (nullable ? item[sort.order]().nullsLast() : item[sort.order]()))
    .orderBy(`${resource.table}.id`, sort.order);
}
