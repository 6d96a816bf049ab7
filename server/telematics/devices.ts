import type DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import { batched, inKeyOrder } from '../db/batched';
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

/**
 * The vehicle whose device holds a token, if any; each device is marked seen (to the minute). The
 * tokens of a round of posts are looked up, and their stale devices marked, in one statement each.
 */
export class DeviceTokens {
  private readonly lookups: DataLoader<string, number | undefined>;

  constructor(db: Kysely<Database>) {
    this.lookups = batched(async (hashes) => {
      const devices = await db.selectFrom('telematicsDevices').select(['id', 'vehicleId', 'lastSeenAt', 'tokenHash']).where('tokenHash', 'in', [...new Set(hashes)]).execute();
      const now = Date.now();
      const stale = devices.filter((device) => !device.lastSeenAt || now - Date.parse(device.lastSeenAt) >= LAST_SEEN_EVERY_MS).map((device) => device.id);
      if (stale.length) await db.updateTable('telematicsDevices').set({ lastSeenAt: new Date(now).toISOString() }).where('id', 'in', stale).execute();
      return inKeyOrder(hashes, devices, (device) => device.tokenHash).map((device) => device?.vehicleId);
    });
  }

  vehicleOf(token: string): Promise<number | undefined> {
    return this.lookups.load(hashToken(token));
  }
}
