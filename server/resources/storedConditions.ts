import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { StoredCondition } from '../../resources/engine/derived';

type AnyRow = Record<string, unknown>;

/** A derived value's or a quick filter's condition (resources/engine/derived.ts) as SQL on a table's rows. */
export function storedConditionSql(eb: ExpressionBuilder<Record<string, AnyRow>, string>, table: string, condition: StoredCondition): Expression<SqlBool> {
  if ('all' in condition) return eb.and(condition.all.map((part) => storedConditionSql(eb, table, part)));
  if ('any' in condition) return eb.or(condition.any.map((part) => storedConditionSql(eb, table, part)));
  if ('related' in condition) {
    const { table: other, key, where } = condition.related;
    // One pass over the related rows, whatever the size of the list.
    return eb(eb.ref(`${table}.id`), 'in', eb.selectFrom(other).select(`${other}.${key}`).where((inner) => storedConditionSql(inner, other, where)));
  }
  const column = eb.ref(`${table}.${condition.column}`);
  if ('value' in condition) return eb(column, condition.op, condition.value);
  return eb(column, condition.op === 'is null' ? 'is' : 'is not', null);
}
