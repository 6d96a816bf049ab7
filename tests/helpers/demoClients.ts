import { todayIn } from '../../server/db/seed/calendar';
import { signedIn, type ApiClient } from './apiClient';
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
  const manager = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
  await manager.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
  const admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
  await admin.post('/api/account', { accountId: 1, subAccountIds: [] });
  const yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
  const district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
  const account = await manager.get<{ account: { timezone: string } }>('/api/account');
  return { manager, admin, yard, district, today: todayIn(account.body.account.timezone) };
}
