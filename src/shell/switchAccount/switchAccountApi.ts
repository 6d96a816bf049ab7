import type { AccountsResponse, SelectAccountRequest } from '../../../permissions/accountContext';

async function callJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { ...init, credentials: 'same-origin', headers: { Accept: 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Spec 7.1, get accounts: every account (and its yards) the user may work in. */
export function fetchAccounts(): Promise<AccountsResponse> {
  return callJson('/api/accounts');
}

/** Spec 7.1, set account: the session moves to the chosen account and sub-accounts. */
export async function switchToAccount(selection: Omit<SelectAccountRequest, 'relayState'>): Promise<void> {
  await callJson('/api/account', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(selection) });
}
