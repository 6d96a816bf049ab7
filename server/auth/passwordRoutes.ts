import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { AUTH_ERRORS } from '../../permissions/accountContext';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { HttpError, refusal } from '../errors';
import { queueMail } from '../mail/outbox';
import { newUserMail, passwordResetMail } from '../mail/templates';
import { readerLocaleOf } from '../requestLocale';
import { translatorFor } from '../serverTranslator';
import { membershipsForPortal } from './accounts';
import { isThrottled, recordFailure } from './failureLimits';
import { hashPassword, passwordPolicyProblem, verifyPassword } from './passwords';
import { requireSession } from './requestAuth';
import { emailSchema, normalizeEmail, objectSchema, passwordSchema, tokenSchema } from './schemas';
import { endSessionsOfUser } from './sessions';
import { consumeOneTimeToken, hashToken, issuePasswordLink, PASSWORD_LINK_PURPOSES, revokeUnusedTokens } from './tokens';

const LINK_NOT_VALID = new HttpError(400, 'This link has expired or has already been used. Ask for a new one.', AUTH_ERRORS.tokenInvalid);

/**
 * Stores a user's new password and ends what the old one may have let someone in by: their other
 * sessions (all but `keptSession`) and their unused reset and set-up links (ASVS 7.4.3). Runs in the
 * caller's transaction, so the new password never stands without the rest.
 */
