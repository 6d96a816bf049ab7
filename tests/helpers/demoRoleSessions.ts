import type { AccountResponse } from '../../permissions/accountContext';
import { defineAbilityFor, type AppAbility } from '../../permissions/defineAbility';
import type { DeploymentRole } from '../../server/config';
import { signedIn, type ApiClient } from './apiClient';
import { startTestServer, type TestServer } from './testServer';

/** Every demo role in the account it works in: the operator's, the vendor's yards, one yard, the district, one campus. */
export const DEMO_ROLES: readonly { email: string; portal: DeploymentRole; choose?: { accountId: number; subAccountIds?: number[] } }[] = [
  { email: 'admin@example.com', portal: 'admin', choose: { accountId: 1 } },
  { email: 'vendor@example.com', portal: 'vendor', choose: { accountId: 1, subAccountIds: [1, 3] } },
  { email: 'yard@example.com', portal: 'vendor' },
  { email: 'district@example.com', portal: 'enterprise' },
  { email: 'school@example.com', portal: 'enterprise' },
];

export interface RoleSession {
  client: ApiClient;
  /** What the role may do, from its own account as the server answers it. */
  ability: AppAbility;
}

/** Each demo role signed in to `server` in its account, by e-mail. */
export async function demoRoleSessions(server: TestServer): Promise<Map<string, RoleSession>> {
  const sessions = new Map<string, RoleSession>();
  for (const role of DEMO_ROLES) {
    const client = await signedIn(server.urlOf(role.portal), role.email);
    if (role.choose) await client.post('/api/account', { subAccountIds: [], ...role.choose });
    const account = (await client.get<AccountResponse>('/api/account')).body;
    sessions.set(role.email, { client, ability: defineAbilityFor(account) });
  }
  return sessions;
}

export type DemoRoleEmail = (typeof DEMO_ROLES)[number]['email'];

/**
 * A demo console and every demo role signed in to it, for the enclosing describe block: started
 * before its tests, stopped after. `as(email)` is that role's client, `session(email)` its client and ability.
 */
export function demoRolesForSuite() {
  let server: TestServer | undefined;
  let sessions = new Map<string, RoleSession>();
  beforeAll(async () => {
    server = await startTestServer();
    sessions = await demoRoleSessions(server);
  });
  afterAll(() => server?.stop());
  const session = (email: DemoRoleEmail) => sessions.get(email)!;
  return {
    get server(): TestServer {
      if (!server) throw new Error('The console starts in beforeAll');
      return server;
    },
    db: () => server!.running.database.db,
    session,
    as: (email: DemoRoleEmail) => session(email).client,
  };
}
