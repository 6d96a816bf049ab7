import LinearProgress from '@mui/material/LinearProgress';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { appConfig } from '../appConfig';
import { loadConsoleSession, type ConsoleSession } from './loadConsoleSession';
import { windowTitle } from './windowTitle';

const SessionContext = createContext<ConsoleSession | null>(null);

export function useConsoleSession(): ConsoleSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useConsoleSession outside ConsoleSessionGate');
  return session;
}

/**
 * Shows no route until the session, account and profile are loaded (spec 2.2, 4.2), with a progress
 * bar meanwhile (2.3); it runs while the address bar still shows what the visitor asked for.
 */
export function ConsoleSessionGate({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<ConsoleSession>();
  useEffect(() => {
    let cancelled = false;
    loadConsoleSession(window.location.pathname, window.location.search).then((outcome) => {
      if (cancelled) return;
      if (outcome.kind === 'redirect') {
        window.location.replace(outcome.to);
        return;
      }
      const { account, userRole } = outcome.session.account;
      document.title = windowTitle(appConfig().productName, userRole, account.name);
      setSession(outcome.session);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!session) return <LinearProgress aria-label="Loading" sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
