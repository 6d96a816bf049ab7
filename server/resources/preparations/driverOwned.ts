import type { Kysely } from 'kysely';
import { AT_WORK } from '../../../resources/driver-attendance';
import { warningStartsOn } from '../../../resources/driver-documents/documentState';
import type { Database } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import type { Row } from '../recordCodec';
import type { PendingWrite } from './index';

/**
 * A driver's record belongs where the driver does: its vendor and yard are the driver's, never the
 * body's. The driver was found visible to the caller before (a reference check), so it exists.
 */
async function driverTenant(db: Kysely<Database>, driverId: number) {
  return db.selectFrom('drivers').select(['vendorId', 'yardId']).where('id', '=', driverId).executeTakeFirstOrThrow();
}

/** A document takes its driver's vendor and yard, and the day it starts to read as expiring from its type. */
export async function prepareDriverDocument(db: Kysely<Database>, { next }: PendingWrite): Promise<Row> {
  const tenant = await driverTenant(db, next.driverId as number);
  const type = await db.selectFrom('driverDocumentTypes').select(['vendorId', 'warningDays']).where('id', '=', next.typeId as number).executeTakeFirstOrThrow();
  if (type.vendorId !== tenant.vendorId) throw new HttpError(422, "typeId is a document type of another vendor than the driver's.", 'OTHER_VENDOR');
  const { issuedOn, expiresOn } = next as { issuedOn: string | null; expiresOn: string | null };
  if (issuedOn && expiresOn && expiresOn < issuedOn) throw badRequest('expiresOn comes before issuedOn.', 'VALIDATION_FAILED');
  return { ...tenant, warnFrom: expiresOn ? warningStartsOn(expiresOn, type.warningDays) : null };
}

/** An attendance entry takes its driver's vendor and yard; clock times belong to a driver who came to work, in order. */
export async function prepareAttendance(db: Kysely<Database>, { next }: PendingWrite): Promise<Row> {
  const { status, clockIn, clockOut } = next as { status: string; clockIn: string | null; clockOut: string | null };
  if (!AT_WORK.includes(status) && (clockIn || clockOut)) throw badRequest(`A driver who is ${status} has no clock-in or clock-out time.`, 'VALIDATION_FAILED');
  if (clockOut && !clockIn) throw badRequest('clockOut needs a clockIn.', 'VALIDATION_FAILED');
  if (clockIn && clockOut && clockOut <= clockIn) throw badRequest('clockOut must come after clockIn.', 'VALIDATION_FAILED');
  return driverTenant(db, next.driverId as number);
}
