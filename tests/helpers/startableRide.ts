import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { issueDeviceToken } from '../../server/telematics/devices';

/**
 * A vendor's ride still to start, moved to have begun five minutes ago, with its run's first stop
 * and a device token for its vehicle: positions posted with the token now apply to it, and to no
 * other ride of the vehicle.
 */
export async function startableRideOf(db: Kysely<Database>, vendorId: number, yardId?: number, districtId?: number) {
  let query = db.selectFrom('rides').select('id').where('vendorId', '=', vendorId).where('status', '=', 'assigned').where('vehicleId', 'is not', null);
  if (yardId) query = query.where('yardId', '=', yardId);
  if (districtId) query = query.where('districtId', '=', districtId);
  const { id } = await query.orderBy('scheduledStart', 'desc').executeTakeFirstOrThrow();
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000);
  const ride = await db.updateTable('rides').set({ scheduledStart: start.toISOString(), scheduledEnd: new Date(start.getTime() + 3_600_000).toISOString() })
    .where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  // Whatever the hour the tests run at, no other ride of this vehicle competes for its positions: none
  // whose time overlaps the hours around this one's, however early it started (a long ride still on the road).
  await db.updateTable('rides').set({ vehicleId: null }).where('vehicleId', '=', ride.vehicleId).where('id', '!=', ride.id)
    .where('status', 'in', ['assigned', 'en_route']).where('scheduledEnd', '>=', new Date(start.getTime() - 3 * 3_600_000).toISOString())
    .where('scheduledStart', '<=', new Date(start.getTime() + 3 * 3_600_000).toISOString()).execute();
  const run = await db.selectFrom('routes').select(['stops', 'polyline']).where('id', '=', ride.routeId).executeTakeFirstOrThrow();
  const firstStop = (JSON.parse(run.stops) as { lat: number; lng: number }[])[0];
  return { ride, run, firstStop, token: await issueDeviceToken(db, ride.vehicleId!) };
}

/** Posts positions as a GPS device with `token` would. */
export const postPositions = (baseUrl: string, token: string, positions: object[]) => fetch(`${baseUrl}/api/telematics/positions`, {
  method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ positions }),
});
