import type { FastifyInstance } from 'fastify';
import { accountAccessOf } from '../access';
import type { AppContext } from '../context';

/** Spec 2.4 / 6.2: the menu's Work queue shows, and opens, the user's first open item. */
export async function workQueueRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get('/api/work-queue/first-link', { config: { access: 'account' } }, async (request): Promise<{ link: string | null }> => {
    const { session } = await accountAccessOf(request, context);
    const first = await context.database.db.selectFrom('workQueueItems').select('link')
      .where('assigneeUserId', '=', session.userId).where('status', '=', 'open')
      .orderBy('dueAt').orderBy('id').executeTakeFirst();
    return { link: first?.link ?? null };
  });
}
