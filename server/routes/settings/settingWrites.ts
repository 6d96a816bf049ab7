import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import type { MongoQuery } from '@casl/ability';
import { tenantWhere } from '../../resources/tenantScope';
import { explainConstraint } from '../../resources/writeChecks';

/** What the settings and route explorer writes share: refusals in words, and one transaction per write. */
export const staleVersion = () => new HttpError(409, 'This was changed by someone else. Reload it and try again.', 'STALE_VERSION');

/** A problem found by the shared rules of resources/ answers 400 with those rules' own words. */
export function refuseProblem(problem: string | null): void {
  if (problem) throw badRequest(problem, 'VALIDATION_FAILED');
}

/** The ability's tenant condition on a typed query (tenantWhere is typed for the CRUD routes' untyped ones). */
export function withinTenant(condition: MongoQuery | boolean, table: string) {
  return tenantWhere(condition, table) as never;
}

export const idParam = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

/**
 * A write and its audit entry in one transaction. Two first saves racing for the same unique row
 * meet the constraint: the later one is as stale as a save on an old version.
 */
export async function inOneTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    const explained = explainConstraint(error);
    throw explained?.code === 'DUPLICATE' ? staleVersion() : (explained ?? error);
  }
}
