import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AccountResponse, ProfileResponse } from '../../permissions/accountContext';
import { appConfig } from '../appConfig';
import { consoleLocaleFor } from '../i18n/userLocale';
import { ProgressAlongTop } from './admin/ConsoleAdmin';
import { openConsoleIn } from '../providers/i18nProvider';
import { loadConsoleSession, type ConsoleSession, type SessionOutcome } from './loadConsoleSession';
import { windowTitle } from './windowTitle';

/** The loaded session, and a way for the profile page (and changed codes) to show everywhere at once. */
export interface LiveConsoleSession extends ConsoleSession {
  updateProfile(change: Partial<ProfileResponse>): void;
  /** The same account with codes an administrator changed since it was loaded (useGrantedCodesRefresh). */
  updateAccount(account: AccountResponse): void;
}

const SessionContext = createContext<LiveConsoleSession | null>(null);

export function useConsoleSession(): LiveConsoleSession {
  const session = useOptionalConsoleSession();
  if (!session) throw new Error('useConsoleSession outside ConsoleSessionGate');
  return session;
}

/** The session when there is one: a piece of the console drawn outside it (alone, in a test) has none. */
export function useOptionalConsoleSession(): LiveConsoleSession | null {
  return useContext(SessionContext);
}

/**
 * Shows no route until the session, account and profile are loaded (spec 2.2, 4.2), with a progress
 * bar meanwhile (2.3); it runs while the address bar still shows what the visitor asked for.
 * `loading` is the session's load, begun by the console (with the screen asked for fetched alongside,
 * see App.tsx); without it, the gate loads the session alone. `loaded`: a session already at hand
 * (a page drawn on the server, in the language it was drawn in), shown at once.
 */
export function ConsoleSessionGate({ children, loading, loaded }: { children: ReactNode; loading?: Promise<SessionOutcome>; loaded?: ConsoleSession }) {
  const [session, setSession] = useState<ConsoleSession | undefined>(loaded);
  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    (loading ?? loadConsoleSession(window.location.pathname, window.location.search)).then(async (outcome) => {
      if (cancelled) return;
      if (outcome.kind === 'redirect') {
        window.location.replace(outcome.to);
        return;
      }
      const { profile, check, account: { account, userRole } } = outcome.session;
      document.title = windowTitle(appConfig().productName, userRole, account.name);
      // The console opens in the user's language on any browser, with no flash of another one.
      await openConsoleIn(await consoleLocaleFor(profile.locale, !check.isImpersonation));
      if (!cancelled) setSession(outcome.session);
    });
    return () => {
      cancelled = true;
    };
  }, [loading, loaded]);
  const updateProfile = useCallback((change: Partial<ProfileResponse>) => {
    setSession((current) => current && { ...current, profile: { ...current.profile, ...change } });
  }, []);
  const updateAccount = useCallback((account: AccountResponse) => {
    setSession((current) => current && { ...current, account });
  }, []);
  const value = useMemo(() => session && { ...session, updateProfile, updateAccount }, [session, updateProfile, updateAccount]);
  // The user's language is not known until their session is read, nor its texts loaded.
  if (!value) return <ProgressAlongTop label="Loading" />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
