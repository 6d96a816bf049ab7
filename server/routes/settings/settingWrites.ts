import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccountAccess } from '../../access';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import type { MongoQuery } from '@casl/ability';
import { tenantWhere } from '../../resources/tenantScope';
import { explainConstraint } from '../../resources/writeChecks';

/** What the settings and route explorer writes share: refusals in words, and their audit entries. */
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

export interface SettingAudit {
  action: string;
  entity: string;
  recordId?: number;
  tenant?: { kind: string; id: number };
  detail?: Record<string, unknown>;
}

/** Appends a write (or a read of student details) to the audit log, inside the write's own transaction when given one. */
export function auditWrite(db: Kysely<Database>, request: FastifyRequest, context: AppContext, { session }: AccountAccess, entry: SettingAudit): Promise<void> {
  return recordAudit(db, {
    action: entry.action, actorUserId: session.userId, impersonatorUserId: session.impersonatorUserId, portal: context.role,
    tenantKind: entry.tenant?.kind, tenantId: entry.tenant?.id, entity: entry.entity, recordId: entry.recordId, detail: entry.detail, ip: request.ip,
  });
}

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
