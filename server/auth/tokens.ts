import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, TokenPurpose } from '../db/schema';

/** 32 random bytes, URL-safe: session ids and one-time tokens alike. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are kept only as this hash; the value itself lives in the cookie or the link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const TOKEN_LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  login: 10,
  reset: 60,
  'new-user': 72 * 60,
};

export async function issueOneTimeToken(db: Kysely<Database>, userId: number, purpose: TokenPurpose, impersonatorUserId: number | null = null): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db.insertInto('oneTimeTokens').values({
    tokenHash: hashToken(token), userId, purpose,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + TOKEN_LIFETIME_MINUTES[purpose] * 60_000).toISOString(),
    usedAt: null,
    impersonatorUserId,
  }).execute();
  return token;
}

/** Links mailed to choose a password. A newer link retires the older of its kind; a password set retires both kinds. */
export const PASSWORD_LINK_PURPOSES = ['reset', 'new-user'] as const satisfies readonly TokenPurpose[];
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/**
 * Retires a user's unused tokens of these purposes by marking them spent: whatever refuses a used
 * token then refuses them, with the same answer as an unknown one. Returns how many still worked.
 */
export async function revokeUnusedTokens(db: Kysely<Database>, userId: number, purposes: readonly TokenPurpose[]): Promise<number> {
  const now = new Date().toISOString();
  const revoked = await db.updateTable('oneTimeTokens').set({ usedAt: now })
    .where('userId', '=', userId).where('purpose', 'in', purposes).where('usedAt', 'is', null).where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows);
}

/**
 * A new reset or set-up link. The user's earlier unused links of that kind stop working in the same
 * transaction, so only the latest mail opens anything (ASVS 6.5).
 */
export async function issuePasswordLink(trx: Transaction<Database>, userId: number, purpose: PasswordLinkPurpose): Promise<{ token: string; linksRevoked: number }> {
  const linksRevoked = await revokeUnusedTokens(trx, userId, [purpose]);
  return { token: await issueOneTimeToken(trx, userId, purpose), linksRevoked };
}

/**
 * Spends a token: the update succeeds for exactly one caller, so a token opens at most one door
 * even when two requests race with it. Returns the user and purpose, or undefined.
 */
export async function consumeOneTimeToken(db: Kysely<Database>, token: string, purposes: readonly TokenPurpose[]): Promise<{ userId: number; purpose: TokenPurpose; impersonatorUserId: number | null } | undefined> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) return undefined;
  const now = new Date().toISOString();
  const tokenHash = hashToken(token);
  const spent = await db.updateTable('oneTimeTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .where('purpose', 'in', purposes)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return undefined;
  const row = await db.selectFrom('oneTimeTokens').select(['userId', 'purpose', 'impersonatorUserId']).where('tokenHash', '=', tokenHash).executeTakeFirstOrThrow();
  return row;
}
