import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import { defaultSelection, membershipsForPortal } from './accounts';
import { cookieSettingsOf, sessionOf } from './requestAuth';
import { endSession, startSession } from './sessions';

export interface SignInResult {
  /** The user still has an account (or yards) to choose. */
  mustChooseAccount: boolean;
}

/**
 * Opens a session for a user who has proved who they are, by whatever route, if they belong to this
 * portal: the browser's previous session ends and a new id is issued (no fixation).
 */
/** An impersonation session: who impersonates, and its hard end. */
export interface Impersonation {
  impersonatorUserId: number;
  expiresAt: Date;
}

export async function signInUser(context: AppContext, userId: number, method: string, request: FastifyRequest, reply: FastifyReply, impersonation?: Impersonation): Promise<SignInResult | undefined> {
  const { db } = context.database;
  const memberships = await membershipsForPortal(db, userId, context.role);
  if (memberships.length === 0) return undefined;
  const previous = await sessionOf(request, context);
  if (previous) await endSession(db, previous.idHash);
  const selection = await defaultSelection(db, memberships);
  await startSession(db, request, reply, cookieSettingsOf(context), {
    userId, membershipId: selection?.membershipId ?? null, subAccountIds: selection?.subAccountIds ?? [],
    impersonatorUserId: impersonation?.impersonatorUserId, expiresAt: impersonation?.expiresAt,
  });
  await recordAudit(db, { action: 'auth.sign-in', actorUserId: userId, impersonatorUserId: impersonation?.impersonatorUserId, portal: context.role, ip: request.ip, detail: { method } });
  return { mustChooseAccount: !selection };
}

/** A RelayState the console may follow: a path on this site, nothing that leaves it. */
export function safeRelayPath(relayState: string | null | undefined): string | undefined {
  if (!relayState || !relayState.startsWith('/') || relayState.startsWith('//') || relayState.startsWith('/\\')) return undefined;
  return relayState;
}
