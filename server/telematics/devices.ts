import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken, randomToken } from '../auth/tokens';

/**
 * Issues a GPS device's token for a vehicle, replacing any earlier one; only its hash is stored, so
 * the token is shown once, here.
 */
export async function issueDeviceToken(db: Kysely<Database>, vehicleId: number): Promise<string> {
  const token = randomToken();
  await db.deleteFrom('telematicsDevices').where('vehicleId', '=', vehicleId).execute();
  await db.insertInto('telematicsDevices').values({ vehicleId, tokenHash: hashToken(token), lastSeenAt: null }).execute();
  return token;
}

/**
 * How stale a device's "last seen" may grow: a device posting every second would otherwise write
 * its row on every post (a state's 5,000 buses, 5,000 writes a second for one timestamp).
 */
export const LAST_SEEN_EVERY_MS = 60_000;

/** The vehicle whose device holds this token, if any; the device is marked seen (to the minute). */
export async function vehicleOfDeviceToken(db: Kysely<Database>, token: string): Promise<number | undefined> {
  const device = await db.selectFrom('telematicsDevices').select(['id', 'vehicleId', 'lastSeenAt']).where('tokenHash', '=', hashToken(token)).executeTakeFirst();
  if (!device) return undefined;
  const now = Date.now();
  if (!device.lastSeenAt || now - Date.parse(device.lastSeenAt) >= LAST_SEEN_EVERY_MS) {
    await db.updateTable('telematicsDevices').set({ lastSeenAt: new Date(now).toISOString() }).where('id', '=', device.id).execute();
  }
  return device.vehicleId;
}