async function replacePassword(trx: Transaction<Database>, userId: number, passwordHash: string, keptSession?: string) {
  await trx.updateTable('users').set({ passwordHash, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
  const linksRevoked = await revokeUnusedTokens(trx, userId, PASSWORD_LINK_PURPOSES);
  const sessionsEnded = await endSessionsOfUser(trx, userId, keptSession);
  return { linksRevoked, sessionsEnded };
}

/** Spec 7.1: change password, reset e-mail, password setup from a link. */
export async function passwordRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  app.post<{ Body: { oldPassword: string; newPassword: string } }>('/api/auth/change-password', {
    config: { access: 'session' },
    schema: { body: objectSchema({ oldPassword: passwordSchema, newPassword: passwordSchema }, ['oldPassword', 'newPassword']) },
  }, async (request, reply) => {
    const session = await requireSession(request, context);
    if (session.impersonatorUserId !== null) throw new HttpError(403, 'A password cannot be changed while impersonating.', 'IMPERSONATION');
    const user = await db.selectFrom('users').select(['id', 'email', 'passwordHash']).where('id', '=', session.userId).executeTakeFirstOrThrow();
    const keys = { email: user.email, ip: request.ip };
    if (await isThrottled(db, keys)) throw refusal(429, 'tooManyAttempts', AUTH_ERRORS.tooManyAttempts);
    if (!user.passwordHash || !(await verifyPassword(request.body.oldPassword, user.passwordHash))) {
      await recordFailure(db, keys);
      throw new HttpError(400, 'Current password is not correct.', AUTH_ERRORS.wrongPassword);
    }
    const problem = passwordPolicyProblem(request.body.newPassword, user.email);
    if (problem) throw new HttpError(400, problem, AUTH_ERRORS.weakPassword);
    const passwordHash = await hashPassword(request.body.newPassword);
    await db.transaction().execute(async (trx) => {
      const ended = await replacePassword(trx, user.id, passwordHash, session.idHash);
      await auditRequest(trx, request, context, { action: 'auth.password-changed', entity: 'users', recordId: user.id, detail: ended });
    });
    return reply.status(204).send();
  });

  app.post<{ Body: { email: string } }>('/api/auth/password-reset-email', {
    config: { access: 'public' },
    schema: { body: objectSchema({ email: emailSchema }, ['email']) },
  }, async (request, reply) => {
    const email = normalizeEmail(request.body.email);
    if (!email) throw refusal(400, 'invalidEmail', 'INVALID_EMAIL');
    // Answered before any lookup: known and unknown addresses look the same, also in timing.
    void sendResetLink(email, request).catch((error) => request.log.error({ err: error }, 'password reset mail failed'));
    return reply.status(204).send();
  });

  /** Runs after the answer, which is the same for every address; only a link sent is in the audit log. */
  const sendResetLink = async (email: string, request: FastifyRequest) => {
    const user = await db.selectFrom('users').select(['id', 'status', 'authProvider', 'passwordHash', 'locale']).where('email', '=', email).executeTakeFirst();
    if (!user || user.status !== 'active' || user.authProvider !== 'PASSWORD') return;
    if ((await membershipsForPortal(db, user.id, context.role)).length === 0) return;
    // Someone who never chose a password is still setting up their account: they get that link instead.
    const purpose = user.passwordHash ? 'reset' : 'new-user';
    // The link, the mail carrying it and its audit entry are written together, or none of them.
    const queued = await db.transaction().execute(async (trx) => {
      const recent = await trx.selectFrom('oneTimeTokens').select((eb) => eb.fn.countAll().as('n'))
        .where('userId', '=', user.id).where('purpose', '=', purpose).where('createdAt', '>', new Date(Date.now() - 3600_000).toISOString())
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= 5) return false;
      const { token, linksRevoked } = await issuePasswordLink(trx, user.id, purpose);
      const page = purpose === 'reset' ? 'reset-password' : 'new-user';
      const link = `${context.config.publicUrls[context.role]}/${page}?token=${encodeURIComponent(token)}`;
      const mail = purpose === 'reset' ? passwordResetMail : newUserMail;
      // In the language they chose, else the one the page asking for the link is shown in.
      await queueMail(trx, mail(translatorFor(readerLocaleOf(request, user.locale)), context.config.productName, email, link));
      // Anyone may ask for anyone: the entry names the user the link went to, not an actor.
      await auditRequest(trx, request, context, { action: 'auth.password-reset-requested', entity: 'users', recordId: user.id, detail: { purpose, linksRevoked } }, { userId: null });
      return true;
    });
    if (queued) context.mailer?.kick();
  };

  app.post<{ Body: { token: string; password: string } }>('/api/auth/password-setup', {
    config: { access: 'public' },
    schema: { body: objectSchema({ token: tokenSchema, password: passwordSchema }, ['token', 'password']) },
  }, async (request, reply) => {
    if (await isThrottled(db, { ip: request.ip })) throw refusal(429, 'tooManyAttempts', AUTH_ERRORS.tooManyAttempts);
    // Read first and spend only once the password is acceptable, so a rejected choice keeps the link usable.
    const pending = await db.selectFrom('oneTimeTokens').innerJoin('users', 'users.id', 'oneTimeTokens.userId')
      .select(['users.email', 'users.status']).where('tokenHash', '=', hashToken(request.body.token)).where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date().toISOString()).where('purpose', 'in', PASSWORD_LINK_PURPOSES).executeTakeFirst();
    if (!pending || pending.status !== 'active') {
      await recordFailure(db, { ip: request.ip });
      throw LINK_NOT_VALID;
    }
    const problem = passwordPolicyProblem(request.body.password, pending.email);
    if (problem) throw new HttpError(400, problem, AUTH_ERRORS.weakPassword);
    const passwordHash = await hashPassword(request.body.password);
    // Spending the link, storing the password and ending the user's sessions and other links are one step.
    const spent = await db.transaction().execute(async (trx) => {
      const link = await consumeOneTimeToken(trx, request.body.token, PASSWORD_LINK_PURPOSES);
      if (!link) return undefined;
      const ended = await replacePassword(trx, link.userId, passwordHash);
      await auditRequest(trx, request, context, { action: `auth.password-set.${link.purpose}`, entity: 'users', recordId: link.userId, detail: ended }, { userId: link.userId });
      return link;
    });
    if (!spent) throw LINK_NOT_VALID;
    return reply.status(204).send();
  });
}
