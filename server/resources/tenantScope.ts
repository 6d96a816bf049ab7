import type { MongoQuery } from '@casl/ability';
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { AccountResponse } from '../../permissions/accountContext';
import { tenantCondition } from '../../permissions/defineAbility';
import { ownRowsOnly } from '../../permissions/ownRows';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import type { ResourceDeclaration } from '../../resources/engine/resource';

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

export type Where = ReturnType<typeof tenantWhere>;

/**
 * The rows of a declared entity an account may read, as a condition on `table` (the entity's table,
 * or the name it is joined under): its tenant's, in the entity's part of the table (`only`), and only
 * the account's own where it may see no others' (its own requests).
 */
export function readableRows(account: AccountResponse, resource: ResourceDeclaration, table = resource.table): Where {
  const tenant = tenantWhere(tenantCondition(account, TENANT_COLUMNS[resource.subject]), table);
  const only = Object.entries(resource.only ?? {});
  const scoped: Where = only.length ? (eb) => eb.and([tenant(eb), ...only.map(([column, values]) => eb(eb.ref(`${table}.${column}`), 'in', values))]) : tenant;
  const own = ownRowsOnly(account, 'view', resource.subject);
  return own ? (eb) => eb.and([scoped(eb), tenantWhere(own, table)(eb)]) : scoped;
}
