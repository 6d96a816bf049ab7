import type { Kysely } from 'kysely';
import type { PermissionCode } from '../../permissions/catalogue';
import type { Database } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed/demoUsers';
import type { DemoEmail } from './consoleSignIn';

/**
 * Gives a demo user's membership exactly these codes (taking effect on their next request), to try a
 * step with a code that allows it and without one that would.
 */
export async function setMemberCodes(db: Kysely<Database>, email: DemoEmail, codes: readonly PermissionCode[]): Promise<void> {
  const userId = DEMO_USERS.findIndex((user) => user.email === email) + 1;
  await db.updateTable('memberships').set({ permissions: JSON.stringify(codes) }).where('userId', '=', userId).execute();
}

/** The codes a demo user's membership holds now. */
export async function memberCodes(db: Kysely<Database>, email: DemoEmail): Promise<PermissionCode[]> {
  const userId = DEMO_USERS.findIndex((user) => user.email === email) + 1;
  const row = await db.selectFrom('memberships').select('permissions').where('userId', '=', userId).executeTakeFirstOrThrow();
  return JSON.parse(row.permissions) as PermissionCode[];
}
