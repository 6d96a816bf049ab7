import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ValidationError, type ObjectSchema } from 'yup';
import type { CodeRule } from '../../permissions/codeRules';
import { locationVerifiedAfter, type ResourceDeclaration } from '../../resources/engine/resource';
import { resourceSchema } from '../../resources/engine/validation';
import { forbidden } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { badRequest, notFound, refusal } from '../errors';
import { LIVE_PUBLISHERS, WRITE_EFFECTS } from './effects';
import type { ListScope } from './listQuery';
import { WRITE_PREPARATIONS, type PendingWrite } from './preparations';
import { changedFields, toColumns, withoutServerFields, type Row } from './recordCodec';
import { assertAllowedRow, assertChoicesFromRecords, assertReferencesVisible, explainConstraint } from './writeChecks';

export type LooseDb = Kysely<Record<string, Row>>;
type Session = { userId: number; impersonatorUserId: number | null };
/** What a write did: the row as it was and as it is (null for a new or a deleted one). */
export type CommittedChange = { before: Row | null; after: Row | null; transition?: string };

export const STALE = refusal(409, 'stale', 'STALE_VERSION');

/** A body as its rules accept it, or 400 naming the first problem. */
export async function validated(schema: ObjectSchema<Row>, body: unknown): Promise<Row> {
  try {
    return await schema.validate(body, { abortEarly: true });
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(error.message, 'VALIDATION_FAILED', error.path || undefined);
    throw error;
  }
}

/**
 * The rules a write of these fields needs: a field's own rule where it has one, `base` (the edit or
 * create rule) for the others, and a field's view rule too — nobody sets what they may not see.
 */
export function rulesForChanging(resource: ResourceDeclaration, fields: string[], base: CodeRule): CodeRule[] {
  const rules = new Map<string, CodeRule>();
  const add = (rule: CodeRule) => rules.set(rule.join(':'), rule);
  for (const name of fields) {
    add(resource.fields[name]?.editRule ?? base);
    if (resource.fields[name]?.viewRule) add(resource.fields[name].viewRule!);
  }
  return rules.size ? [...rules.values()] : [base];
}

/** What the caller says about an update besides its body: the audit entry's and the history's extra detail. */
export interface UpdateNote {
  /** Added to the audit entry (`{ bulk: 'cancel' }`). */
  audit?: Record<string, unknown>;
  /** Handed to the entity's effects (a cancellation's reason, for the ride's history). */
  detail?: Record<string, unknown>;
}

/**
 * How one declared entity's records are written: found in the caller's tenant, checked, prepared,
 * versioned, audited and given their effects in one transaction, then published live. The CRUD
 * routes and the bulk routes that change records one by one (rides) share it, so that a row changed
 * in bulk is checked exactly as when it is saved alone.
 */
export function recordWrites(context: AppContext, resource: ResourceDeclaration, scope: (request: FastifyRequest) => Promise<ListScope>) {
  const db = context.database.db as unknown as LooseDb;
  const { table } = resource;
  const validate = resourceSchema(resource);
  const audit = (request: FastifyRequest, action: string, recordId?: number, detail?: Record<string, unknown>, into: LooseDb = db) =>
    auditRequest(into as unknown as Kysely<Database>, request, context, { action, entity: resource.name, recordId, detail });
  const checkBody = async (body: unknown, completeWith: (fields: Row) => Row = (fields) => fields): Promise<Row> => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object.', 'INVALID_BODY');
    return validated(validate, completeWith(withoutServerFields(resource, body as Row)));
  };
  const effect = WRITE_EFFECTS[resource.name];
  const preparation = WRITE_PREPARATIONS[resource.name];
  const { location } = resource;
  const prepare = async (trx: LooseDb, write: PendingWrite): Promise<Row> => {
    await assertChoicesFromRecords(trx, resource, write.before, write.next);
    // An address changed without a new point is not silently kept at the old one.
    const located = location ? { [location.verified]: locationVerifiedAfter(location, write.before, write.next) ? 1 : 0 } : {};
    return { ...located, ...(preparation ? await preparation(trx as unknown as Kysely<Database>, write) : {}) };
  };
  const publish = LIVE_PUBLISHERS[resource.name];

  /**
   * A write, its audit entry and its effects (a ride's history) commit together or not at all;
   * `work` returns the row before and after, or null when the write found nothing to change.
   */
  const commit = async (request: FastifyRequest, session: Session, action: 'create' | 'update' | 'delete', work: (trx: LooseDb) => Promise<CommittedChange | null>, detail?: (change: CommittedChange) => Record<string, unknown>, note?: Record<string, unknown>) => {
    try {
      const committed = await db.transaction().execute(async (trx) => {
        const change = await work(trx);
        if (!change) return null;
        const recordId = (change.after ?? change.before)!.id as number;
        await audit(request, action, recordId, detail?.(change), trx);
        const derived = await effect?.(trx as unknown as Kysely<Database>, { ...change, actorUserId: session.userId, at: new Date().toISOString(), note });
        return derived && change.after ? { ...change, after: { ...change.after, ...derived } } : change;
      });
      if (committed?.after && context.live) publish?.(context.live, committed.after);
      return committed;
    } catch (error) {
      throw explainConstraint(error) ?? error;
    }
  };

  const findScoped = async (request: FastifyRequest, id: number) => {
    const access = await scope(request);
    const row = await db.selectFrom(table).selectAll().where('id', '=', id).where(access.where).executeTakeFirst();
    if (!row) throw notFound(`No such ${resource.name} record.`);
    return { ...access, row };
  };

  /** A versioned save of a whole record (PUT): refused when stale, when a field's rule or the tenant forbids it. */
  const update = async (request: FastifyRequest, id: number, body: unknown, note: UpdateNote = {}) => {
    const { row, session, account, ability, today } = await findScoped(request, id);
    const version = (body as Row | undefined)?.version;
    if (!Number.isInteger(version)) throw badRequest('version is required: the version of the record the change is based on.', 'VERSION_REQUIRED');
    if (version !== row.version) throw STALE;
    const columns = toColumns(resource, await checkBody(body));
    const next = { ...row, ...columns };
    // A reference left as it was is not the caller's choice (a vendor keeps a ride's district it cannot open).
    const changed = Object.fromEntries(Object.entries(columns).filter(([name, value]) => value !== row[name]));
    await assertReferencesVisible(db, resource, account, changed);
    const rules = rulesForChanging(resource, Object.keys(changed), resource.permissions.edit!);
    for (const rule of rules) if (!ability.can(...rule)) throw forbidden();
    const change = await commit(request, session, 'update', async (trx) => {
      const stored = { ...columns, ...await prepare(trx, { before: row, next }) };
      for (const [action, ruleSubject] of rules) assertAllowedRow(ability, action, resource, { ...row, ...stored }, ruleSubject as typeof resource.subject);
      const updated = await trx.updateTable(table).set({ ...stored, version: (row.version as number) + 1, updatedAt: new Date().toISOString() })
        .where('id', '=', id).where('version', '=', row.version as number).returningAll().executeTakeFirst();
      return updated ? { before: row, after: updated } : null;
    }, ({ before, after }) => ({ fields: changedFields(before!, after!), ...note.audit }), note.detail);
    if (!change) throw STALE;
    return { after: change.after!, ability, today };
  };

  return { audit, checkBody, prepare, commit, findScoped, update };
}
