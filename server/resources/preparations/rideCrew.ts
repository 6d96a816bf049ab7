import type { Kysely } from 'kysely';
import { addDays } from '../../db/seed/calendar';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Row } from '../recordCodec';
import type { PendingWrite } from './index';

type Crew = 'vehicleId' | 'driverId' | 'monitorId';

const CREW: readonly { column: Crew; table: 'vehicles' | 'drivers' | 'monitors'; noun: string }[] = [
  { column: 'vehicleId', table: 'vehicles', noun: 'vehicle' },
  { column: 'driverId', table: 'drivers', noun: 'driver' },
  { column: 'monitorId', table: 'monitors', noun: 'monitor' },
];

/** People cannot be on two rides at once; a vehicle's double booking is the dispatcher's call (a tripper). */
const EXCLUSIVE: readonly Crew[] = ['driverId', 'monitorId'];

/**
 * Assigning a ride's vehicle, driver or monitor (the ride assignment screen, RIDE_ASSIGNMENT_EDIT):
 * each must be of the ride's vendor and, for people, active and not on another ride that overlaps
 * this one. Only what the write changes is checked, so a ride saved for another reason keeps its
 * crew. A ride scheduled without a crew reads as assigned once it has a vehicle and a driver, and
 * as scheduled again when either is taken off.
 */
export async function checkRideCrew(db: Kysely<Database>, { before, next }: PendingWrite): Promise<Row> {
  const changed = CREW.filter(({ column }) => next[column] != null && next[column] !== before?.[column]);
  for (const { column, table, noun } of changed) {
    const member = await db.selectFrom(table).select(['vendorId', 'status']).where('id', '=', next[column] as number).executeTakeFirstOrThrow();
    if (member.vendorId !== next.vendorId) throw new HttpError(422, `This ${noun} belongs to another vendor than the ride's.`, 'OTHER_VENDOR');
    if (table !== 'vehicles' && member.status !== 'active') throw new HttpError(422, `This ${noun} is not active (${member.status.replace('_', ' ')}).`, 'NOT_ACTIVE');
    if (EXCLUSIVE.includes(column)) await refuseOverlap(db, column, noun, next);
  }
  const crewChanged = CREW.some(({ column }) => (next[column] ?? null) !== (before?.[column] ?? null));
  if (!crewChanged) return {};
  const crewed = next.vehicleId != null && next.driverId != null;
  if (next.status === 'scheduled' && crewed) return { status: 'assigned' };
  if (next.status === 'assigned' && !crewed) return { status: 'scheduled' };
  return {};
}

async function refuseOverlap(db: Kysely<Database>, column: Crew, noun: string, ride: Row): Promise<void> {
  const date = ride.rideDate as string;
  // The ride date narrows the search to the index; a day either side catches rides across midnight UTC.
  const clash = await db.selectFrom('rides').select('displayId')
    .where(column, '=', ride[column] as number).where('rideDate', '>=', addDays(date, -1)).where('rideDate', '<=', addDays(date, 1))
    .where('id', '!=', (ride.id as number | undefined) ?? 0).where('status', '!=', 'cancelled')
    .where('scheduledStart', '<', ride.scheduledEnd as string).where('scheduledEnd', '>', ride.scheduledStart as string)
    .orderBy('scheduledStart').executeTakeFirst();
  if (clash) throw new HttpError(409, `This ${noun} is already on ride #${clash.displayId} at that time.`, 'CREW_OVERLAP');
}
