import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { logInWithToken } from './api/authApi';
import { dropQueryParam } from './navigation/browserLocation';
import { continueAfterSignIn } from './navigation/enterConsole';

/**
 * Signs in with the `token` of the address, once (spec 2.7). True while that runs. The token goes
 * from the address bar before the browser moves on, so that Back does not replay it.
 */
export function useTokenLogin(token: string | null, relayState: string | null, onFailure: () => void): boolean {
  const [isRunning, setIsRunning] = useState(Boolean(token));
  // Tokens may be single-use: a second call (React's development double effects) would fail the first.
  const started = useRef(false);
  const reportFailure = useEffectEvent(onFailure);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    logInWithToken(token, relayState).then(
      () => {
        dropQueryParam('token');
        return continueAfterSignIn(relayState);
      },
      () => {
        setIsRunning(false);
        reportFailure();
      },
    );
  }, [token, relayState]);
  return isRunning;
}
