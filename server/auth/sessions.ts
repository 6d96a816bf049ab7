import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DeploymentRole } from '../config';
import type { Database } from '../db/schema';
import { PORTAL_ACCOUNT_KIND } from './accounts';
import { hashToken, randomToken } from './tokens';

export const IDLE_TIMEOUT_MS = 60 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
const TOUCH_EVERY_MS = 60_000;

/** One cookie per portal: the three portals share a host in development and must not share a session. */
export function sessionCookieName(role: DeploymentRole, secure: boolean): string {
  return `${secure ? '__Host-' : ''}sid_${role}`;
}

export interface CookieSettings {
  role: DeploymentRole;
  secure: boolean;
}

export interface NewSession {
  userId: number;
  membershipId: number | null;
  subAccountIds: number[];
  impersonatorUserId?: number | null;
  /** A hard end earlier than the absolute timeout (impersonation). */
  expiresAt?: Date;
}

/** Creates a session with a fresh id (never reusing one from the request) and sets its cookie. */
export async function startSession(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, cookie: CookieSettings, session: NewSession): Promise<void> {
  const id = randomToken();
  const now = new Date();
  const absoluteEnd = new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS);
  const expiresAt = session.expiresAt && session.expiresAt < absoluteEnd ? session.expiresAt : absoluteEnd;
  await db.insertInto('sessions').values({
    idHash: hashToken(id), userId: session.userId, portal: cookie.role, membershipId: session.membershipId,
    subAccountIds: JSON.stringify(session.subAccountIds), impersonatorUserId: session.impersonatorUserId ?? null,
    createdAt: now.toISOString(), lastSeenAt: now.toISOString(), expiresAt: expiresAt.toISOString(),
    ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  }).execute();
  reply.setCookie(sessionCookieName(cookie.role, cookie.secure), id, {
    path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure, maxAge: Math.floor(ABSOLUTE_TIMEOUT_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, cookie: CookieSettings): void {
  reply.clearCookie(sessionCookieName(cookie.role, cookie.secure), { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure });
}

export function sessionIdHashOf(request: FastifyRequest, cookie: CookieSettings): string | undefined {
  const id = request.cookies[sessionCookieName(cookie.role, cookie.secure)];
  return id && id.length <= 100 ? hashToken(id) : undefined;
}

export interface SessionRow {
  idHash: string;
  userId: number;
  membershipId: number | null;
  subAccountIds: number[];
  impersonatorUserId: number | null;
  expiresAt: string;
  /** The language the user chose (users.locale), null until they choose one. */
  locale: string | null;
  /**
   * Until when (ms since the epoch) this lookup stands by the clock alone: the session's end, its
   * idle end, or its next touch, whichever comes first. Before it only a change to the data can
   * change the answer.
   */
  standsUntil: number;
}

/**
 * The live session behind the request's cookie, or undefined. Expired ones (idle or absolute),
 * another portal's, those of a disabled user, and those whose membership is gone or disabled are
 * deleted on sight. A session still choosing its account needs an active membership on this portal
 * too: otherwise it would outlive the user's last one and keep reading and writing their profile. A
 * request by the user keeps the session alive (`touch`); a check on the user's behalf, such as a
 * live socket's, does not.
 */
export async function findLiveSession(db: Kysely<Database>, idHash: string, role: DeploymentRole, { touch = true } = {}): Promise<SessionRow | undefined> {
  const row = await db.selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.idHash', 'sessions.userId', 'sessions.portal', 'sessions.membershipId', 'sessions.subAccountIds', 'sessions.impersonatorUserId', 'sessions.expiresAt', 'sessions.lastSeenAt', 'users.status', 'users.locale'])
    .select((eb) => eb.exists(eb.selectFrom('memberships').select('memberships.id')
      .whereRef('memberships.userId', '=', 'sessions.userId')
      .where('memberships.accountKind', '=', PORTAL_ACCOUNT_KIND[role])
      .where('memberships.status', '=', 'active')
      .where((m) => m.or([m('sessions.membershipId', 'is', null), m('memberships.id', '=', m.ref('sessions.membershipId'))]))).as('hasMembership'))
    .where('sessions.idHash', '=', idHash)
    .executeTakeFirst();
  if (!row || row.portal !== role) return undefined;
  const now = Date.now();
  const expired = Date.parse(row.expiresAt) <= now || Date.parse(row.lastSeenAt) + IDLE_TIMEOUT_MS <= now;
  // SQLite answers `exists` with 0 or 1, PostgreSQL with a boolean.
  if (expired || row.status !== 'active' || !row.hasMembership) {
    await db.deleteFrom('sessions').where('idHash', '=', idHash).execute();
    return undefined;
  }
  let lastSeen = Date.parse(row.lastSeenAt);
  if (touch && lastSeen + TOUCH_EVERY_MS <= now) {
    await db.updateTable('sessions').set({ lastSeenAt: new Date(now).toISOString() }).where('idHash', '=', idHash).execute();
    lastSeen = now;
  }
  const standsUntil = Math.min(Date.parse(row.expiresAt), lastSeen + IDLE_TIMEOUT_MS, touch ? lastSeen + TOUCH_EVERY_MS : Infinity);
  return {
    idHash: row.idHash, userId: row.userId, membershipId: row.membershipId,
    subAccountIds: JSON.parse(row.subAccountIds) as number[], impersonatorUserId: row.impersonatorUserId, expiresAt: row.expiresAt, locale: row.locale, standsUntil,
  };
}

export async function endSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('idHash', '=', idHash).execute();
}

/** Ends every session of a user, except optionally the one making the request; returns how many ended. */
export async function endSessionsOfUser(db: Kysely<Database>, userId: number, except?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (except) query = query.where('idHash', '!=', except);
  const ended = await query.executeTakeFirst();
  return Number(ended.numDeletedRows);
}
