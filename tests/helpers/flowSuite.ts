import type { DeploymentRole } from '../../server/config';
import { signedIn, type ApiClient } from './apiClient';
import type { DemoEmail } from './consoleSignIn';
import type { DatabaseKind } from './testDatabase';
import { startTestServer, type TestServer } from './testServer';

export interface SuiteUser {
  email: DemoEmail;
  portal: DeploymentRole;
  /** The account (and yards) chosen after signing in, when the user has more than one. */
  account?: object;
}

export type FlowSuite<Name extends string> = Record<Name, ApiClient> & {
  server: TestServer;
  db(): TestServer['running']['database']['db'];
};

/** Signs each user in on their portal and chooses their account, as the console's sign-in does. */
export async function signInAll<Name extends string>(server: TestServer, users: Record<Name, SuiteUser>): Promise<Record<Name, ApiClient>> {
  const clients = {} as Record<Name, ApiClient>;
  for (const [name, user] of Object.entries(users) as [Name, SuiteUser][]) {
    clients[name] = await signedIn(server.urlOf(user.portal), user.email);
    if (user.account) await clients[name].post('/api/account', user.account);
  }
  return clients;
}

/** The demo users as the suites sign them in: each in the account (and yards) they work in. */
export const DEMO_STAFF = {
  admin: { email: 'admin@example.com', portal: 'admin', account: { accountId: 1, subAccountIds: [] } },
  support: { email: 'support@example.com', portal: 'admin' },
  manager: { email: 'vendor@example.com', portal: 'vendor', account: { accountId: 1, subAccountIds: [1, 2, 3] } },
  yard: { email: 'yard@example.com', portal: 'vendor' },
  district: { email: 'district@example.com', portal: 'enterprise' },
  school: { email: 'school@example.com', portal: 'enterprise' },
} as const satisfies Record<string, SuiteUser>;

/**
 * A status-flow suite's bed: the console on one database with the demo operation, and the demo
 * users it needs signed in, once for the suite (jest's beforeAll/afterAll of the caller's describe).
 */
export function flowSuite<Name extends string>(kind: DatabaseKind, users: Record<Name, SuiteUser>): FlowSuite<Name> {
  const suite = { db: () => suite.server.running.database.db } as FlowSuite<Name>;
  beforeAll(async () => {
    suite.server = await startTestServer({ database: kind });
    Object.assign(suite, await signInAll(suite.server, users));
  });
  afterAll(() => suite.server?.stop());
  return suite;
}

/** The vendor's office manager working in all three yards, and the yard manager of the first. */
export const VENDOR_STAFF = { manager: DEMO_STAFF.manager, yard: DEMO_STAFF.yard };

/** The district's coordinator and a school's staff member. */
export const DISTRICT_STAFF = { district: DEMO_STAFF.district, school: DEMO_STAFF.school };
