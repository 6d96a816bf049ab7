import { useEffect, useState, type ReactNode } from 'react';
import { loginUrlFor } from './loginRedirect';

type GuardState = 'checking' | 'allowed';

/**
 * Runs before the console mounts, while the address bar still shows what the visitor asked for:
 * an anonymous visitor goes to the login page with that address as RelayState.
 */
export function AppGuard({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GuardState>('checking');
  useEffect(() => {
    let cancelled = false;
    fetch('/api/auth/check', { credentials: 'include' })
      .then((response) => response.ok)
      .catch(() => false)
      .then((signedIn) => {
        if (cancelled) return;
        if (signedIn) setState('allowed');
        else window.location.replace(loginUrlFor(window.location.pathname, window.location.search));
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return state === 'allowed' ? <>{children}</> : null;
}
