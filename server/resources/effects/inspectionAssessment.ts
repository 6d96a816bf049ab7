import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RecordChange } from './index';

/**
 * A vehicle its mechanic finds unsafe is out of service from then on, in the assessment's own
 * transaction: the fleet screens and ride assignment see it at once.
 */
export async function takeUnsafeVehicleOutOfService(db: Kysely<Database>, { before, after, at }: RecordChange): Promise<void> {
  if (!after || before?.status === after.status || after.status !== 'out_of_service') return;
  await db.updateTable('vehicles').set((eb) => ({ status: 'out_of_service', version: eb('version', '+', 1), updatedAt: at }))
    .where('id', '=', after.vehicleId as number).where('status', '<>', 'out_of_service').execute();
}
