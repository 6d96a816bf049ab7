import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { AccountResponse } from '../../../permissions/accountContext';
import { rulesFor } from '../../../permissions/defineAbility';
import { useConsoleSession } from '../ConsoleSessionGate';
import { isSameSession } from './useAccountWatch';

/**
 * Codes changed by an administrator (Access, an employee's page) bind on the server from the user's
 * next request. The console follows at the next navigation: the account is read again and, when its
 * codes differ, the session's account and with it the ability are replaced — the menu, the route
 * guards and react-admin's access checks redraw, without signing out or reloading.
 */
export function useGrantedCodesRefresh(): void {
  const { pathname } = useLocation();
  const { account: loaded, updateAccount } = useConsoleSession();
  const queryClient = useQueryClient();
  // The console read the account to open its first page; afterwards, once per page opened.
  const readFor = useRef(pathname);
  useEffect(() => {
    if (pathname === readFor.current) return;
    const controller = new AbortController();
    fetch('/api/account', { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        readFor.current = pathname;
        // A signed-out session or another account is for the authProvider and useAccountWatch to handle.
        if (!response.ok) return;
        const current = (await response.json()) as AccountResponse;
        if (!isSameSession(loaded, current) || JSON.stringify(rulesFor(current)) === JSON.stringify(rulesFor(loaded))) return;
        updateAccount(current);
        void queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'] });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname, loaded, updateAccount, queryClient]);
}
