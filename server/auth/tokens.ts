import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
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

/**
 * Spends a token: the update succeeds for exactly one caller, so a token opens at most one door
 * even when two requests race with it. Returns the user and purpose, or undefined.
 */
export async function consumeOneTimeToken(db: Kysely<Database>, token: string, purposes: TokenPurpose[]): Promise<{ userId: number; purpose: TokenPurpose; impersonatorUserId: number | null } | undefined> {
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
