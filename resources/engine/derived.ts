/** A condition on a row's stored columns, in which a derived value's filter is written. */
export type StoredCondition =
  | { column: string; op: '=' | '<>' | '<' | '<=' | '>' | '>='; value: string | number }
  | { column: string; op: 'is null' | 'is not null' }
  | { all: readonly StoredCondition[] }
  | { any: readonly StoredCondition[] }
  /** Some row of `table` whose `key` column holds this row's id matches `where` (a ride with a late route issue). */
  | { related: { table: string; key: string; where: StoredCondition } };

/**
 * A value worked out from a row's stored columns on the day it is read (a document's state from its
 * expiry), never stored, so that it cannot go stale overnight. Lists filter it through the stored
 * columns it is worked out from, so the filter and the value always agree.
 */
export interface DerivedValue {
  valueOf(row: Readonly<Record<string, unknown>>, today: string): string;
  /** The rows that have this value on that day. */
  whereIs(value: string, today: string): StoredCondition;
}
