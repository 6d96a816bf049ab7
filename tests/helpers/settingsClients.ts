import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { ApiClient } from './apiClient';
import { DEMO_STAFF, signInAll } from './flowSuite';
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
  const { manager, ...others } = await signInAll(server, DEMO_STAFF);
  return { ...others, vendor: manager };
}

/** Adds (and takes away) permission codes of a demo user's memberships; they apply from the user's next request. */
export async function grantCodes(db: Kysely<Database>, email: string, codes: string[], revoked: string[] = []): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  for (const membership of await db.selectFrom('memberships').select(['id', 'permissions']).where('userId', '=', user.id).execute()) {
    const granted = [...new Set([...(JSON.parse(membership.permissions) as string[]), ...codes])].filter((code) => !revoked.includes(code));
    await db.updateTable('memberships').set({ permissions: JSON.stringify(granted) }).where('id', '=', membership.id).execute();
  }
}
