import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { auditRequest } from '../audit';
import { safeRelayPath, signInUser } from './signIn';
import { beginSignIn, finishSignIn } from './sso';

const NOT_RECOGNIZED = '/login?error=user-not-found';

/** Single sign-on through an account's OpenID Connect provider (spec 1.4, 8). */
export async function ssoRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;
  const publicUrl = context.config.publicUrls[context.role];

  app.get<{ Querystring: { config: string; RelayState?: string } }>('/api/auth/sso/start', {
    config: { access: 'public' },
    schema: {
      querystring: {
        type: 'object',
        properties: { config: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' }, RelayState: { type: 'string', maxLength: 2000 } },
        required: ['config'],
      },
    },
  }, async (request, reply) => {
    const target = await beginSignIn(db, context.role, publicUrl, Number(request.query.config), safeRelayPath(request.query.RelayState) ?? null)
      .catch((error) => {
        request.log.warn({ err: error }, 'single sign-on could not start');
        return undefined;
      });
    return reply.redirect(target ?? NOT_RECOGNIZED);
  });

  app.get('/api/auth/sso/callback', { config: { access: 'public' } }, async (request, reply) => {
    const query = request.url.split('?')[1] ?? '';
    const outcome = await finishSignIn(db, context.role, publicUrl, query);
    const user = outcome.userId === undefined ? undefined : await db.selectFrom('users').select(['id', 'status']).where('id', '=', outcome.userId).executeTakeFirst();
    const signedIn = user?.status === 'active' ? await signInUser(context, user.id, 'sso', request, reply) : undefined;
    if (!signedIn) {
      await auditRequest(db, request, context, { action: 'auth.sign-in-failed', detail: { method: 'sso', reason: outcome.reason ?? 'user not allowed' } }, { userId: user?.id ?? null });
      return reply.redirect(NOT_RECOGNIZED);
    }
    const relay = safeRelayPath(outcome.relayState);
    if (signedIn.mustChooseAccount) return reply.redirect(relay ? `/select-account?RelayState=${encodeURIComponent(relay)}` : '/select-account');
    return reply.redirect(relay ?? '/');
  });
}
