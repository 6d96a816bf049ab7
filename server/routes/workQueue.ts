import type { FastifyInstance } from 'fastify';
import type { WorkQueueItem } from '../../permissions/accountContext';
import { accountAccessOf } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { HttpError, notFound } from '../errors';

const ITEM_COLUMNS = ['id', 'kind', 'title', 'link', 'status', 'dueAt', 'version'] as const;

/**
 * Spec 2.4 / 6.2: the menu's Work queue shows, and opens, the user's first open item; the section
 * lists all of the user's own items, open ones first, and marks one done. Nobody sees another's items.
 */
export async function workQueueRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  app.get('/api/work-queue/first-link', { config: { access: 'account' } }, async (request): Promise<{ link: string | null }> => {
    const { session } = await accountAccessOf(request, context);
    const first = await db.selectFrom('workQueueItems').select('link')
      .where('assigneeUserId', '=', session.userId).where('status', '=', 'open')
      .orderBy('dueAt').orderBy('id').executeTakeFirst();
    return { link: first?.link ?? null };
  });

  app.get('/api/work-queue/items', { config: { access: 'account' } }, async (request): Promise<{ items: WorkQueueItem[] }> => {
    const { session } = await accountAccessOf(request, context);
    const items = await db.selectFrom('workQueueItems').select(ITEM_COLUMNS).where('assigneeUserId', '=', session.userId)
      .orderBy((eb) => eb.case().when('status', '=', 'open').then(0).else(1).end()).orderBy('dueAt').orderBy('id').limit(500).execute();
    return { items };
  });

  app.post<{ Params: { id: string }; Body: { version: number } }>('/api/work-queue/items/:id/done', {
    config: { access: 'account' },
    schema: {
      params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } }, required: ['id'] },
      body: { type: 'object', properties: { version: { type: 'integer', minimum: 1 } }, required: ['version'], additionalProperties: false },
    },
  }, async (request): Promise<WorkQueueItem> => {
    const { session } = await accountAccessOf(request, context);
    const id = Number(request.params.id);
    const item = await db.selectFrom('workQueueItems').select(ITEM_COLUMNS).where('id', '=', id).where('assigneeUserId', '=', session.userId).executeTakeFirst();
    if (!item) throw notFound('No such item in your work queue.', 'NOT_FOUND');
    if (item.status !== 'open') throw new HttpError(409, 'This item is already done.', 'INVALID_TRANSITION');
    return db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('workQueueItems').set({ status: 'done', version: item.version + 1, updatedAt: new Date().toISOString() })
        .where('id', '=', id).where('version', '=', request.body.version).returning(ITEM_COLUMNS).executeTakeFirst();
      if (!done) throw new HttpError(409, 'This item was changed in the meantime. Reload it and try again.', 'STALE_VERSION');
      await auditRequest(trx, request, context, { action: 'update', entity: 'work-queue-items', recordId: id, detail: { transition: 'done', from: item.status, to: done.status } });
      return done;
    });
  });
}
