import type { FastifyInstance } from 'fastify';
import {
  CHARTER_HANDOFF_API, CHARTER_LOGIN_API, CHARTER_TOKEN_PARAM,
  type CharterHandoffRedemption, type CharterLoginRequest, type CharterLoginResponse,
} from '../../resources/content/charterHandoff';
import { accountAccessOf } from '../access';
import { auditRequest } from '../audit';
import { objectSchema } from '../auth/schemas';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../errors';
import { issueHandoffToken, redeemHandoffToken } from './charterHandoff';

const TARGET_MAX_LENGTH = 2000;
const TOKEN_MAX_LENGTH = 4000;
/** A path of the charter portal: one leading slash, not `//host`, no backslash, space or control. */
const TARGET_PATTERN = /^\/(?!\/)[^\s\\]*$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const INVALID_HANDOFF = new HttpError(401, 'This handoff is not valid: it is unknown, expired or already used.', 'HANDOFF_INVALID');

/** The charter portal's address, or a clear refusal when this console has none. */
function charterPortalOf(config: Config): URL {
  if (!config.charterPortalUrl) {
    throw new HttpError(404, 'No charter portal is configured for this console (CHARTER_PORTAL_URL).', 'CHARTER_PORTAL_NOT_CONFIGURED');
  }
  return new URL(config.charterPortalUrl);
}

/** The target as a path of the charter portal ('trips' reads as '/trips'); undefined for one that would leave it. */
function charterPathOf(target: string): string | undefined {
  if (SCHEME.test(target)) return undefined;
  const path = target.startsWith('/') ? target : `/${target}`;
  return TARGET_PATTERN.test(path) ? path : undefined;
}

/**
 * Spec 2.9 and 7.6: the login handoff into the separate charter portal. The console signs a
 * one-minute, single-use token naming the user, the account and the target, and sends the browser to
 * the portal with it; the portal's server redeems it here. The target travels inside the signed
 * token and is a path only, so the handoff can neither be redirected elsewhere nor altered.
 */
export async function charterLoginRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  app.post<{ Body: CharterLoginRequest }>(CHARTER_LOGIN_API, {
    config: { access: 'account' },
    schema: { body: objectSchema({ target: { type: 'string', minLength: 1, maxLength: TARGET_MAX_LENGTH } }, ['target']) },
  }, async (request): Promise<CharterLoginResponse> => {
    const portal = charterPortalOf(context.config);
    const target = charterPathOf(request.body.target);
    if (!target) throw badRequest('target must be a path of the charter portal, such as "/trips/12", not an address of its own.', 'INVALID_TARGET');
    const { session, account } = await accountAccessOf(request, context);
    const membership = await db.selectFrom('memberships').select(['accountKind', 'accountId']).where('id', '=', session.membershipId).executeTakeFirstOrThrow();
    const token = await issueHandoffToken(db, {
      iss: context.config.publicUrls[context.role],
      aud: portal.origin,
      sub: String(session.userId),
      acct: { kind: membership.accountKind, id: membership.accountId, name: account.account.name, subAccountIds: session.subAccountIds },
      permissions: account.permissions.filter((code) => code.startsWith('CHARTER_')),
      target,
      ...(session.impersonatorUserId === null ? {} : { imp: session.impersonatorUserId }),
    });
    await auditRequest(db, request, context, { action: 'charter-handoff', detail: { target } });
    const redirect = new URL(portal);
    redirect.searchParams.set(CHARTER_TOKEN_PARAM, token);
    return { isSuccess: true, redirectUrl: redirect.toString() };
  });

  // Called by the charter portal's server, not a browser: the token is the credential.
  app.post<{ Body: { token: string } }>(CHARTER_HANDOFF_API, {
    config: { access: 'public' },
    schema: { body: objectSchema({ token: { type: 'string', minLength: 1, maxLength: TOKEN_MAX_LENGTH } }, ['token']) },
  }, async (request): Promise<CharterHandoffRedemption> => {
    const portal = charterPortalOf(context.config);
    // Spent even when refused below: a token opens at most one door. Redeemed, it is in the audit log with it.
    const redeemed = await db.transaction().execute(async (trx) => {
      const claims = await redeemHandoffToken(trx, request.body.token, portal.origin);
      if (!claims) return undefined;
      // The user may have been disabled, or lost the membership, within the minute.
      const user = await trx.selectFrom('users').innerJoin('memberships', 'memberships.userId', 'users.id')
        .select(['users.id', 'users.email', 'users.firstName', 'users.lastName'])
        .where('users.id', '=', Number(claims.sub)).where('users.status', '=', 'active')
        .where('memberships.accountKind', '=', claims.acct.kind).where('memberships.accountId', '=', claims.acct.id).where('memberships.status', '=', 'active')
        .executeTakeFirst();
      if (user) {
        await auditRequest(trx, request, context, { action: 'charter-handoff-redeemed' }, { userId: user.id, impersonatorUserId: claims.imp ?? null, tenant: claims.acct });
      }
      return user && { claims, user };
    });
    if (!redeemed) throw INVALID_HANDOFF;
    return redeemed;
  });
}
