import { DEMO_OPERATOR_ACCOUNTS } from '../server/db/seed/seedDemoUsers';
import { DEMO_PASSWORD, signedIn } from '../tests/helpers/apiClient';

/** The cookies of the demo operator admin, signed in and working in the first operator account ("Transitline Operations"). */
export async function operatorAdminCookies(portalUrl: string, password = DEMO_PASSWORD): Promise<[string, string][]> {
  const client = await signedIn(portalUrl, 'admin@example.com', password);
  const chosen = await client.post('/api/account', { accountId: DEMO_OPERATOR_ACCOUNTS[0].id });
  if (chosen.status !== 200) throw new Error(`choosing the operator account failed: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  return [...client.cookies];
}
