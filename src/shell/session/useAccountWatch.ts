import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccountResponse } from '../../../permissions/accountContext';
import { useConsoleSession } from '../ConsoleSessionGate';
import { SHELL_PATHS } from '../routes/shellPaths';

/** Is the account the server now reports still the one this console was built for? */
export function isSameSession(loaded: AccountResponse, current: AccountResponse): boolean {
  return current.account.accountId === loaded.account.accountId && current.account.timezone === loaded.account.timezone;
}

/**
 * Spec 2.10, "Session outdated": when the window comes back into focus, the account is read again;
 * if its timezone (or the account itself, switched in another tab) changed, every date on screen
 * would be wrong, so the console stops at the session-outdated page.
 */
export function useAccountWatch(): void {
  const navigate = useNavigate();
  const { account: loaded } = useConsoleSession();
  useEffect(() => {
    const check = async () => {
      try {
        const response = await fetch('/api/account', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
        // A failed call is left to the calls that follow: a signed-out session is handled by the authProvider.
        if (!response.ok) return;
        if (!isSameSession(loaded, (await response.json()) as AccountResponse)) navigate(SHELL_PATHS.accountTimezoneError, { replace: true });
      } catch {
        // Offline: nothing to compare with.
      }
    };
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [loaded, navigate]);
}
