import type { AuthProvider } from 'react-admin';
import type { ConsoleSession } from '../shell/loadConsoleSession';
import { rememberPathAfterLogin } from '../shell/storedPath';

/**
 * react-admin's view of the session that ConsoleSessionGate loaded. Signing in happens on the light
 * login pages, so `login` is never called here; signing out goes through the /logout page.
 */
export function createAuthProvider({ check, account, profile }: ConsoleSession): AuthProvider {
  const sessionEnded = () => rememberPathAfterLogin(window.location.pathname, window.location.search);
  return {
    login: async () => undefined,
    logout: async () => {
      window.location.assign('/logout');
      return false;
    },
    checkAuth: async () => {
      const response = await fetch('/api/auth/check', { credentials: 'same-origin' });
      if (!response.ok) {
        sessionEnded();
        throw new Error('Your session has ended.');
      }
    },
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) {
        sessionEnded();
        throw error;
      }
    },
    getIdentity: async () => ({
      id: check.userId,
      fullName: `${profile.name.first} ${profile.name.last}`.trim(),
      avatar: profile.avatarPath ?? undefined,
    }),
    getPermissions: async () => account.permissions,
  };
}
