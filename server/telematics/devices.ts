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

/** The vehicle whose device holds this token, if any. */
export async function vehicleOfDeviceToken(db: Kysely<Database>, token: string): Promise<number | undefined> {
  const device = await db.selectFrom('telematicsDevices').select(['id', 'vehicleId']).where('tokenHash', '=', hashToken(token)).executeTakeFirst();
  if (!device) return undefined;
  await db.updateTable('telematicsDevices').set({ lastSeenAt: new Date().toISOString() }).where('id', '=', device.id).execute();
  return device.vehicleId;
}
