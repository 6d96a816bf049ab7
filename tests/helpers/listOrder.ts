import { CATALOGUES, type LocaleCode } from '../../i18n';
import type { AccountResponse } from '../../permissions/accountContext';
import { defineAbilityFor } from '../../permissions/defineAbility';
import { declarationOf } from '../../resources';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { blankName, sortableFieldsFor, sortKeyOf, type ListReader, type SortKey } from '../../resources/engine/sorting';
import { representRecord } from '../../resources/engine/readableValues';

export type SortOrder = 'ASC' | 'DESC';

type Row = Record<string, unknown> & { id: number };

/** A value as a column shows it, ready to compare; null where the cell is empty. */
export type Shown = string | number | null;

/** A demo user to the declaration's sort rules, from their account as the API sends it. */
export function readerOf(account: AccountResponse, portal: string): ListReader {
  const ability = defineAbilityFor(account);
  return { can: (rule) => ability.can(...rule), portal };
}

/** The fields the user may sort the list by, as the screens offer them; `id` has no column. */
export function offeredSorts(resource: ResourceDeclaration, reader: ListReader): string[] {
  return sortableFieldsFor(resource, reader, declarationOf).filter((name) => name !== 'id');
}

export const sortKey = (resource: ResourceDeclaration, field: string): SortKey => sortKeyOf(resource, field, declarationOf);

/**
 * How two values of a column compare as people read them: numbers (and dates read as times) by
 * size, text in the language at its first level — a letter's case and accents are the language's
 * finer points, which the database's collation and SQLite's collation key may weigh differently.
 */
export function comparerFor(key: SortKey, locale: string): (a: string | number, b: string | number) => number {
  if (key.kind === 'stored') return (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return (a, b) => collator.compare(String(a), String(b));
}

/**
 * Why the values are not in the order asked for, or undefined when they are: each value no
 * further from the start than the next, and empty ones last whichever the direction.
 */
export function orderProblem(values: readonly Shown[], compare: (a: string | number, b: string | number) => number, order: SortOrder): string | undefined {
  const direction = order === 'ASC' ? 1 : -1;
  for (let index = 1; index < values.length; index++) {
    const [before, after] = [values[index - 1], values[index]];
    if (before === null && after !== null) return `an empty value comes before ${JSON.stringify(after)} (row ${index + 1})`;
    if (before !== null && after !== null && direction * compare(before, after) > 0) return `${JSON.stringify(before)} comes before ${JSON.stringify(after)} (rows ${index}-${index + 1})`;
  }
  return undefined;
}

const blankAsEmpty = (value: unknown, blank = ''): Shown => (value === null || value === undefined || value === blank ? null : (value as string | number));

/**
 * What a column shows for each row of a page, as a list draws it: the value, a choice's label, a
 * referenced record's name — the records fetched by `getMany`, as the console fetches them.
 */
export async function shownValues(resource: ResourceDeclaration, field: string, rows: Row[], locale: LocaleCode, getMany: (resource: string, ids: unknown[]) => Promise<Row[]>): Promise<Shown[]> {
  const key = sortKey(resource, field);
  const labels = CATALOGUES[locale].choices as Record<string, string>;
  const asShown = (value: Shown) => (key.kind === 'choice' && value !== null ? labels[String(value)] ?? String(value) : value);
  if (!('reference' in key)) return rows.map((row) => asShown(blankAsEmpty(row[field])));
  const ids = [...new Set(rows.map((row) => row[field]).filter((id) => id !== null && id !== undefined))];
  const records = new Map((ids.length ? await getMany(key.reference.name, ids) : []).map((record) => [record.id, record]));
  const [only] = key.name;
  return rows.map((row) => {
    const referenced = records.get(row[field] as number);
    if (!referenced) return null;
    if (key.name.length === 1 && 'field' in only) return asShown(blankAsEmpty(referenced[only.field]));
    return blankAsEmpty(representRecord(key.reference.recordRepresentation, referenced), blankName(key.name));
  });
}
