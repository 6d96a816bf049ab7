import type { MongoQuery } from '@casl/ability';
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';

type AnyRow = Record<string, unknown>;

/**
 * The tenant condition of the ability (`{ vendorId: 1, yardId: { $in: [1, 2, null] } }`, or true /
 * false) as a SQL condition on a table's columns: the same rule filters lists, lookups and writes.
 */
export function tenantWhere(condition: MongoQuery | boolean, table: string) {
  return (eb: ExpressionBuilder<Record<string, AnyRow>, string>): Expression<SqlBool> => {
    if (condition === true) return sql<SqlBool>`1 = 1`;
    if (condition === false) return sql<SqlBool>`1 = 0`;
    const parts = Object.entries(condition as Record<string, unknown>).map(([column, expected]) => {
      const ref = eb.ref(`${table}.${column}`);
      if (expected && typeof expected === 'object' && '$in' in expected) {
        const values = (expected as { $in: (number | null)[] }).$in;
        const ids = values.filter((v): v is number => v !== null);
        const inList = ids.length ? eb(ref, 'in', ids) : sql<SqlBool>`1 = 0`;
        return values.includes(null) ? eb.or([inList, eb(ref, 'is', null)]) : inList;
      }
      return eb(ref, '=', expected as number);
    });
    return eb.and(parts);
  };
}
