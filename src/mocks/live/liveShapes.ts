import type { LiveFlaggedCheckpoint, LiveRideChange, LiveRouteIssue } from '../../../permissions/liveFeeds';
import { keyedRandom } from '../records/keyedRandom';
import { minutesAfter } from '../records/mockClock';
import type { MockStore, RouteIssueRow } from '../records/mockStore';
import type { MockRow } from '../records/recordTypes';
import type { StoredStop } from '../records/stopStudents';

/** A ride as its live feeds tell of it. */
export const rideChangeOf = (ride: MockRow): LiveRideChange => ({
  rideId: ride.id, displayId: Number(ride.displayId), status: String(ride.status), actualStart: (ride.actualStart as string | null) ?? null,
  actualEnd: (ride.actualEnd as string | null) ?? null, vehicleId: (ride.vehicleId as number | null) ?? null, driverId: (ride.driverId as number | null) ?? null, version: ride.version,
});

export const liveIssueOf = ({ id, rideId, kind, severity, detectedAt, details, resolvedAt, studentId, resolution }: RouteIssueRow): LiveRouteIssue => ({ id, rideId, kind, severity, detectedAt, details, resolvedAt, studentId, resolution });

const FLAG_REASONS = ['Student not at stop', 'Stop blocked by construction', 'Parent asked the bus to wait', 'Unsafe to stop: parked cars'];

/** The stops a driver flagged on a ride (about one in sixteen of those passed), newest first. */
export function flaggedCheckpointsOf(store: MockStore, ride: MockRow): LiveFlaggedCheckpoint[] {
  if (!ride.actualStart) return [];
  const stops = (store.byId('routes', ride.routeId)?.stops as StoredStop[] | undefined) ?? [];
  const random = keyedRandom(`rides:${ride.id}:flags`);
  return stops
    .filter((stop) => random.happens(`stop.${stop.sequence}`, 1 / 16))
    .map((stop) => {
      const flaggedAt = minutesAfter(String(ride.actualStart), stop.sequence * 4);
      return { id: ride.id * 100 + stop.sequence, rideId: ride.id, stopSequence: stop.sequence, flaggedAt, source: 'driver', reason: random.pick(`reason.${stop.sequence}`, FLAG_REASONS), resolvedAt: ride.status === 'completed' ? minutesAfter(flaggedAt, 8) : null };
    })
    .filter((flag) => Date.parse(flag.flaggedAt) <= store.clock.now)
    .reverse();
}
