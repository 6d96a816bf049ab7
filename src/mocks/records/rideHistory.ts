import type { RideHistoryEvent } from '../../../resources/rides/details';
import { minutesAfter } from './mockClock';
import type { MockStore } from './mockStore';
import type { MockRow } from './recordTypes';

/**
 * What happened to a ride, oldest first, as the server's history records it: created with its run,
 * its vendor, vehicle and driver assigned, then each change of status up to the one it has now.
 */
export function rideHistoryOf(store: MockStore, ride: MockRow): RideHistoryEvent[] {
  const events: RideHistoryEvent[] = [];
  const event = (at: string, kind: string, details: Record<string, unknown>, actorName: string | null = null) => {
    if (Date.parse(at) <= store.clock.now) events.push({ id: ride.id * 10 + events.length, at, kind, actorName, details });
  };
  const created = ride.createdAt;
  event(created, 'created', { routeId: ride.routeId });
  if (ride.vendorId != null) event(created, 'vendor_assigned', { to: ride.vendorId });
  if (ride.vehicleId != null) event(minutesAfter(created, 5), 'vehicle_assigned', { to: ride.vehicleId }, 'Dispatch');
  if (ride.driverId != null) event(minutesAfter(created, 5), 'driver_assigned', { to: ride.driverId }, 'Dispatch');
  if (ride.status === 'cancelled') event(minutesAfter(String(ride.scheduledStart), -45), 'status_changed', { from: 'assigned', to: 'cancelled' }, 'Dispatch');
  if (ride.actualStart) event(String(ride.actualStart), 'status_changed', { from: 'assigned', to: 'en_route' });
  if (ride.actualEnd) event(String(ride.actualEnd), 'status_changed', { from: 'en_route', to: 'completed' });
  return events;
}
