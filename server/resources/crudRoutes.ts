import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { EXPORT_FORMATS, exportFormatOf } from '../../resources/engine/exportColumns';
import { editGate, type ResourceDeclaration, type StatusTransition } from '../../resources/engine/resource';
import { transitionSchema } from '../../resources/engine/validation';
import { accountAccessOf, forbidden } from '../access';
import { readsAudited } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { todayIn } from '../db/seed/calendar';
import { deleteVersionQuery, versionToDelete, type DeleteVersionQuery } from '../deleteVersion';
import { HttpError } from '../errors';
import { listHeaders, MAX_EXPORT_ROWS } from './listTotal';
import { keptPerAccess, listQueryOf } from './listQuery';
import { parseListParams } from './listParams';
import { TRANSITION_PREPARATIONS, type SettledTransition } from './preparations';
import { recordExport } from './recordExport';
import { recordMaker, toColumns, toRecord } from './recordCodec';
import { recordWrites, rulesForChanging, STALE, validated, type LooseDb } from './recordWrites';
import { assertAllowedRow, assertReferencesVisible, fillTenantColumns } from './writeChecks';

/** A list page as sent: its headers and its JSON. */
type ListPage = { headers: Record<string, string>; body: string };

const versionBody = { type: 'object', required: ['version'], properties: { version: { type: 'integer' } } } as const;
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
  const sensitive = readsAudited(resource);

  const list = listQueryOf(context, resource);
  const { scope } = list;
  const { audit, checkBody, prepare, commit, findScoped, update } = recordWrites(context, resource, scope);
  const checkTransitionBody = (transition: StatusTransition, body: unknown) => validated(transitionSchema(resource, transition), body);
  const settle = TRANSITION_PREPARATIONS[resource.name] ?? (async (): Promise<SettledTransition> => ({ moves: true }));

  /** A read of sensitive records is audited, so never kept. */
  const keptPage = keptPerAccess<ListPage>(context);
  app.get(base, { config: { access: { gate: [resource.permissions.view] } } }, async (request, reply) => {
    const page = await keptPage(request, async () => {
      const { rows, total, params, ability, today } = await list.pageOf(request);
      if (sensitive) await audit(request, 'read', undefined, { count: rows.length });
      const body = JSON.stringify(rows.map(recordMaker(resource, context.role, ability, today, 'columns')));
      return { value: { headers: listHeaders(resource.name, params.range.start, rows.length, total), body }, keep: !sensitive };
    });
    reply.headers(page.headers).type('application/json; charset=utf-8');
    return page.body;
  });

  app.get(`${base}/export`, { config: { access: { gate: [resource.permissions.export ?? resource.permissions.view] } } }, async (request, reply) => {
    const { format: asked, ...query } = request.query as Record<string, string>;
    const format = exportFormatOf(asked);
    if (!format) throw new HttpError(400, `format: ${EXPORT_FORMATS.join(' or ')}.`, 'INVALID_FORMAT', 'format');
    const scoped = await scope(request);
    const params = parseListParams(resource, { ...query, range: undefined }, scoped.reader);
    const rows = await list.ordered(params, scoped, 'all').limit(MAX_EXPORT_ROWS).execute();
    const file = await recordExport(context, resource, request, scoped, rows, format);
    if (sensitive) await audit(request, 'export', undefined, { count: rows.length });
    reply.header('Content-Type', file.contentType);
    reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return file.body;
  });

  app.get<{ Params: { id: string } }>(`${base}/:id`, { config: { access: { gate: [resource.permissions.view] } }, schema: { params: idParams } }, async (request) => {
    const { row, ability, today } = await findScoped(request, Number(request.params.id));
    if (sensitive) await audit(request, 'read', Number(request.params.id));
    return toRecord(resource, row, context.role, ability, today);
  });

  if (resource.permissions.create) {
    app.post(base, { config: { access: { gate: [resource.permissions.create] } } }, async (request) => {
      const { session, account, ability } = await accountAccessOf(request, context);
      const columns = toColumns(resource, await checkBody(request.body, (fields) => fillTenantColumns(resource, account, fields)));
      // References first: another tenant's record reads as one that does not exist, as on every read.
      await assertReferencesVisible(db, resource, account, columns);
      const setFields = Object.keys(columns).filter((name) => columns[name] !== null && columns[name] !== undefined);
      for (const rule of rulesForChanging(resource, setFields, resource.permissions.create!)) {
        if (!ability.can(...rule)) throw forbidden();
      }
      const now = new Date().toISOString();
      const change = await commit(request, session, 'create', async (trx) => {
        const row = { ...columns, ...await prepare(trx, { before: null, next: columns }) };
        assertAllowedRow(ability, resource.permissions.create![0], resource, row);
        return { before: null, after: await trx.insertInto(table).values({ ...row, createdAt: now, updatedAt: now }).returningAll().executeTakeFirstOrThrow() };
      });
      return toRecord(resource, change!.after!, context.role, ability, todayIn(account.account.timezone));
    });
  }

  if (resource.permissions.edit) {
    app.put<{ Params: { id: string } }>(`${base}/:id`, { config: { access: { gate: editGate(resource) } }, schema: { params: idParams } }, async (request) => {
      const { after, ability, today } = await update(request, Number(request.params.id), request.body);
      return toRecord(resource, after, context.role, ability, today);
    });
  }

  for (const [name, transition] of Object.entries(resource.statusFlow?.transitions ?? {})) {
    const field = resource.statusFlow!.field;
    app.post<{ Params: { id: string }; Body: { version: number } }>(`${base}/:id/${name}`, {
      config: { access: { gate: [transition.rule] } }, schema: { params: idParams, body: versionBody },
    }, async (request) => {
      const id = Number(request.params.id);
      const { row, session, ability, account, today } = await findScoped(request, id);
      const { version: _version, ...input } = transition.input ? await checkTransitionBody(transition, request.body) : { version: request.body.version };
      if (request.body.version !== row.version) throw STALE;
      if (!transition.from.includes(row[field] as string)) {
        throw new HttpError(409, `Only a record that is ${transition.from.join(' or ')} can be moved to ${transition.to}; this one is ${String(row[field])}.`, 'INVALID_TRANSITION');
      }
      // The step's rule may name a subject of its own (an end-of-day inspection is assessed under vehicle inspections' code).
      assertAllowedRow(ability, transition.rule[0], resource, row, transition.rule[1] as Exclude<typeof transition.rule[1], 'all'>);
      const columns = toColumns(resource, input);
      await assertReferencesVisible(db, resource, account, columns);
      const now = new Date().toISOString();
      const stamp = transition.stamp ? { [transition.stamp.by]: session.userId, [transition.stamp.at]: now } : {};
      const change = await commit(request, session, 'update', async (trx) => {
        const settled = await settle(trx as unknown as Kysely<Database>, { row, transition: name, actorUserId: session.userId, at: now });
        const moves = settled.moves ? { ...columns, [field]: transition.to, ...stamp } : {};
        const updated = await trx.updateTable(table).set({ ...moves, version: (row.version as number) + 1, updatedAt: now })
          .where('id', '=', id).where('version', '=', row.version as number).returningAll().executeTakeFirst();
        if (!updated) return null;
        await settled.record?.(trx as unknown as Kysely<Database>);
        return { before: row, after: updated, transition: name };
      }, ({ after }) => ({ transition: name, from: row[field], to: after![field] }));
      if (!change) throw STALE;
      return toRecord(resource, change.after!, context.role, ability, today);
    });
  }

  if (resource.permissions.delete) {
    app.delete<{ Params: { id: string }; Querystring: DeleteVersionQuery }>(`${base}/:id`, {
      config: { access: { gate: [resource.permissions.delete] } }, schema: { params: idParams, querystring: deleteVersionQuery },
    }, async (request) => {
      const id = Number(request.params.id);
      const { row, session, ability, today } = await findScoped(request, id);
      const version = versionToDelete(request.query);
      if (version !== row.version) throw STALE;
      const change = await commit(request, session, 'delete', async (trx) => {
        const deleted = await trx.deleteFrom(table).where('id', '=', id).where('version', '=', version).executeTakeFirst();
        return deleted.numDeletedRows > 0n ? { before: row, after: null } : null;
      });
      if (!change) throw STALE;
      return toRecord(resource, row, context.role, ability, today);
    });
  }
}
