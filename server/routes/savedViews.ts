import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../resources';
import {
  MAX_VIEW_PARAMS_BYTES, MAX_VIEWS_PER_LIST, VIEW_NAME_MAX_LENGTH, type SaveViewRequest, type SavedView, type ViewParams,
} from '../../resources/saved-views/savedViews';
import { accountAccessOf } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { deleteVersionQuery, versionToDelete, type DeleteVersionQuery } from '../deleteVersion';
import { badRequest, HttpError, notFound } from '../errors';

const ENTITY = 'saved-views';
const STALE = new HttpError(409, 'This view was changed in the meantime. Reload the list and try again.', 'STALE_VERSION');

const resourceName = { type: 'string', pattern: '^[a-z][a-z-]{0,59}$' } as const;
const paramsSchema = {
  type: 'object',
  required: ['filter'],
  additionalProperties: false,
  properties: {
    filter: { type: 'object' },
    sort: { type: 'object', required: ['field', 'order'], additionalProperties: false, properties: { field: { type: 'string', maxLength: 60 }, order: { enum: ['ASC', 'DESC'] } } },
    perPage: { type: 'integer', minimum: 1, maximum: 500 },
    columns: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 10 } },
  },
} as const;

type Stored = { id: number; resource: string; name: string; params: string; version: number };
const asView = (row: Stored): SavedView => ({ id: row.id, resource: row.resource, name: row.name, params: JSON.parse(row.params) as ViewParams, version: row.version });

function declaredList(name: string): string {
  if (!RESOURCES.some((resource) => resource.name === name)) throw badRequest(`resource: "${name}" is not a list of the console.`, 'INVALID_PARAMETER');
  return name;
}

/**
 * Each user's saved list views (resources/saved-views/savedViews.ts), their own only: another user's
 * view is not found. Saving under a name the list already has replaces that view.
 */
export async function savedViewRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;
  const columns = ['id', 'resource', 'name', 'params', 'version'] as const;

  app.get<{ Querystring: { resource: string } }>('/api/saved-views', {
    config: { access: 'account' },
    schema: { querystring: { type: 'object', required: ['resource'], properties: { resource: resourceName } } },
  }, async (request): Promise<{ views: SavedView[] }> => {
    const { session } = await accountAccessOf(request, context);
    const rows = await db.selectFrom('savedViews').select(columns)
      .where('userId', '=', session.userId).where('resource', '=', declaredList(request.query.resource)).orderBy('name').execute();
    return { views: rows.map(asView) };
  });

  app.post<{ Body: SaveViewRequest }>('/api/saved-views', {
    config: { access: 'account' },
    schema: {
      body: {
        type: 'object', required: ['resource', 'name', 'params'], additionalProperties: false,
        properties: { resource: resourceName, name: { type: 'string', maxLength: VIEW_NAME_MAX_LENGTH, pattern: '^[^\\n\\r\\t]*$' }, params: paramsSchema },
      },
    },
  }, async (request, reply): Promise<SavedView> => {
    const { session } = await accountAccessOf(request, context);
    const resource = declaredList(request.body.resource);
    const name = request.body.name.trim();
    if (!name) throw badRequest('name: a view needs a name.', 'VALIDATION_FAILED', 'name');
    const params = JSON.stringify(request.body.params);
    if (Buffer.byteLength(params) > MAX_VIEW_PARAMS_BYTES) throw badRequest(`params: a view holds at most ${MAX_VIEW_PARAMS_BYTES} bytes of filters and columns.`, 'VALIDATION_FAILED');
    const now = new Date().toISOString();
    const saved = await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('savedViews').select(['id', 'version']).where('userId', '=', session.userId).where('resource', '=', resource).where('name', '=', name).executeTakeFirst();
      if (existing) {
        const row = await trx.updateTable('savedViews').set({ params, version: existing.version + 1, updatedAt: now })
          .where('id', '=', existing.id).where('version', '=', existing.version).returning(columns).executeTakeFirst();
        if (!row) throw STALE;
        await auditRequest(trx, request, context, { action: 'update', entity: ENTITY, recordId: row.id, detail: { changed: ['params'] } });
        return row;
      }
      const kept = await trx.selectFrom('savedViews').select((eb) => eb.fn.countAll().as('n')).where('userId', '=', session.userId).where('resource', '=', resource).executeTakeFirstOrThrow();
      if (Number(kept.n) >= MAX_VIEWS_PER_LIST) throw new HttpError(409, `You keep ${MAX_VIEWS_PER_LIST} views of this list already: delete one first.`, 'TOO_MANY_VIEWS');
      const row = await trx.insertInto('savedViews').values({ userId: session.userId, resource, name, params, createdAt: now, updatedAt: now }).returning(columns).executeTakeFirstOrThrow();
      await auditRequest(trx, request, context, { action: 'create', entity: ENTITY, recordId: row.id, detail: { resource } });
      reply.status(201);
      return row;
    });
    return asView(saved);
  });

  app.delete<{ Params: { id: string }; Querystring: DeleteVersionQuery }>('/api/saved-views/:id', {
    config: { access: 'account' },
    schema: {
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } },
      querystring: deleteVersionQuery,
    },
  }, async (request): Promise<SavedView> => {
    const { session } = await accountAccessOf(request, context);
    const version = versionToDelete(request.query);
    const id = Number(request.params.id);
    return db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('savedViews').select(columns).where('id', '=', id).where('userId', '=', session.userId).executeTakeFirst();
      if (!row) throw notFound('No such view among yours.');
      const deleted = await trx.deleteFrom('savedViews').where('id', '=', id).where('version', '=', version).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw STALE;
      await auditRequest(trx, request, context, { action: 'delete', entity: ENTITY, recordId: id });
      return asView(row);
    });
  });
}
