import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Failed sign-ins counted per account and per client address over a sliding window; past a limit
 * every further try is refused (429) until the window moves on. Kept in the database so that every
 * portal and process shares the counts.
 */
const WINDOW_MS = 15 * 60_000;
const LIMIT_PER_ACCOUNT = 10;
const LIMIT_PER_ADDRESS = 30;

export interface FailureKeys {
  email?: string;
  ip: string;
}

const keysOf = ({ email, ip }: FailureKeys) => ({ account: email ? `email:${email.toLowerCase()}` : undefined, address: `ip:${ip}` });

async function countSince(db: Kysely<Database>, key: string, since: string): Promise<number> {
  const row = await db.selectFrom('authFailures').select((eb) => eb.fn.countAll().as('n')).where('key', '=', key).where('at', '>', since).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isThrottled(db: Kysely<Database>, keys: FailureKeys): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MS).toISOString();
  const { account, address } = keysOf(keys);
  if ((await countSince(db, address, since)) >= LIMIT_PER_ADDRESS) return true;
  return account !== undefined && (await countSince(db, account, since)) >= LIMIT_PER_ACCOUNT;
}

export async function recordFailure(db: Kysely<Database>, keys: FailureKeys): Promise<void> {
  const now = new Date();
  const { account, address } = keysOf(keys);
  const rows = [address, account].filter((key): key is string => Boolean(key)).map((key) => ({ key, at: now.toISOString() }));
  await db.insertInto('authFailures').values(rows).execute();
  await db.deleteFrom('authFailures').where('at', '<', new Date(now.getTime() - WINDOW_MS).toISOString()).execute();
}

