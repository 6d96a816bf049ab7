import type { FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '../../permissions/accountContext';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { findLiveSession, sessionIdHashOf, type CookieSettings, type SessionRow } from './sessions';

export function cookieSettingsOf({ config, role }: AppContext): CookieSettings {
  return { role, secure: config.publicUrls[role].startsWith('https:') };
}

const loaded = new WeakMap<FastifyRequest, Promise<SessionRow | undefined>>();

/** The request's live session, looked up once per request. */
export function sessionOf(request: FastifyRequest, context: AppContext): Promise<SessionRow | undefined> {
  let session = loaded.get(request);
  if (!session) {
    const idHash = sessionIdHashOf(request, cookieSettingsOf(context));
    session = idHash ? findLiveSession(context.database.db, idHash, context.role) : Promise.resolve(undefined);
    loaded.set(request, session);
  }
  return session;
}

export async function requireSession(request: FastifyRequest, context: AppContext): Promise<SessionRow> {
  const session = await sessionOf(request, context);
  if (!session) throw new HttpError(401, 'Sign in to continue.', AUTH_ERRORS.notSignedIn);
  return session;
}

/** A session that has chosen its account: what every business route needs. */
export async function requireAccountSession(request: FastifyRequest, context: AppContext): Promise<SessionRow & { membershipId: number }> {
  const session = await requireSession(request, context);
  if (session.membershipId === null) throw new HttpError(403, 'Choose an account to continue.', AUTH_ERRORS.accountNotSelected);
  return session as SessionRow & { membershipId: number };
}
