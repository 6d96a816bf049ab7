import { subject } from '@casl/ability';
import type { Kysely } from 'kysely';
import { tenantCondition, type AbilityContext, type AppAbility } from '../../permissions/defineAbility';
import type { Action, Subject } from '../../permissions/subjects';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { choicesIn } from '../../resources/engine/fields';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { RESOURCES } from '../../resources';
import { HttpError } from '../errors';
import type { Row } from './recordCodec';
import { tenantWhere } from './tenantScope';

type LooseDb = Kysely<Record<string, Row>>;

/**
 * Tenant columns the session decides: a vendor's own id, a district's own id, filled in when absent.
 * A read-only one is the server's to set from another record (a document's vendor is its driver's).
 */
export function fillTenantColumns(resource: ResourceDeclaration, account: AbilityContext, columns: Row): Row {
  const tenant = TENANT_COLUMNS[resource.subject];
  const filled = { ...columns };
  const fillable = (column: string | undefined): column is string => Boolean(column) && column !== 'id' && !resource.fields[column!]?.readOnly && filled[column!] == null;
  if (account.vendor && fillable(tenant?.vendor)) filled[tenant.vendor] = account.vendor.vendorId;
  if (account.district && fillable(tenant?.district)) filled[tenant.district] = account.district.districtId;
  return filled;
}

/**
 * A row the caller may not create or hold (another tenant's vendor, yard, district or campus) is
 * refused. A field's own rule may name another subject (a driver's standby, by the standby codes).
 */
export function assertAllowedRow(ability: AppAbility, action: Action, resource: ResourceDeclaration, row: Row, as: Exclude<Subject, 'all'> = resource.subject): void {
  // A tenant column the body leaves out is stored as null (a yard the server fills in later): checked as such.
  const unset = Object.values(TENANT_COLUMNS[resource.subject] ?? {}).filter((column) => column !== 'id' && row[column] === undefined);
  if (!ability.can(action, subject(as, { ...Object.fromEntries(unset.map((column) => [column, null])), ...row }))) {
    throw new HttpError(403, `This ${resource.name} record belongs to another organisation or yard.`, 'TENANT_MISMATCH');
  }
}

/** Every reference must name a record that exists and that the caller may see. */
export async function assertReferencesVisible(db: LooseDb, resource: ResourceDeclaration, account: AbilityContext, row: Row): Promise<void> {
  for (const [name, field] of Object.entries(resource.fields)) {
    const id = row[name];
    if (field.type !== 'reference' || id === null || id === undefined) continue;
    const target = RESOURCES.find((r) => r.name === field.reference);
    const table = target?.table ?? field.reference!.replace(/-/g, '_');
    const condition = target ? tenantCondition(account, TENANT_COLUMNS[target.subject]) : true;
    const found = await db.selectFrom(table).select('id').where('id', '=', id as number).where(tenantWhere(condition, table)).executeTakeFirst();
    if (!found) throw new HttpError(400, `${name} refers to a record that does not exist.`, 'INVALID_REFERENCE', name);
  }
}

/**
 * A value whose choices another record holds (a student's grade, their district's grade list) is one
 * of them, when it is set or changed, or when the record it takes them from changes: a value stored
 * before the list changed stays until then.
 */
export async function assertChoicesFromRecords(db: LooseDb, resource: ResourceDeclaration, before: Row | null, next: Row): Promise<void> {
  for (const [name, field] of Object.entries(resource.fields)) {
    const from = field.choicesFrom;
    const chosen = next[name];
    if (!from || chosen === null || chosen === undefined) continue;
    if (before && before[name] === chosen && before[from.reference] === next[from.reference]) continue;
    const target = RESOURCES.find((r) => r.name === resource.fields[from.reference].reference)!;
    const holder = await db.selectFrom(target.table).select(from.list).where('id', '=', next[from.reference] as number).executeTakeFirst();
    const choices = choicesIn(holder?.[from.list], from.value);
    if (!choices.includes(String(chosen))) {
      const owner = from.reference.replace(/Id$/, '');
      throw new HttpError(400, `${name}: "${String(chosen)}" is not one of the ${owner}'s choices (${choices.join(', ')}).`, 'VALIDATION_FAILED', name);
    }
  }
}

/** Database constraint failures in words; anything else is not ours to explain. */
export function explainConstraint(error: unknown): HttpError | undefined {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/.test(message)) {
    return new HttpError(409, 'A record with the same unique value already exists.', 'DUPLICATE');
  }
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint/.test(message)) {
    return new HttpError(409, 'This record is still used by other records.', 'IN_USE');
  }
  return undefined;
}
