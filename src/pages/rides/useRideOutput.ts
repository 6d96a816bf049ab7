import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { dataProvider as consoleDataProvider, RideOutput } from '../../providers/dataProvider';

/**
 * How long an answer stays fresh: the one asked for as the drawer opened (prefetchRide) is not asked
 * for again as the drawer first draws; the live parts are kept current by the ride's feeds.
 */
export const RIDE_OUTPUT_FRESH_MS = 10_000;

/** One per-ride output, loaded when `enabled` (the user may see it) and cached per ride. */
export function useRideOutput<T>(rideId: number | string | undefined, output: RideOutput, enabled = true) {
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  return useQuery({
    queryKey: ['rides', String(rideId), output],
    queryFn: () => dataProvider.rideOutput<T>(rideId!, output),
    enabled: enabled && rideId !== undefined,
    staleTime: RIDE_OUTPUT_FRESH_MS,
  });
}
