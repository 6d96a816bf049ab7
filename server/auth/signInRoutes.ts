import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERRORS, type AuthProviderResponse, type AuthResult, type CheckResponse } from '../../permissions/accountContext';
import { auditRequest, sessionActor } from '../audit';
import type { AppContext } from '../context';
import { HttpError, refusal } from '../errors';
import { isThrottled, recordFailure } from './failureLimits';
import { decoyHash, verifyPassword } from './passwords';
import { cookieSettingsOf, sessionOf } from './requestAuth';
import { emailSchema, normalizeEmail, objectSchema, passwordSchema, relayStateSchema, tokenSchema } from './schemas';
import { IMPERSONATION_MINUTES } from './impersonation';
import { signInUser, type Impersonation } from './signIn';
import { clearSessionCookie, endSession } from './sessions';
import { ssoConfigForUser } from './sso';
import { consumeOneTimeToken } from './tokens';

const INVALID_CREDENTIALS = new HttpError(401, 'Email or password is not correct', AUTH_ERRORS.invalidCredentials);
const TOKEN_NOT_RECOGNIZED = new HttpError(401, 'Account not recognized', AUTH_ERRORS.tokenInvalid);
const TOO_MANY = refusal(429, 'tooManyAttempts', AUTH_ERRORS.tooManyAttempts);

function requireEmail(value: string): string {
  const email = normalizeEmail(value);
  if (!email) throw refusal(400, 'invalidEmail', 'INVALID_EMAIL');
  return email;
}

/** Spec 7.1: provider, password and token sign-in, check and sign-out. */
export async function signInRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;
  const cookie = cookieSettingsOf(context);

  const signIn = async (userId: number, method: string, request: FastifyRequest, reply: FastifyReply, impersonation?: Impersonation) =>
    (await signInUser(context, userId, method, request, reply, impersonation)) !== undefined;

  app.post<{ Body: { email: string } }>('/api/auth/provider', { config: { access: 'public' }, schema: { body: objectSchema({ email: emailSchema }, ['email']) } }, async (request): Promise<AuthProviderResponse> => {
    const email = requireEmail(request.body.email);
    const user = await db.selectFrom('users').select(['id', 'authProvider']).where('email', '=', email).where('status', '=', 'active').executeTakeFirst();
    // Unknown addresses get the password step too, so the answer tells nobody who has an account.
    if (!user || user.authProvider === 'PASSWORD') return { provider: 'PASSWORD' };
    const sso = await ssoConfigForUser(db, context.role, user.id, user.authProvider);
    return sso ? { provider: user.authProvider, redirectUrl: `/api/auth/sso/start?config=${sso.id}` } : { provider: user.authProvider };
  });

  app.post<{ Body: { email: string; password: string } }>('/api/auth/login', {
    config: { access: 'public' },
    schema: { body: objectSchema({ email: emailSchema, password: passwordSchema }, ['email', 'password']) },
  }, async (request, reply): Promise<AuthResult> => {
    const email = requireEmail(request.body.email);
    const keys = { email, ip: request.ip };
    if (await isThrottled(db, keys)) throw TOO_MANY;
    const user = await db.selectFrom('users').select(['id', 'passwordHash', 'status']).where('email', '=', email).executeTakeFirst();
    const passwordMatches = await verifyPassword(request.body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !passwordMatches || user.status !== 'active' || !(await signIn(user.id, 'password', request, reply))) {
      await recordFailure(db, keys);
      await auditRequest(db, request, context, { action: 'auth.sign-in-failed', detail: { method: 'password', email } }, { userId: user?.id ?? null });
      throw INVALID_CREDENTIALS;
    }
    return { userId: user.id };
  });

  app.post<{ Body: { token: string; relayState?: string } }>('/api/auth/token-login', {
    config: { access: 'public' },
    schema: { body: objectSchema({ token: tokenSchema, relayState: relayStateSchema }, ['token']) },
  }, async (request, reply): Promise<AuthResult> => {
    if (await isThrottled(db, { ip: request.ip })) throw TOO_MANY;
    const spent = await consumeOneTimeToken(db, request.body.token, ['login']);
    const user = spent && (await db.selectFrom('users').select(['id', 'status']).where('id', '=', spent.userId).executeTakeFirst());
    const impersonation = spent?.impersonatorUserId ? { impersonatorUserId: spent.impersonatorUserId, expiresAt: new Date(Date.now() + IMPERSONATION_MINUTES * 60_000) } : undefined;
    if (!user || user.status !== 'active' || !(await signIn(user.id, impersonation ? 'impersonation' : 'token', request, reply, impersonation))) {
      await recordFailure(db, { ip: request.ip });
      await auditRequest(db, request, context, { action: 'auth.sign-in-failed', detail: { method: 'token' } }, { userId: user?.id ?? null });
      throw TOKEN_NOT_RECOGNIZED;
    }
    return { userId: user.id };
  });

  app.get('/api/auth/check', { config: { access: 'public' } }, async (request): Promise<CheckResponse> => {
    const session = await sessionOf(request, context);
    if (!session) throw refusal(401, 'notSignedIn', AUTH_ERRORS.notSignedIn);
    return { userId: session.userId, isAccountSelected: session.membershipId !== null, isImpersonation: session.impersonatorUserId !== null };
  });

  app.post('/api/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    const session = await sessionOf(request, context);
    // Without a session there is nothing to end, and nobody to name.
    if (session) {
      await db.transaction().execute(async (trx) => {
        const actor = await sessionActor(trx, session);
        await endSession(trx, session.idHash);
        await auditRequest(trx, request, context, { action: 'auth.sign-out' }, actor);
      });
    }
    clearSessionCookie(reply, cookie);
    return reply.status(204).send();
  });
}
