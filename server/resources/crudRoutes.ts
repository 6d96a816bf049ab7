import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ValidationError } from 'yup';
import { tenantCondition } from '../../permissions/defineAbility';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { searchableFields, type ResourceDeclaration } from '../../resources/engine/resource';
import { resourceSchema } from '../../resources/engine/validation';
import { accountAccessOf } from '../access';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import { badRequest, HttpError, notFound } from '../errors';
import { csvLine } from './csv';
import { parseListParams, type ListParams } from './listParams';
import { toColumns, toRecord, withoutSystemFields, type Row } from './recordCodec';
import { tenantWhere } from './tenantScope';
import { assertAllowedRow, assertReferencesVisible, explainConstraint, fillTenantColumns } from './writeChecks';

type LooseDb = Kysely<Record<string, Row>>;

const MAX_EXPORT_ROWS = 50_000;
const STALE = new HttpError(409, 'This record was changed by someone else. Reload it and try again.', 'STALE_VERSION');
const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['id'] } as const;

/**
 * One declared entity as the exact ra-data-simple-rest protocol under /api/<name>, every query scoped
 * to the caller's tenant and every write checked, validated, versioned and audited.
 */
export async function crudRoutes(app: FastifyInstance, context: AppContext & { resource: ResourceDeclaration }): Promise<void> {
  const { resource } = context;
  const db = context.database.db as unknown as LooseDb;
  const { table } = resource;
  const base = `/api/${resource.name}`;
  const validate = resourceSchema(resource);
  const sensitive = resource.subject === 'students';

  const scope = async (request: FastifyRequest) => {
    const access = await accountAccessOf(request, context);
    return { ...access, where: tenantWhere(tenantCondition(access.account, TENANT_COLUMNS[resource.subject]), table) };
  };
  const audit = (request: FastifyRequest, session: { userId: number; impersonatorUserId: number | null }, action: string, recordId?: number, detail?: Record<string, unknown>) =>
    recordAudit(context.database.db, { action, actorUserId: session.userId, impersonatorUserId: session.impersonatorUserId, portal: context.role, entity: resource.name, recordId, detail, ip: request.ip });
  const checkBody = async (body: unknown, completeWith: (fields: Row) => Row = (fields) => fields): Promise<Row> => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object.', 'INVALID_BODY');
    try {
      return await validate.validate(completeWith(withoutSystemFields(body as Row)), { abortEarly: true });
    } catch (error) {
      if (error instanceof ValidationError) throw badRequest(error.message, 'VALIDATION_FAILED');
      throw error;
    }
  };
  const write = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw explainConstraint(error) ?? error;
    }
  };

  const filtered = (params: ListParams, where: ReturnType<typeof tenantWhere>) => {
    let query = db.selectFrom(table).where(where);
    for (const clause of params.filters) {
      const column = `${table}.${clause.field}`;
      query = clause.op === 'is null' ? query.where(column, 'is', null) : query.where(column, clause.op, clause.value as never);
    }
    if (params.search) {
      const term = `%${params.search.toLowerCase().replace(/[%_\\]/g, '')}%`;
      query = query.where((eb) => eb.or(searchableFields(resource).map((field) => eb(eb.fn('lower', [eb.ref(`${table}.${field}`)]), 'like', term))));
    }
    return query;
  };

  app.get(base, { config: { access: { gate: [resource.permissions.view] } } }, async (request, reply) => {
    const params = parseListParams(resource, request.query as Record<string, string>);
    const { session, where } = await scope(request);
    const rows = await filtered(params, where).selectAll(table)
      .orderBy(`${table}.${params.sort.field}`, params.sort.order).orderBy(`${table}.id`, params.sort.order)
      .offset(params.range.start).limit(params.range.end - params.range.start + 1).execute();
    const { total } = await filtered(params, where).select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
    if (sensitive) await audit(request, session, 'read', undefined, { count: rows.length });
    const last = rows.length ? params.range.start + rows.length - 1 : params.range.start;
    reply.header('Content-Range', `${resource.name} ${params.range.start}-${last}/${Number(total)}`);
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return rows.map((row) => toRecord(resource, row, context.role));
  });

  app.get(`${base}/export`, { config: { access: { gate: [resource.permissions.view] } } }, async (request, reply) => {
    const params = parseListParams(resource, { ...(request.query as Record<string, string>), range: undefined });
    const { session, where } = await scope(request);
    const rows = await filtered(params, where).selectAll(table)
      .orderBy(`${table}.${params.sort.field}`, params.sort.order).orderBy(`${table}.id`, params.sort.order).limit(MAX_EXPORT_ROWS).execute();
    const records = rows.map((row) => toRecord(resource, row, context.role));
    const columns = ['id', ...Object.keys(resource.fields).filter((name) => name in (records[0] ?? toRecord(resource, {}, context.role)))];
    if (sensitive) await audit(request, session, 'export', undefined, { count: records.length });
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${resource.name}.csv"`);
    return csvLine(columns) + records.map((record) => csvLine(columns.map((column) => record[column]))).join('');
  });

  const findScoped = async (request: FastifyRequest, id: number) => {
    const access = await scope(request);
    const row = await db.selectFrom(table).selectAll().where('id', '=', id).where(access.where).executeTakeFirst();
    if (!row) throw notFound(`No such ${resource.name} record.`);
    return { ...access, row };
  };

  app.get<{ Params: { id: string } }>(`${base}/:id`, { config: { access: { gate: [resource.permissions.view] } }, schema: { params: idParams } }, async (request) => {
    const { row, session } = await findScoped(request, Number(request.params.id));
    if (sensitive) await audit(request, session, 'read', Number(request.params.id));
    return toRecord(resource, row, context.role);
  });

  if (resource.permissions.create) {
    app.post(base, { config: { access: { gate: [resource.permissions.create] } } }, async (request) => {
      const { session, account, ability } = await accountAccessOf(request, context);
      const columns = toColumns(resource, await checkBody(request.body, (fields) => fillTenantColumns(resource, account, fields)));
      // References first: another tenant's record reads as one that does not exist, as on every read.
      await assertReferencesVisible(db, resource, account, columns);
      assertAllowedRow(ability, 'create', resource, columns);
      const now = new Date().toISOString();
      const created = await write(() => db.insertInto(table).values({ ...columns, createdAt: now, updatedAt: now }).returningAll().executeTakeFirstOrThrow());
      await audit(request, session, 'create', created.id as number);
      return toRecord(resource, created, context.role);
    });
  }

  if (resource.permissions.edit) {
    app.put<{ Params: { id: string } }>(`${base}/:id`, { config: { access: { gate: [resource.permissions.edit] } }, schema: { params: idParams } }, async (request) => {
      const id = Number(request.params.id);
      const { row, session, account, ability } = await findScoped(request, id);
      const version = (request.body as Row | undefined)?.version;
      if (!Number.isInteger(version)) throw badRequest('version is required: the version of the record the change is based on.', 'VERSION_REQUIRED');
      if (version !== row.version) throw STALE;
      const columns = toColumns(resource, await checkBody(request.body));
      const next = { ...row, ...columns };
      await assertReferencesVisible(db, resource, account, columns);
      assertAllowedRow(ability, 'edit', resource, next);
      const updated = await write(() => db.updateTable(table).set({ ...columns, version: (row.version as number) + 1, updatedAt: new Date().toISOString() })
        .where('id', '=', id).where('version', '=', row.version as number).returningAll().executeTakeFirst());
      if (!updated) throw STALE;
      await audit(request, session, 'update', id, { fields: Object.keys(columns) });
      return toRecord(resource, updated, context.role);
    });
  }

  if (resource.permissions.delete) {
    app.delete<{ Params: { id: string } }>(`${base}/:id`, { config: { access: { gate: [resource.permissions.delete] } }, schema: { params: idParams } }, async (request) => {
      const id = Number(request.params.id);
      const { row, session } = await findScoped(request, id);
      await write(() => db.deleteFrom(table).where('id', '=', id).execute());
      await audit(request, session, 'delete', id);
      return toRecord(resource, row, context.role);
    });
  }
}
