import type { Kysely } from 'kysely';
import { warningStartsOn } from '../../../resources/driver-documents/documentState';
import type { Database } from '../../db/schema';
import type { RecordChange } from './index';

/** A driver moved to another yard (or vendor) takes their documents and attendance along: they are scoped like the driver. */
export async function moveDriverRecords(db: Kysely<Database>, { before, after }: RecordChange): Promise<void> {
  if (!before || !after || (before.vendorId === after.vendorId && before.yardId === after.yardId)) return;
  const tenant = { vendorId: after.vendorId as number, yardId: (after.yardId as number | null) ?? null };
  await db.updateTable('driverDocuments').set(tenant).where('driverId', '=', after.id as number).execute();
  await db.updateTable('driverAttendance').set(tenant).where('driverId', '=', after.id as number).execute();
}

/** A type's new warning window moves the day each of its documents starts to read as expiring. */
export async function rewarnDocuments(db: Kysely<Database>, { before, after }: RecordChange): Promise<void> {
  if (!before || !after || before.warningDays === after.warningDays) return;
  const documents = await db.selectFrom('driverDocuments').select(['id', 'expiresOn']).where('typeId', '=', after.id as number).where('expiresOn', 'is not', null).execute();
  for (const document of documents) {
    await db.updateTable('driverDocuments').set({ warnFrom: warningStartsOn(document.expiresOn!, after.warningDays as number) }).where('id', '=', document.id).execute();
  }
}
