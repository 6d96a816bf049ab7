import type { Kysely } from 'kysely';
import { hoursWorked } from '../../../resources/timesheet-entries/hours';
import type { Database } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import type { Row } from '../recordCodec';
import { isStep, setOwnColumns, userName } from './changeStamps';
import type { RecordChange } from './index';

/** The one driver or monitor an entry is for, who must work for the entry's vendor. */
export async function employeeOf(db: Kysely<Database>, entry: Row): Promise<{ yardId: number | null }> {
  const isDriver = entry.driverId != null;
  if (isDriver === (entry.monitorId != null)) throw badRequest('An entry is for one employee: give either driverId or monitorId.', 'VALIDATION_FAILED');
  const field = isDriver ? 'driverId' : 'monitorId';
  const person = await db.selectFrom(isDriver ? 'drivers' : 'monitors').select(['vendorId', 'yardId']).where('id', '=', entry[field] as number).executeTakeFirst();
  if (!person || person.vendorId !== entry.vendorId) throw badRequest(`${field} must name an employee of the entry's vendor.`, 'VALIDATION_FAILED');
  return { yardId: person.yardId };
}

/**
 * A timesheet entry's hours come from its times and its yard from its employee, whoever writes it;
 * a decided entry no longer changes, and a decision records the decider's name.
 */
export async function timesheetEntryEffect(db: Kysely<Database>, change: RecordChange): Promise<Row | void> {
  const { before, after } = change;
  if (!after) return;
  if (isStep(change)) return setOwnColumns(db, 'timesheetEntries', after.id as number, { decidedByName: await userName(db, change.actorUserId) });
  if (before && before.status !== 'submitted') throw new HttpError(409, `This entry is ${String(before.status)}: only a submitted entry can be changed.`, 'INVALID_STATE');
  const hours = hoursWorked(after.startTime as string, after.endTime as string);
  if (hours === undefined) throw badRequest('endTime must come after startTime on the same day.', 'VALIDATION_FAILED');
  const { yardId } = await employeeOf(db, after);
  return setOwnColumns(db, 'timesheetEntries', after.id as number, { hours, yardId });
}
