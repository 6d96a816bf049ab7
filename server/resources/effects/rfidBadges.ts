import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import type { Row } from '../recordCodec';
import { isStep, setOwnColumns } from './changeStamps';
import type { RecordChange } from './index';

/**
 * A badge ordered for a student takes the student's campus. Activating it makes it the badge the
 * bus's scanner knows the student by — one active badge per student — and reporting it lost takes
 * it off the student.
 */
export async function rfidBadgeEffect(db: Kysely<Database>, change: RecordChange): Promise<Row | void> {
  const { before, after } = change;
  if (!after) return;
  const studentId = after.studentId as number;
  if (!before) {
    const student = await db.selectFrom('students').select(['districtId', 'campusId']).where('id', '=', studentId).executeTakeFirst();
    if (!student || student.districtId !== after.districtId) throw badRequest('districtId must be the district of the student.', 'VALIDATION_FAILED');
    return setOwnColumns(db, 'studentRfidBadges', after.id as number, { campusId: student.campusId });
  }
  if (!isStep(change)) return;
  const touchStudent = (rfidBadge: string | null) =>
    db.updateTable('students').set((eb) => ({ rfidBadge, version: eb('version', '+', 1), updatedAt: change.at })).where('id', '=', studentId).execute();
  if (after.status === 'active') {
    const other = await db.selectFrom('studentRfidBadges').select('code').where('studentId', '=', studentId).where('status', '=', 'active').where('id', '<>', after.id as number).executeTakeFirst();
    if (other) throw new HttpError(409, `The student already has badge ${other.code} active: report it lost first.`, 'INVALID_STATE');
    await touchStudent(after.code as string);
  } else if (after.status === 'lost') {
    const student = await db.selectFrom('students').select('rfidBadge').where('id', '=', studentId).executeTakeFirstOrThrow();
    if (student.rfidBadge === after.code) await touchStudent(null);
  }
}
