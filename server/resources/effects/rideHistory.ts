import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Row } from '../recordCodec';
import type { RecordChange } from './index';

/** Ride columns whose change is an event of its own in the ride's history. */
const TRACKED: Record<string, string> = {
  vehicleId: 'vehicle_assigned',
  driverId: 'driver_assigned',
  monitorId: 'monitor_assigned',
  status: 'status_changed',
  tags: 'tags_changed',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Keeps a ride's history and vendor assignment history (spec 7.3) in step with every write through
 * the API, in the write's own transaction: a change without its history cannot be committed.
 */
export async function recordRideHistory(db: Kysely<Database>, change: RecordChange): Promise<void> {
  const { before, after, actorUserId, at, note } = change;
  if (!after) return;
  const rideId = after.id as number;
  const event = (kind: string, details: Record<string, unknown>) =>
    db.insertInto('rideEvents').values({ rideId, at, kind, actorUserId, details: JSON.stringify(details) }).execute();

  if (!before) await event('created', { routeId: after.routeId });
  if (!same(before?.vendorId, after.vendorId)) {
    await db.updateTable('rideVendorAssignments').set({ unassignedAt: at }).where('rideId', '=', rideId).where('unassignedAt', 'is', null).execute();
    if (after.vendorId) {
      await db.insertInto('rideVendorAssignments').values({ rideId, vendorId: after.vendorId as number, assignedAt: at, unassignedAt: null, assignedByUserId: actorUserId, reason: null }).execute();
    }
    await event('vendor_assigned', { from: before?.vendorId ?? null, to: after.vendorId ?? null });
  }
  for (const [column, kind] of Object.entries(TRACKED)) {
    if (same(before?.[column], after[column]) || (!before && after[column] == null)) continue;
    // A status change keeps why it was made (a cancellation's reason) beside what it was.
    await event(kind, { from: decoded(before?.[column]), to: decoded(after[column]), ...(column === 'status' ? note : undefined) });
  }
}

/** Tags are stored as JSON text; the history keeps them as lists. */
function decoded(value: Row[string] | undefined): unknown {
  if (typeof value === 'string' && value.startsWith('[')) return JSON.parse(value);
  return value ?? null;
}
