import type { FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '../../permissions/accountContext';
import { noteUserLanguage } from '../callerLanguage';
import type { AppContext } from '../context';
import { refusal } from '../errors';
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
    session = (idHash ? findLiveSession(context.database.db, idHash, context.role) : Promise.resolve(undefined)).then((row) => {
      noteUserLanguage(request, row?.locale ?? null);
      return row;
    });
    loaded.set(request, session);
  }
  return session;
}

export async function requireSession(request: FastifyRequest, context: AppContext): Promise<SessionRow> {
  const session = await sessionOf(request, context);
  if (!session) throw refusal(401, 'notSignedIn', AUTH_ERRORS.notSignedIn);
  return session;
}

/** A session that has chosen its account: what every business route needs. */
export async function requireAccountSession(request: FastifyRequest, context: AppContext): Promise<SessionRow & { membershipId: number }> {
  const session = await requireSession(request, context);
  if (session.membershipId === null) throw refusal(403, 'accountNotSelected', AUTH_ERRORS.accountNotSelected);
  return session as SessionRow & { membershipId: number };
}
