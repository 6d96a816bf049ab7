import type { FastifyInstance } from 'fastify';
import { AUTH_ERRORS } from '../../permissions/accountContext';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { membershipsForPortal } from './accounts';
import { requireSession } from './requestAuth';
import { objectSchema } from './schemas';
import { issuePasswordLink } from './tokens';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Development and sandbox helpers (spec 2.9); production refuses them. */
export async function devRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;
  const refuseInProduction = () => {
    if (context.config.appEnv === 'production') {
      throw new HttpError(403, 'This request is only available in development and sandbox environments.', AUTH_ERRORS.forbiddenEnvironment);
    }
  };

  app.post<{ Body: { userId: number } }>('/api/dev/password-reset-request', {
    config: { access: 'session' },
    schema: { body: objectSchema({ userId: { type: 'integer', minimum: 1 } }, ['userId']) },
  }, async (request) => {
    refuseInProduction();
    const session = await requireSession(request, context);
    const own = request.body.userId === session.userId;
    const mayManageUsers = (await membershipsForPortal(db, session.userId, context.role)).some((m) => m.id === session.membershipId && m.permissions.includes('USER_PERMISSION_EDIT'));
    const target = await db.selectFrom('users').select('id').where('id', '=', request.body.userId).executeTakeFirst();
    if (!target || !(own || (mayManageUsers && context.role === 'admin'))) throw new HttpError(404, 'No such user.', 'USER_NOT_FOUND');
    // A link that sets someone's password is a way into their account: who took one, and for whom, is logged.
    const { token } = await db.transaction().execute(async (trx) => {
      const issued = await issuePasswordLink(trx, target.id, 'new-user');
      await auditRequest(trx, request, context, { action: 'auth.password-link-issued', entity: 'users', recordId: target.id, detail: { purpose: 'new-user', linksRevoked: issued.linksRevoked } });
      return issued;
    });
    return { token };
  });

  // Without SMTP the outbox is where a developer reads the mail; only from this machine, and never in production or sandbox.
  app.get('/api/dev/outbox', { config: { access: 'public' } }, async (request) => {
    if (context.config.appEnv !== 'development' || context.config.smtpUrl || !LOOPBACK.has(request.ip)) {
      throw new HttpError(404, 'No such route: GET /api/dev/outbox', 'NOT_FOUND');
    }
    return db.selectFrom('mailOutbox').select(['id', 'toAddress', 'subject', 'textBody', 'createdAt', 'sentAt']).orderBy('id', 'desc').limit(20).execute();
  });
}
