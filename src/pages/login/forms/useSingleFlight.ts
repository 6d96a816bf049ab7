import { useCallback, useRef, useState } from 'react';

/** `leaving`: the task sent the browser to another page, so the page stays busy until it goes. */
export type FlightOutcome = 'done' | 'leaving';

/**
 * One request at a time per page: a second Enter or click while one is under way is ignored
 * (spec 5), even before the disabled button has re-rendered. Tasks report their own failures.
 */
export function useSingleFlight(): [loading: boolean, run: (task: () => Promise<FlightOutcome>) => Promise<void>] {
  const inFlight = useRef(false);
  const [loading, setLoading] = useState(false);
  const run = useCallback(async (task: () => Promise<FlightOutcome>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    let outcome: FlightOutcome = 'done';
    try {
      outcome = await task();
    } finally {
      if (outcome === 'done') {
        inFlight.current = false;
        setLoading(false);
      }
    }
  }, []);
  return [loading, run];
}
