import type { Kysely } from 'kysely';
import { BUS_ASSIGNABLE_STATUSES } from '../../../resources/charter-trips';
import type { Database } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import type { Row } from '../recordCodec';
import type { RecordChange } from './index';

const conflict = (message: string) => new HttpError(409, message, 'TRIP_RULE');

/** What a trip must be, beyond its fields' own rules, for the change to stand. */
function checkTrip(before: Row | null, after: Row): void {
  if (Date.parse(String(after.returnAt)) <= Date.parse(String(after.departureAt))) throw badRequest('returnAt must be after departureAt.', 'VALIDATION_FAILED');
  const entering = (status: string) => after.status === status && before?.status !== status;
  if (entering('booked') && after.vendorId == null) throw conflict('Assign a vendor before booking the trip.');
  if (entering('invoiced') && !after.invoiceNumber) throw conflict('Enter the invoice number before invoicing the trip.');
  if (before && before.vendorId !== after.vendorId && ['completed', 'invoiced'].includes(String(after.status))) {
    throw conflict('A trip that has run keeps the vendor that ran it.');
  }
}

async function actorNameOf(db: Kysely<Database>, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', userId).executeTakeFirst();
  return user ? `${user.firstName} ${user.lastName}`.trim() : null;
}

/**
 * Every write of a charter trip, in its own transaction: the trip's rules are checked (a change that
 * breaks one is rolled back), each status change — the request itself included — goes into the
 * status log with who made it, and the trip's documents and buses follow its tenant columns. A new
 * vendor brings its own buses: those of the vendor before are taken off the trip, as are all of a
 * cancelled trip's, which are free again.
 */
export async function applyCharterTripChange(db: Kysely<Database>, { before, after, actorUserId, at, transition }: RecordChange): Promise<void> {
  if (!after) return;
  checkTrip(before, after);
  const tripId = after.id as number;
  if (before?.status !== after.status) {
    await db.insertInto('charterTripStatusLog').values({
      tripId, fromStatus: (before?.status as string | undefined) ?? null, toStatus: after.status as string, transition: transition ?? 'create',
      at, actorUserId, actorName: await actorNameOf(db, actorUserId),
    }).execute();
  }
  if (!before) return;
  if (before.districtId !== after.districtId || before.campusId !== after.campusId) {
    const tenant = { districtId: after.districtId as number, campusId: (after.campusId as number | null) ?? null, updatedAt: at };
    for (const table of ['tripApprovalDocuments', 'tripRideAssignments'] as const) {
      await db.updateTable(table).set((eb) => ({ ...tenant, version: eb('version', '+', 1) })).where('tripId', '=', tripId).execute();
    }
  }
  const releasesBuses = before.vendorId !== after.vendorId || (after.status === 'cancelled' && before.status !== 'cancelled');
  if (releasesBuses) await db.deleteFrom('tripRideAssignments').where('tripId', '=', tripId).execute();
}

/** A bus comes off a trip (the engine's delete) only while the trip is approved or booked: those of a trip that ran stay. */
export async function keepRanTripBuses(db: Kysely<Database>, { before, after }: RecordChange): Promise<void> {
  if (after || !before) return;
  const trip = await db.selectFrom('charterTrips').select('status').where('id', '=', before.tripId as number).executeTakeFirstOrThrow();
  if (!(BUS_ASSIGNABLE_STATUSES as readonly string[]).includes(trip.status)) throw conflict(`The buses of a ${trip.status} trip stay as they were.`);
}
