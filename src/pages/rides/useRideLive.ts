import { useQueryClient } from '@tanstack/react-query';
import type { RideLive } from '../../../resources/rides/details';
import { patchCachedRecord } from '../../providers/live/liveRecordPatches';
import { useLiveFeed } from '../../providers/live/useLive';
import { useRideOutput } from './useRideOutput';

/**
 * A ride as it stands now (spec 7.7: ride location, status, issues, flagged stops):
 * loaded once, then kept current by the ride's live feeds, which write into the same cached answer
 * (and into the ride's record, so that the drawer's status changes too).
 */
export function useRideLive(rideId: string) {
  const queryClient = useQueryClient();
  const query = useRideOutput<RideLive>(rideId, 'live');
  const id = Number(rideId);
  const update = (change: (live: RideLive) => RideLive) => queryClient.setQueryData<RideLive>(['rides', rideId, 'live'], (old) => old && change(old));

  useLiveFeed('ride-status', { rideId: id }, (ride) => {
    update((live) => ({ ...live, ride }));
    const { rideId: _rideId, displayId: _displayId, ...fields } = ride;
    patchCachedRecord(queryClient, 'rides', { id, ...fields });
  });
  useLiveFeed('ride-location', { rideId: id }, (position) => update((live) => ({ ...live, position })));
  useLiveFeed('route-issues', undefined, (issue) => {
    if (issue.rideId !== id) return;
    update((live) => ({ ...live, openIssues: [...live.openIssues.filter((open) => open.id !== issue.id), ...(issue.resolvedAt ? [] : [issue])] }));
  });
  useLiveFeed('flagged-checkpoints', { rideId: id, stopSequence: null }, (checkpoint) => update((live) => ({ ...live, flaggedCheckpoints: [checkpoint, ...live.flaggedCheckpoints.filter((c) => c.id !== checkpoint.id)] })));
  return query;
}
