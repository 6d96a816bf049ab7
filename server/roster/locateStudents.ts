import type { Kysely } from 'kysely';
import { recordAudit } from '../audit';
import { repeatEvery } from '../cluster/repeatEvery';
import type { Database } from '../db/schema';
import { LookupBusy, LookupUnavailable, type AddressLookup } from '../geocoding/addressLookup';

/** How often the deployment looks for imported addresses to locate. */
const LOOK_EVERY_MS = 60 * 1000;
/** The most looked up in one go: a minute of a fast service. */
const MOST_PER_LOOK = 600;

/**
 * The points of addresses an import gave without one, looked up through the console's geocoder (at
 * its rate, answers kept a day): the first candidate becomes the student's point, an edit of the
 * record like any other (its version moves on; audited as done by no one, `located: true`). An
 * address the service does not know is marked looked up and left for a person to place; one the
 * service could not answer for now is tried at the next look. A person's edit meanwhile wins.
 */
export async function locateStudents(db: Kysely<Database>, lookup: AddressLookup, most: number): Promise<{ located: number; unknown: number }> {
  const waiting = await db.selectFrom('students').select(['id', 'version', 'address', 'districtId'])
    .where('sourcedId', 'is not', null).where('address', 'is not', null).where('lat', 'is', null).where('locationLookedUpAt', 'is', null)
    .orderBy('id').limit(most).execute();
  const done = { located: 0, unknown: 0 };
  for (const student of waiting) {
    let point: { lat: number; lng: number } | undefined;
    try {
      point = (await lookup.lookUp(student.address!, 'en'))[0];
    } catch (error) {
      if (error instanceof LookupUnavailable || error instanceof LookupBusy) break;
      throw error;
    }
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const located = point ? { lat: point.lat, lng: point.lng, version: student.version + 1, updatedAt: at } : {};
      const updated = await trx.updateTable('students').set({ ...located, locationLookedUpAt: at })
        .where('id', '=', student.id).where('version', '=', student.version).where('lat', 'is', null).executeTakeFirst();
      if (!updated.numUpdatedRows || !point) return;
      await recordAudit(trx, { action: 'update', entity: 'students', recordId: student.id, tenantKind: 'district', tenantId: student.districtId, detail: { fields: ['lat', 'lng'], located: true } });
    });
    done[point ? 'located' : 'unknown'] += 1;
  }
  return done;
}

/** The deployment's look for imported addresses to locate, every minute, a minute's worth at the geocoder's rate. */
export function startLocatingStudents(db: Kysely<Database>, lookup: AddressLookup, ratePerSecond: number, log: (line: string) => void): () => Promise<void> {
  const most = Math.min(MOST_PER_LOOK, Math.max(1, Math.floor((ratePerSecond * LOOK_EVERY_MS) / 1000)));
  return repeatEvery(() => locateStudents(db, lookup, most), LOOK_EVERY_MS, (error) => log(`Imported students' addresses could not be located: ${error.message}`));
}
