import type { Kysely } from 'kysely';
import { todayIn } from '../../../resources/engine/calendarDay';
import type { Database } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import { queueMail } from '../../mail/outbox';
import type { Row } from '../recordCodec';
import { studentsInService } from '../../transportation/stopStudents';
import { isStep, setOwnColumns, userName } from './changeStamps';
import type { RecordChange } from './index';

type Guardian = { name?: string; email?: string };

/** The run or route group a notification goes to, which must match its audience and district. */
async function targetOf(db: Kysely<Database>, row: Row): Promise<{ routeIds: number[]; campusId: number | null }> {
  const [field, other] = row.audience === 'run' ? ['routeId', 'routeGroupId'] : ['routeGroupId', 'routeId'];
  if (row[field] == null || row[other] != null) throw badRequest(`A notification to a ${row.audience === 'run' ? 'run' : 'route group'} names ${field}, and only that.`, 'VALIDATION_FAILED');
  const runs = row.audience === 'run'
    ? await db.selectFrom('routes').select(['id', 'districtId', 'campusId']).where('id', '=', row.routeId as number).execute()
    : await db.selectFrom('routes').select(['id', 'districtId', 'campusId']).where('routeGroupId', '=', row.routeGroupId as number).execute();
  const group = row.audience === 'route_group' ? await db.selectFrom('routeGroups').select(['districtId', 'campusId']).where('id', '=', row.routeGroupId as number).executeTakeFirst() : undefined;
  const districtId = group?.districtId ?? runs[0]?.districtId;
  if (districtId !== row.districtId) throw badRequest(`districtId must be the district of the ${field === 'routeId' ? 'run' : 'route group'}.`, 'VALIDATION_FAILED');
  return { routeIds: runs.map((run) => run.id), campusId: group ? group.campusId : (runs[0]?.campusId ?? null) };
}

/** The guardians of the students riding these runs on any of `days`: each family once. */
async function familiesOf(db: Kysely<Database>, routeIds: number[], days: readonly string[]): Promise<Guardian[][]> {
  const studentIds = await studentsInService(db, routeIds, days);
  if (!studentIds.length) return [];
  const students = await db.selectFrom('students').select('guardians').where('id', 'in', studentIds).where('status', '=', 'active').execute();
  // Siblings share their guardians: a family is counted, and written to, once.
  const families = new Set(students.map((student) => student.guardians || '[]'));
  return [...families].map((guardians) => JSON.parse(guardians) as Guardian[]);
}

/**
 * Queues a message to every guardian with an address of the families on these runs on `days`, skipping the
 * addresses in `mailed` (already written to by the same message) and adding those it writes to.
 * Answers how many families it reached.
 */
export async function mailFamilies(db: Kysely<Database>, routeIds: number[], days: readonly string[], message: { subject: string; text: string }, mailed = new Set<string>()): Promise<number> {
  const families = await familiesOf(db, routeIds, days);
  const addresses = [...new Set(families.flat().map((guardian) => guardian.email).filter((email): email is string => Boolean(email)))];
  for (const to of addresses.filter((address) => !mailed.has(address))) {
    await queueMail(db, { to, ...message });
    mailed.add(to);
  }
  return families.length;
}

/**
 * A notification names its run or route group (and takes its campus); a sent one no longer changes.
 * Sending counts the families reached and queues a mail to every guardian with an address, in the
 * sending's own transaction.
 */
export async function routeNotificationEffect(db: Kysely<Database>, change: RecordChange): Promise<Row | void> {
  const { before, after } = change;
  if (!after) return;
  if (before && !isStep(change) && before.status !== 'draft') throw new HttpError(409, 'This notification was sent: it can no longer be changed.', 'INVALID_STATE');
  const target = await targetOf(db, after);
  if (!isStep(change)) return setOwnColumns(db, 'routeNotifications', after.id as number, { campusId: target.campusId });
  const district = await db.selectFrom('districts').select('timezone').where('id', '=', after.districtId as number).executeTakeFirstOrThrow();
  const recipientCount = await mailFamilies(db, target.routeIds, [todayIn(district.timezone)], { subject: after.subject as string, text: after.body as string });
  return setOwnColumns(db, 'routeNotifications', after.id as number, { recipientCount, sentByName: await userName(db, change.actorUserId) });
}
