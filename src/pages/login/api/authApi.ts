import type {
  AccountResponse,
  AccountsResponse,
  AuthProviderResponse,
  AuthResult,
  CheckResponse,
  SelectAccountRequest,
} from '../../../../permissions/accountContext';
import { ApiError, getJson, postJson } from './apiRequest';

/** The sign-in calls of spec 7.1 as the public pages make them. */

export function fetchAuthProvider(email: string): Promise<AuthProviderResponse> {
  return postJson('/api/auth/provider', { email });
}

export function logInWithPassword(email: string, password: string): Promise<AuthResult> {
  return postJson('/api/auth/login', { email, password });
}

export function logInWithToken(token: string, relayState: string | null): Promise<AuthResult> {
  return postJson('/api/auth/token-login', { token, relayState: relayState ?? undefined });
}

/** The session, or null when nobody is signed in. */
export async function fetchAuthCheck(): Promise<CheckResponse | null> {
  try {
    return await getJson<CheckResponse>('/api/auth/check');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function fetchAccount(): Promise<AccountResponse> {
  return getJson('/api/account');
}

export function fetchAccounts(): Promise<AccountsResponse> {
  return getJson('/api/accounts');
}

export function selectAccount(selection: SelectAccountRequest): Promise<AccountResponse> {
  return postJson('/api/account', selection);
}

export async function logOut(): Promise<void> {
  await postJson('/api/auth/logout', {});
}

export async function sendPasswordResetEmail(email: string): Promise<void> {
  await postJson('/api/auth/password-reset-email', { email });
}

export async function setPasswordWithToken(token: string, password: string): Promise<void> {
  await postJson('/api/auth/password-setup', { token, password });
}

/** Development and sandbox only (spec 2.9): a password-setup token for the given user. */
export function requestDevPasswordReset(userId: number): Promise<{ token: string }> {
  return postJson('/api/dev/password-reset-request', { userId });
}
