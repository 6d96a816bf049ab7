import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { StoredCondition } from '../../resources/engine/derived';

type AnyRow = Record<string, unknown>;

/** A derived value's filter (resources/engine/derived.ts) as a SQL condition on a table's columns. */
export function storedConditionSql(eb: ExpressionBuilder<Record<string, AnyRow>, string>, table: string, condition: StoredCondition): Expression<SqlBool> {
  if ('all' in condition) return eb.and(condition.all.map((part) => storedConditionSql(eb, table, part)));
  if ('any' in condition) return eb.or(condition.any.map((part) => storedConditionSql(eb, table, part)));
  const column = eb.ref(`${table}.${condition.column}`);
  if ('value' in condition) return eb(column, condition.op, condition.value);
  return eb(column, condition.op === 'is null' ? 'is' : 'is not', null);
}
