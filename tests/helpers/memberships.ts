import type { Kysely } from 'kysely';
import type { PermissionCode } from '../../permissions/catalogue';
import type { Database } from '../../server/db/schema';

/** Adds codes to a user's (first) membership, as access management would: it holds from their next request. */
export async function grantCodes(db: Kysely<Database>, userId: number, codes: PermissionCode[]): Promise<void> {
  const membership = await db.selectFrom('memberships').select(['id', 'permissions']).where('userId', '=', userId).orderBy('id').executeTakeFirstOrThrow();
  const permissions = [...new Set([...JSON.parse(membership.permissions) as string[], ...codes])];
  await db.updateTable('memberships').set({ permissions: JSON.stringify(permissions) }).where('id', '=', membership.id).execute();
}
