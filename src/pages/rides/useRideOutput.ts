import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { dataProvider as consoleDataProvider, RideOutput } from '../../providers/dataProvider';

/** One per-ride output, loaded when `enabled` (the user may see it) and cached per ride. */
export function useRideOutput<T>(rideId: number | string | undefined, output: RideOutput, enabled = true) {
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  return useQuery({
    queryKey: ['rides', String(rideId), output],
    queryFn: () => dataProvider.rideOutput<T>(rideId!, output),
    enabled: enabled && rideId !== undefined,
  });
}
