import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MAX_SECONDARY_RIDES, type LiveMessages, type LiveRideChange } from '../../../permissions/liveFeeds';
import { useLiveFeed } from './useLive';

type RecordPatch = { id: number } & Record<string, unknown>;
type Cached = { id: number | string } & Record<string, unknown>;

/** What a ride's change changes in its record. */
const ridePatchOf = ({ rideId, displayId: _displayId, ...fields }: LiveRideChange): RecordPatch => ({ id: rideId, ...fields });

/** The entities whose screens a live feed keeps current, and what each message changes in a record. */
const LIVE_RECORD_FEEDS = {
  rides: { feed: 'rides-primary', patchOf: ridePatchOf },
  dbr: { feed: 'dbr-list', patchOf: (message: LiveMessages['dbr-list']): RecordPatch => message },
} as const;

/**
 * Keeps the entity's lists and records on screen current (spec 7.7: rides list and DBR list update
 * live): each change heard is written into react-admin's cached queries, so rows change in place
 * without a refetch or a reload.
 */
export function useLiveRecordPatches(resource: string): void {
  const queryClient = useQueryClient();
  const live = LIVE_RECORD_FEEDS[resource as keyof typeof LIVE_RECORD_FEEDS];
  useLiveFeed(live?.feed ?? 'rides-primary', undefined, (message) => {
    if (live) patchCachedRecord(queryClient, resource, (live.patchOf as (m: typeof message) => RecordPatch)(message));
  }, live !== undefined);
}

/**
 * Keeps the rides a screen chose current (spec 7.7's secondary rides list): a screen that shows some
 * rides of its own (a day's rides to assign) hears of those alone, not of every ride of its tenant.
 * The feed takes up to MAX_SECONDARY_RIDES: the first ones given, so list them as they are shown.
 */
export function useLiveRidePatches(rideIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const watched = rideIds.slice(0, MAX_SECONDARY_RIDES);
  useLiveFeed('rides-secondary', { rideIds: watched }, (change) => patchCachedRecord(queryClient, 'rides', ridePatchOf(change)), watched.length > 0);
}

export function patchCachedRecord(queryClient: QueryClient, resource: string, patch: RecordPatch): void {
  const apply = <T extends Cached | undefined>(record: T): T => (record && String(record.id) === String(patch.id) ? { ...record, ...patch, id: record.id } : record);
  queryClient.setQueriesData<{ data: Cached[] } | undefined>({ queryKey: [resource, 'getList'] }, (old) => old && { ...old, data: old.data.map(apply) });
  queryClient.setQueriesData<{ data: Cached[] } | undefined>({ queryKey: [resource, 'getManyReference'] }, (old) => old && { ...old, data: old.data.map(apply) });
  queryClient.setQueriesData<Cached[] | undefined>({ queryKey: [resource, 'getMany'] }, (old) => old?.map(apply));
  queryClient.setQueriesData<Cached | undefined>({ queryKey: [resource, 'getOne'] }, (old) => apply(old));
}
