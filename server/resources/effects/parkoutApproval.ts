import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RecordChange } from './index';

/** An approved parkout request becomes the parkout it asked for, in the approval's own transaction. */
export async function createApprovedParkout(db: Kysely<Database>, { before, after, at }: RecordChange): Promise<void> {
  if (!after || before?.status === 'approved' || after.status !== 'approved') return;
  const placement = ['vendorId', 'yardId', 'vehicleId', 'driverId', 'place', 'address', 'lat', 'lng', 'startsOn', 'endsOn'] as const;
  await db.insertInto('parkouts').values({
    ...Object.fromEntries(placement.map((column) => [column, after[column] ?? null])) as Record<(typeof placement)[number], never>,
    notes: (after.reason as string | null) ?? null, status: 'active', requestId: after.id as number, createdAt: at, updatedAt: at,
  }).execute();
}
