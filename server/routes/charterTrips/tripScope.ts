import { subject as tagged } from '@casl/ability';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ValidationError } from 'yup';
import { tenantCondition } from '../../../permissions/defineAbility';
import type { CodeRule } from '../../../permissions/codeRules';
import { TENANT_COLUMNS } from '../../../permissions/tenantScopes';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import { fieldSchema } from '../../../resources/engine/validation';
import { accountAccessOf, forbidden, type AccountAccess } from '../../access';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../errors';
import type { Row } from '../../resources/recordCodec';
import { tenantWhere } from '../../resources/tenantScope';

export type LooseDb = Kysely<Record<string, Row>>;

export const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['id'] } as const;
export type IdParams = { Params: { id: string } };

/**
 * A record of a declared entity within the caller's tenant, found by id the way its own routes find
 * it: another tenant's record is one that does not exist.
 */
export async function findInTenant(request: FastifyRequest, context: AppContext, resource: ResourceDeclaration, id: number): Promise<AccountAccess & { row: Row }> {
  const access = await accountAccessOf(request, context);
  const db = context.database.db as unknown as LooseDb;
  const row = await db.selectFrom(resource.table).selectAll().where('id', '=', id)
    .where(tenantWhere(tenantCondition(access.account, TENANT_COLUMNS[resource.subject]), resource.table)).executeTakeFirst();
  if (!row) throw notFound(`No such ${resource.name} record.`);
  return { ...access, row };
}

/** The rule, for a row with these tenant columns: refused (403) when the codes or the row's tenant do not allow it. */
export function assertMay(access: AccountAccess, [action, subject]: CodeRule, row: Row): void {
  if (subject === 'all' || !access.ability.can(action, tagged(subject, { ...row }))) throw forbidden();
}

/** A value checked by its declared field's own rule, as a body of the engine's is; 400 naming it (after `context`) otherwise. */
export function checkField(resource: ResourceDeclaration, name: string, value: unknown, context = ''): void {
  try {
    fieldSchema(name, resource.fields[name]).validateSync(value ?? null);
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(`${context}${error.message}`, 'VALIDATION_FAILED');
    throw error;
  }
}
