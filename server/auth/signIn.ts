import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { defaultSelection, membershipsForPortal } from './accounts';
import { cookieSettingsOf, sessionOf } from './requestAuth';
import { endSession, startSession } from './sessions';

export interface SignInResult {
  /** The user still has an account (or yards) to choose. */
  mustChooseAccount: boolean;
}

/** An impersonation session: who impersonates, and its hard end. */
export interface Impersonation {
  impersonatorUserId: number;
  expiresAt: Date;
}

/**
 * Opens a session for a user who has proved who they are, by whatever route, if they belong to this
 * portal: the browser's previous session ends and a new id is issued (no fixation). The new session
 * and its entry in the audit log commit together.
 */
export async function signInUser(context: AppContext, userId: number, method: string, request: FastifyRequest, reply: FastifyReply, impersonation?: Impersonation): Promise<SignInResult | undefined> {
  const { db } = context.database;
  const memberships = await membershipsForPortal(db, userId, context.role);
  if (memberships.length === 0) return undefined;
  const previous = await sessionOf(request, context);
  const selection = await defaultSelection(db, memberships);
  const chosen = memberships.find((membership) => membership.id === selection?.membershipId);
  const actor = { userId, impersonatorUserId: impersonation?.impersonatorUserId, tenant: chosen && { kind: chosen.accountKind, id: chosen.accountId } };
  await db.transaction().execute(async (trx) => {
    if (previous) await endSession(trx, previous.idHash);
    await startSession(trx, request, reply, cookieSettingsOf(context), {
      userId, membershipId: selection?.membershipId ?? null, subAccountIds: selection?.subAccountIds ?? [],
      impersonatorUserId: impersonation?.impersonatorUserId, expiresAt: impersonation?.expiresAt,
    });
    await auditRequest(trx, request, context, { action: 'auth.sign-in', entity: 'users', recordId: userId, detail: { method } }, actor);
  });
  return { mustChooseAccount: !selection };
}

/** A RelayState the console may follow: a path on this site, nothing that leaves it. */
export function safeRelayPath(relayState: string | null | undefined): string | undefined {
  if (!relayState || !relayState.startsWith('/') || relayState.startsWith('//') || relayState.startsWith('/\\')) return undefined;
  return relayState;
}
