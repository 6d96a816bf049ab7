import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveMessages } from '../../../permissions/liveFeeds';
import { useLiveFeed } from './useLive';

type RecordPatch = { id: number } & Record<string, unknown>;
type Cached = { id: number | string } & Record<string, unknown>;

/** The entities whose screens a live feed keeps current, and what each message changes in a record. */
const LIVE_RECORD_FEEDS = {
  rides: { feed: 'rides-primary', patchOf: ({ rideId, displayId: _displayId, ...fields }: LiveMessages['rides-primary']): RecordPatch => ({ id: rideId, ...fields }) },
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

export function patchCachedRecord(queryClient: QueryClient, resource: string, patch: RecordPatch): void {
  const apply = <T extends Cached | undefined>(record: T): T => (record && String(record.id) === String(patch.id) ? { ...record, ...patch, id: record.id } : record);
  queryClient.setQueriesData<{ data: Cached[] } | undefined>({ queryKey: [resource, 'getList'] }, (old) => old && { ...old, data: old.data.map(apply) });
  queryClient.setQueriesData<{ data: Cached[] } | undefined>({ queryKey: [resource, 'getManyReference'] }, (old) => old && { ...old, data: old.data.map(apply) });
  queryClient.setQueriesData<Cached[] | undefined>({ queryKey: [resource, 'getMany'] }, (old) => old?.map(apply));
  queryClient.setQueriesData<Cached | undefined>({ queryKey: [resource, 'getOne'] }, (old) => apply(old));
}
