import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { signedIn, type ApiClient } from './apiClient';
import type { TestServer } from './testServer';

/** The demo users the settings and route explorer suites act as, each in the account they work in. */
export interface DemoClients {
  admin: ApiClient;
  support: ApiClient;
  vendor: ApiClient;
  yard: ApiClient;
  district: ApiClient;
  school: ApiClient;
}

export async function demoClients(server: TestServer): Promise<DemoClients> {
  const admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
  await admin.post('/api/account', { accountId: 1, subAccountIds: [] });
  const vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
  await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
  return {
    admin, vendor,
    support: await signedIn(server.urlOf('admin'), 'support@example.com'),
    yard: await signedIn(server.urlOf('vendor'), 'yard@example.com'),
    district: await signedIn(server.urlOf('enterprise'), 'district@example.com'),
    school: await signedIn(server.urlOf('enterprise'), 'school@example.com'),
  };
}

/** Adds (and takes away) permission codes of a demo user's memberships; they apply from the user's next request. */
export async function grantCodes(db: Kysely<Database>, email: string, codes: string[], revoked: string[] = []): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  for (const membership of await db.selectFrom('memberships').select(['id', 'permissions']).where('userId', '=', user.id).execute()) {
    const granted = [...new Set([...(JSON.parse(membership.permissions) as string[]), ...codes])].filter((code) => !revoked.includes(code));
    await db.updateTable('memberships').set({ permissions: JSON.stringify(granted) }).where('id', '=', membership.id).execute();
  }
}
