import type { AccountResponse, CheckResponse, ProfileResponse } from '../../permissions/accountContext';
import { loginUrlFor, selectAccountUrlFor } from './loginRedirect';
import { sessionRequest, type SessionPath } from './sessionAhead';

export interface ConsoleSession {
  check: CheckResponse;
  account: AccountResponse;
  profile: ProfileResponse;
}

/** Work alongside the session's last requests, handed the account they will bring (undefined if none). */
export type WhileLoading = (account: Promise<AccountResponse | undefined>) => Promise<void>;

export type SessionOutcome = { kind: 'ready'; session: ConsoleSession } | { kind: 'redirect'; to: string };

async function getJson<T>(path: SessionPath): Promise<{ status: number; body?: T }> {
  const response = await sessionRequest(path);
  return { status: response.status, body: response.ok ? ((await response.json()) as T) : undefined };
}

/**
 * The app guard of spec 2.2, steps 1–4: auth state, then the chosen account (the "entity type"),
 * then the profile. Where it cannot go on, it names the page to send the visitor to.
 * `whileLoading` starts once the last requests are on their way, for work that should not queue
 * before them (fetching the screen asked for, and with the account, its first rows); the session is
 * ready when the promise it returns has settled too.
 */
export async function loadConsoleSession(pathname: string, search: string, whileLoading?: WhileLoading): Promise<SessionOutcome> {
  const check = await getJson<CheckResponse>('/api/auth/check');
  if (!check.body) return { kind: 'redirect', to: loginUrlFor(pathname, search) };
  if (!check.body.isAccountSelected) return { kind: 'redirect', to: selectAccountUrlFor(pathname, search) };
  const requests = Promise.all([getJson<AccountResponse>('/api/account'), getJson<ProfileResponse>('/api/profile')]);
  const alongside = whileLoading?.(requests.then(([account]) => account.body));
  const [account, profile] = await requests;
  if (!account.body || !profile.body) {
    const signedOut = account.status === 401 || profile.status === 401;
    return { kind: 'redirect', to: signedOut ? loginUrlFor(pathname, search) : selectAccountUrlFor(pathname, search) };
  }
  await alongside;
  return { kind: 'ready', session: { check: check.body, account: account.body, profile: profile.body } };
}
