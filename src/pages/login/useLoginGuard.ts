import { useEffect, useState } from 'react';
import { appConfig } from '../../appConfig';
import { fetchAuthCheck } from './api/authApi';
import { replaceWith } from './navigation/browserLocation';
import type { PublicQuery } from './navigation/publicQuery';
import { signedInLoginRedirect } from './navigation/relayTarget';

/**
 * Login route guard (spec 2.2). True while the session is being checked, so that a signed-in user
 * on their way out never sees the form flash.
 */
export function useLoginGuard(query: PublicQuery, enabled: boolean): boolean {
  const [isChecking, setIsChecking] = useState(enabled);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    fetchAuthCheck()
      .catch(() => null)
      .then((check) => {
        if (cancelled) return;
        const redirect = signedInLoginRedirect(check, query, appConfig().charterLoginPath);
        if (redirect) replaceWith(redirect);
        else setIsChecking(false);
      });
    return () => {
      cancelled = true;
    };
  }, [query, enabled]);
  return isChecking;
}
