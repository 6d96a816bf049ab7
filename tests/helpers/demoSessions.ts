import type { AccountResponse } from '../../permissions/accountContext';
import { defineAbilityFor, type AppAbility } from '../../permissions/defineAbility';
import { DEMO_USERS } from '../../server/db/seed/demoUsers';
import { signedIn, type ApiClient } from './apiClient';
import type { DemoEmail } from './consoleSignIn';

/** The account (and yards) the e2e sign-in chooses for each demo user who must choose. */
export const ACCOUNT_CHOICE: Partial<Record<DemoEmail, object>> = {
  'admin@example.com': { accountId: 1 },
  'support@example.com': { accountId: 1 },
  'vendor@example.com': { accountId: 1, subAccountIds: [1, 2, 3] },
  'yard@example.com': { accountId: 1, subAccountIds: [1] },
};

export interface DemoSession {
  client: ApiClient;
  /** What the user may do there, as the console itself works it out. */
  ability: AppAbility;
}

/** Every demo user signed in through the API, in the account the e2e sign-in chooses. */
export async function demoSessions(urlOf: (email: DemoEmail) => string): Promise<Map<DemoEmail, DemoSession>> {
  const sessions = new Map<DemoEmail, DemoSession>();
  for (const { email } of DEMO_USERS) {
    const client = await signedIn(urlOf(email), email);
    if (ACCOUNT_CHOICE[email]) await client.post('/api/account', ACCOUNT_CHOICE[email]);
    sessions.set(email, { client, ability: defineAbilityFor((await client.get<AccountResponse>('/api/account')).body) });
  }
  return sessions;
}
