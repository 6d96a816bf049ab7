import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { todayIn, zonedToUtcIso } from '../../db/seed/calendar';

/** Rides not yet under way: the ones a published run's new times apply to. */
const RESCHEDULABLE = ['scheduled', 'assigned'];

/**
 * A published run is what the rides of later dates use: their scheduled start and end move to the
 * run's new times on the district's clock, each with a `rescheduled` event in its history. Today's
 * and earlier rides keep the times they were run at.
 */
export async function rescheduleFutureRides(db: Kysely<Database>, run: { id: number; districtId: number; startTime: string; endTime: string }, actorUserId: number, at: string): Promise<number> {
  const { timezone } = await db.selectFrom('districts').select('timezone').where('id', '=', run.districtId).executeTakeFirstOrThrow();
  const rides = await db.selectFrom('rides').select(['id', 'rideDate', 'version', 'scheduledStart', 'scheduledEnd'])
    .where('routeId', '=', run.id).where('rideDate', '>', todayIn(timezone)).where('status', 'in', RESCHEDULABLE).execute();
  let moved = 0;
  for (const ride of rides) {
    const scheduledStart = zonedToUtcIso(ride.rideDate, run.startTime, timezone);
    const scheduledEnd = zonedToUtcIso(ride.rideDate, run.endTime, timezone);
    if (scheduledStart === ride.scheduledStart && scheduledEnd === ride.scheduledEnd) continue;
    await db.updateTable('rides').set({ scheduledStart, scheduledEnd, version: ride.version + 1, updatedAt: at }).where('id', '=', ride.id).execute();
    await db.insertInto('rideEvents').values({
      rideId: ride.id, at, kind: 'rescheduled', actorUserId, details: JSON.stringify({ from: ride.scheduledStart, to: scheduledStart, by: 'route-management' }),
    }).execute();
    moved += 1;
  }
  return moved;
}
