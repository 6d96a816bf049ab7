import { todayIn } from '../../server/db/seed/calendar';
import type { ApiClient } from './apiClient';
import { DEMO_STAFF, signInAll } from './flowSuite';
import type { TestServer } from './testServer';

export interface DemoClients {
  /** vendor@example.com, working in all three yards of vendor 1. */
  manager: ApiClient;
  /** admin@example.com, in Transitline Operations. */
  admin: ApiClient;
  /** yard@example.com: vendor 1, North Yard only. */
  yard: ApiClient;
  district: ApiClient;
  /** The vendor's calendar day, on which derived values (a document's state) are worked out. */
  today: string;
}

/** The demo roles signed in on a test server, each in the account the tests of driver records work in. */
export async function demoClients(server: TestServer): Promise<DemoClients> {
  const { manager, admin, yard, district } = DEMO_STAFF;
  const clients = await signInAll(server, { manager, admin, yard, district });
  const account = await clients.manager.get<{ account: { timezone: string } }>('/api/account');
  return { ...clients, today: todayIn(account.body.account.timezone) };
}
