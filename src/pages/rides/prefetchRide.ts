import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { rides } from '../../../resources/rides';
import type { AppAbility } from '../../../permissions/defineAbility';
import { initialiseMapsScript } from '../../maps/mapsScript';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { preloadRecordViews } from '../../resources/customViews';
import { readableFields } from '../../resources/listColumns';
import { rideOutputsShown } from './rideParts';
import { RIDE_OUTPUT_FRESH_MS } from './useRideOutput';

/**
 * Everything a ride's drawer asks for, asked the moment it opens — the ride, the records it names,
 * each of its parts this user is shown — together with its code and the map's, instead of one after
 * another as each part is first drawn. The answers land where the drawer's own queries look for
 * them (react-admin's and useRideOutput's keys), so each part draws from them at once.
 */
export default function prefetchRide(rideId: string, queryClient: QueryClient, dataProvider: typeof consoleDataProvider, ability: AppAbility): void {
  void initialiseMapsScript();
  // The drawer's own code (at hand already when the rides list fetched it), beside the map's rather than after it.
  preloadRecordViews('rides');
  // The ride's own record first: a browser has six connections to the console, and the drawer's heading waits on this one.
  void queryClient.fetchQuery({
    queryKey: ['rides', 'getOne', { id: rideId }],
    queryFn: () => dataProvider.getOne('rides', { id: rideId }).then(({ data }) => data),
  }).then((ride) => prefetchReferences(ride, queryClient, dataProvider, ability), () => undefined);
  for (const output of rideOutputsShown(ability)) {
    void queryClient.prefetchQuery({ queryKey: ['rides', rideId, output], queryFn: () => dataProvider.rideOutput(rideId, output), staleTime: RIDE_OUTPUT_FRESH_MS });
  }
}

/** The records the ride's reference fields name, each where a reference field finds it (react-admin's getOne key). */
async function prefetchReferences(ride: RaRecord, queryClient: QueryClient, dataProvider: typeof consoleDataProvider, ability: AppAbility): Promise<void> {
  const named = readableFields(rides, ability).flatMap(([name, field]) => (field.type === 'reference' && ride[name] != null ? [{ resource: field.reference!, id: ride[name] as number }] : []));
  await Promise.all(named.map(async ({ resource, id }) => {
    if (queryClient.getQueryData([resource, 'getOne', { id: String(id) }])) return;
    const { data } = await dataProvider.getMany(resource, { ids: [id] });
    for (const record of data) queryClient.setQueryData([resource, 'getOne', { id: String(record.id) }], record);
  }).map((asked) => asked.catch(() => undefined)));
}
