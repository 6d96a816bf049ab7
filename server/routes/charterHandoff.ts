import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CHARTER_HANDOFF_SECONDS, type CharterHandoffClaims } from '../../resources/content/charterHandoff';
import { randomToken } from '../auth/tokens';
import type { Database } from '../db/schema';

/**
 * Handoff tokens for the charter portal: compact JWTs signed with HMAC-SHA256. The key is 32 random
 * bytes made once per database and kept in `app_meta`, so that every process and portal over the same
 * database signs and checks alike, and it never leaves the server: the charter portal redeems a token
 * through the console (`POST /api/charter/handoff`), which checks the signature, the audience, the
 * 60-second expiry and that the token was not redeemed before.
 */

const KEY_NAME = 'charter-handoff-signing-key';
/** One row per redeemed token, until it would have expired anyway: what makes a token single-use. */
const REDEEMED_PREFIX = 'charter-handoff-redeemed:';
/** The only header accepted: pinning it refuses `alg: none` and every other algorithm. */
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export type UnsignedClaims = Omit<CharterHandoffClaims, 'iat' | 'exp' | 'jti'>;

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

const keys = new WeakMap<object, Promise<Buffer>>();

/** The signing key, made by whichever process needs it first (the insert is a no-op for the others). */
function signingKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.insertInto('appMeta').values({ key: KEY_NAME, value: randomToken() }).onConflict((conflict) => conflict.column('key').doNothing()).execute();
      const row = await db.selectFrom('appMeta').select('value').where('key', '=', KEY_NAME).executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64url');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signatureOf = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest();

/** A token for these claims, valid from `now` for CHARTER_HANDOFF_SECONDS. */
export async function issueHandoffToken(db: Kysely<Database>, claims: UnsignedClaims, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const payload: CharterHandoffClaims = { ...claims, iat, exp: iat + CHARTER_HANDOFF_SECONDS, jti: randomToken() };
  const signed = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${signed}.${signatureOf(await signingKey(db), signed).toString('base64url')}`;
}

/** The claims of a well-signed, unexpired token for `audience`; undefined for anything else. */
async function verifiedClaims(db: Kysely<Database>, token: string, audience: string, now: number): Promise<CharterHandoffClaims | undefined> {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header !== HEADER || !payload || !signature || rest.length) return undefined;
  const expected = signatureOf(await signingKey(db), `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: CharterHandoffClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CharterHandoffClaims;
  } catch {
    return undefined;
  }
  const fresh = typeof claims.exp === 'number' && claims.exp * 1000 > now;
  return fresh && claims.aud === audience && typeof claims.jti === 'string' ? claims : undefined;
}

/**
 * Spends a token: its claims for the first redemption of a good token, undefined for a forged,
 * expired, foreign or already redeemed one. Two racing redemptions cannot both win: the marker row's
 * key is the primary key.
 */
export async function redeemHandoffToken(db: Kysely<Database>, token: string, audience: string, now = Date.now()): Promise<CharterHandoffClaims | undefined> {
  const claims = await verifiedClaims(db, token, audience, now);
  if (!claims) return undefined;
  const nowIso = new Date(now).toISOString();
  await db.deleteFrom('appMeta').where('key', 'like', `${REDEEMED_PREFIX}%`).where('value', '<', nowIso).execute();
  const marked = await db.insertInto('appMeta')
    .values({ key: `${REDEEMED_PREFIX}${claims.jti}`, value: new Date(claims.exp * 1000).toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(marked.numInsertedOrUpdatedRows ?? 0) === 1 ? claims : undefined;
}
