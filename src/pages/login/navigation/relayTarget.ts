import type { CheckResponse, SessionAccount } from '../../../../permissions/accountContext';
import { PUBLIC_PATHS } from './publicPaths';
import type { PublicQuery } from './publicQuery';

const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

/**
 * A relay path the console may open: same origin only, so that a crafted link cannot send a user
 * who just signed in to another site (`//evil.example`, `/\evil.example`).
 */
export function isSafeConsolePath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return false;
  }
  return url.origin === PLACEHOLDER_ORIGIN;
}

/** Where the console opens after sign-in: the relay, else the path kept when the last session ended (spec 4.6), else home. */
export function consoleTarget(relayState: string | null, storedPath: string | null): string {
  if (isSafeConsolePath(relayState)) return relayState;
  if (isSafeConsolePath(storedPath)) return storedPath;
  return '/';
}

function withRelay(path: string, relayState: string | null): string {
  return relayState ? `${path}?RelayState=${encodeURIComponent(relayState)}` : path;
}

export function loginUrl(relayState: string | null): string {
  return withRelay(PUBLIC_PATHS.login, relayState);
}

export function selectAccountUrl(relayState: string | null): string {
  return withRelay(PUBLIC_PATHS.selectAccount, relayState);
}

/** Spec 4.2: an account is required and none is chosen yet. */
export function needsAccountSelection(account: SessionAccount): boolean {
  return (account.isAccountRequired || account.isSubAccountsRequired) && account.accountId === null;
}

/**
 * Login route guard (spec 2.2): a signed-in visitor leaves the login page, unless they are on their
 * way to the charter portal handoff or asked for the form with `forceLogin`.
 */
export function signedInLoginRedirect(check: CheckResponse | null, query: PublicQuery, charterLoginPath: string): string | null {
  if (!check || query.forceLogin) return null;
  if (charterLoginPath && query.relayState?.includes(charterLoginPath)) return null;
  return check.isAccountSelected ? '/' : selectAccountUrl(query.relayState);
}

/** Single sign-on starts on the server, which carries the RelayState through the provider and back. */
export function ssoStartUrl(redirectUrl: string, relayState: string | null): string {
  if (!relayState) return redirectUrl;
  return `${redirectUrl}${redirectUrl.includes('?') ? '&' : '?'}RelayState=${encodeURIComponent(relayState)}`;
}
