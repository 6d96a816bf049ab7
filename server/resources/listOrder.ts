import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { declarationOf } from '../../resources';
import type { AccountResponse } from '../../permissions/accountContext';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { blankName, sortKeyOf, type NamePart, type SortKey } from '../../resources/engine/sorting';
import type { ListLanguage } from './listLanguage';
import type { ListParams } from './listParams';
import type { Row } from './recordCodec';
import { readableRows } from './tenantScope';

type Sql = Expression<unknown>;
type RowsQuery = SelectQueryBuilder<Record<string, Row>, string, Row>;

/** The referenced record a list is sorted by the name of, joined under this name. */
const SORTED_BY = 'sortedBy';

/** Empty text is no value: it goes with the missing ones, as it shows the same. */
const orNull = (value: Sql, blank = '') => sql`nullif(${value}, ${blank})`;

/**
 * A record's name as the screens write it: its fields as text, missing ones as nothing, with the
 * text between; no name at all (a blank one) where there is no record.
 */
const nameSql = (parts: readonly NamePart[]) => orNull(
  sql`${sql.join(parts.map((part) => ('field' in part ? sql`coalesce(cast(${sql.ref(`${SORTED_BY}.${part.field}`)} as text), '')` : sql`${part.text}`)), sql` || `)}`,
  blankName(parts),
);

/** The value the rows are put in order by, in the reader's language, and whether it may be missing. */
function orderValue(resource: ResourceDeclaration, field: string, key: SortKey, language: ListLanguage): { value: Sql; nullable: boolean } {
  if ('reference' in key) {
    const [only] = key.name;
    const single = key.name.length === 1 && 'field' in only ? sql.ref(`${SORTED_BY}.${only.field}`) : undefined;
    if (single && key.kind === 'stored') return { value: single, nullable: true };
    return { value: language.text(single ? orNull(single) : nameSql(key.name)), nullable: true };
  }
  const column = sql.ref(`${resource.table}.${field}`);
  // A value every row has needs no word on where missing ones go, and its index serves the order as it is.
  const nullable = field !== 'id' && !resource.fields[field]?.required;
  if (key.kind === 'choice') return { value: language.choice(column, key.choices ?? []), nullable: true };
  if (key.kind === 'text') return { value: language.text(orNull(column)), nullable: true };
  return { value: column, nullable };
}

/** Who the rows are ordered for: the language they read, and the account whose records they may see. */
export interface OrderReader {
  language: ListLanguage;
  account: AccountResponse;
}

/**
 * Puts a list's rows in the order its query asks for — a reference by the name of the record it
 * points to, text and choices in the reader's language, missing values last either way — and ids
 * breaking ties, so that pages follow one another without a row twice or missed. A referenced
 * record the reader may not see has no name for them (its cell is empty), and sorts as none.
 */
export function inListOrder(query: RowsQuery, resource: ResourceDeclaration, sort: ListParams['sort'], { language, account }: OrderReader): RowsQuery {
  const key = sortKeyOf(resource, sort.field, declarationOf);
  const joined = 'reference' in key
    ? query.leftJoin(`${key.reference.table} as ${SORTED_BY}`, (join) => join.onRef(`${SORTED_BY}.id`, '=', `${resource.table}.${sort.field}`).on(readableRows(account, key.reference, SORTED_BY)))
    : query;
  const { value, nullable } = orderValue(resource, sort.field, key, language);
  return joined
    .orderBy(value, (item) => (nullable ? item[sort.order]().nullsLast() : item[sort.order]()))
    .orderBy(`${resource.table}.id`, sort.order);
}
