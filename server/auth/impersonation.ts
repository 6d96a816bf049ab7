import type { FastifyInstance } from 'fastify';
import type { DeploymentRole } from '../config';
import { accountAccessOf } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import type { Action } from '../../permissions/subjects';
import { requireSession, cookieSettingsOf } from './requestAuth';
import { objectSchema } from './schemas';
import { clearSessionCookie, endSession } from './sessions';
import { issueOneTimeToken } from './tokens';

/** The hard end of an impersonation session (SECURITY.md "Sessions"). */
export const IMPERSONATION_MINUTES = 30;

/** Which portal a target works in, and the code a support user needs to enter it as them. */
const TARGETS: { kind: 'vendor' | 'district'; portal: DeploymentRole; action: Action }[] = [
  { kind: 'vendor', portal: 'vendor', action: 'impersonate-vendor' },
  { kind: 'district', portal: 'enterprise', action: 'impersonate-school' },
];

/**
 * Support staff enter a vendor or school user's portal as that user (spec 1.5, 6.1): the admin
 * portal hands out a single-use login link for the target's portal whose session carries both
 * users, ends after 30 minutes and cannot start another impersonation.
 */
export async function impersonationRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  app.post<{ Body: { targetUserId: number } }>('/api/impersonation', {
    config: { access: { gate: [['impersonate-school', 'impersonation'], ['impersonate-vendor', 'impersonation']] } },
    schema: { body: objectSchema({ targetUserId: { type: 'integer', minimum: 1 } }, ['targetUserId']) },
  }, async (request) => {
    if (context.role !== 'admin') throw new HttpError(404, 'No such route: POST /api/impersonation', 'NOT_FOUND');
    const { session, ability } = await accountAccessOf(request, context);
    if (session.impersonatorUserId !== null) throw new HttpError(403, 'An impersonation cannot start another one.', 'IMPERSONATION_NESTED');
    const target = await db.selectFrom('users').select(['id', 'status']).where('id', '=', request.body.targetUserId).executeTakeFirst();
    const kinds = target ? (await db.selectFrom('memberships').select('accountKind').where('userId', '=', target.id).where('status', '=', 'active').execute()).map((m) => m.accountKind) : [];
    if (!target || target.status !== 'active' || kinds.length === 0) throw new HttpError(404, 'No such user.', 'USER_NOT_FOUND');
    if (kinds.includes('operator')) throw new HttpError(403, 'Operator staff cannot be impersonated.', 'IMPERSONATION_REFUSED');
    const entry = TARGETS.find((t) => kinds.includes(t.kind) && ability.can(t.action, 'impersonation'));
    if (!entry) throw new HttpError(403, "You don't have permission to access this content.", 'FORBIDDEN');
    const token = await db.transaction().execute(async (trx) => {
      const issued = await issueOneTimeToken(trx, target.id, 'login', session.userId);
      await auditRequest(trx, request, context, { action: 'impersonation.start', entity: 'users', recordId: target.id, detail: { portal: entry.portal } });
      return issued;
    });
    return { portal: entry.portal, url: `${context.config.publicUrls[entry.portal]}/login?token=${encodeURIComponent(token)}&forceLogin=1` };
  });

  app.post('/api/impersonation/stop', { config: { access: 'session' } }, async (request, reply) => {
    const session = await requireSession(request, context);
    if (session.impersonatorUserId === null) throw new HttpError(404, 'This session is not an impersonation.', 'NO_IMPERSONATION');
    await db.transaction().execute(async (trx) => {
      await auditRequest(trx, request, context, { action: 'impersonation.stop', entity: 'users', recordId: session.userId });
      await endSession(trx, session.idHash);
    });
    clearSessionCookie(reply, cookieSettingsOf(context));
    return { returnUrl: context.config.publicUrls.admin };
  });
}
