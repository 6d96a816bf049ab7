import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * True once `ready` holds and nothing the page asked for is still on its way — or after `maxWaitMs`
 * at the latest — and from then on: for a part that costs the main thread (a map starting in
 * software WebGL) and that the page's text should not wait behind.
 */
export function usePageSettled(ready: boolean, maxWaitMs = 1_500): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  if (ready && fetching === 0 && !settled) setSettled(true);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [maxWaitMs]);
  return settled;
}
