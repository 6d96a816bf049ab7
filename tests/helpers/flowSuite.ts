import type { DeploymentRole } from '../../server/config';
import { signedIn, type ApiClient } from './apiClient';
import type { DemoEmail } from './consoleSignIn';
import type { DatabaseKind } from './testDatabase';
import { startTestServer, type TestServer } from './testServer';

interface SuiteUser {
  email: DemoEmail;
  portal: DeploymentRole;
  /** The account (and yards) chosen after signing in, when the user has more than one. */
  account?: object;
}

export type FlowSuite<Name extends string> = Record<Name, ApiClient> & {
  server: TestServer;
  db(): TestServer['running']['database']['db'];
};

/**
 * A status-flow suite's bed: the console on one database with the demo operation, and the demo
 * users it needs signed in, once for the suite (jest's beforeAll/afterAll of the caller's describe).
 */
export function flowSuite<Name extends string>(kind: DatabaseKind, users: Record<Name, SuiteUser>): FlowSuite<Name> {
  const suite = { db: () => suite.server.running.database.db } as FlowSuite<Name>;
  beforeAll(async () => {
    suite.server = await startTestServer({ database: kind });
    for (const [name, user] of Object.entries(users) as [Name, SuiteUser][]) {
      const client = await signedIn(suite.server.urlOf(user.portal), user.email);
      if (user.account) await client.post('/api/account', user.account);
      Object.assign(suite, { [name]: client });
    }
  });
  afterAll(() => suite.server?.stop());
  return suite;
}

/** The vendor's office manager working in all three yards, and the yard manager of the first. */
export const VENDOR_STAFF = {
  manager: { email: 'vendor@example.com', portal: 'vendor', account: { accountId: 1, subAccountIds: [1, 2, 3] } },
  yard: { email: 'yard@example.com', portal: 'vendor' },
} as const satisfies Record<string, SuiteUser>;

/** The district's coordinator and a school's staff member. */
export const DISTRICT_STAFF = {
  district: { email: 'district@example.com', portal: 'enterprise' },
  school: { email: 'school@example.com', portal: 'enterprise' },
} as const satisfies Record<string, SuiteUser>;
