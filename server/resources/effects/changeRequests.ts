import type { Kysely } from 'kysely';
import { proposalProblem } from '../../../resources/route-group-change-requests/proposal';
import type { StudentChangeKind } from '../../../resources/student-change-requests';
import { payloadProblem } from '../../../resources/student-change-requests/payload';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import type { Row } from '../recordCodec';
import { isStep, setOwnColumns, userName } from './changeStamps';
import type { RecordChange } from './index';

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;

/** A request names its district; the record it is about must be in that district. */
function assertSameDistrict(row: Row, subject: { districtId: number } | undefined, what: string): void {
  if (!subject || subject.districtId !== row.districtId) throw badRequest(`districtId must be the district of the ${what}.`, 'VALIDATION_FAILED');
}

/**
 * A route-group change request takes its group's vendor and campus and its requester's name, and
 * must propose valid route-group fields; approving applies them to the group, which moves on a version.
 */
export async function routeGroupChangeEffect(db: Kysely<Database>, change: RecordChange): Promise<Row | void> {
  const { before, after } = change;
  if (!after) return;
  const id = after.id as number;
  if (isStep(change)) {
    const proposal = parsed(after.proposedChanges);
    if (after.status === 'approved' && proposal && Object.keys(proposal).length) {
      const { daysOfWeek, ...fields } = proposal;
      await db.updateTable('routeGroups').set((eb) => ({
        ...fields, ...(daysOfWeek ? { daysOfWeek: JSON.stringify(daysOfWeek) } : {}), version: eb('version', '+', 1), updatedAt: change.at,
      })).where('id', '=', after.routeGroupId as number).execute();
    }
    return setOwnColumns(db, 'routeGroupChangeRequests', id, { decidedByName: await userName(db, change.actorUserId) });
  }
  if (before) return;
  const problem = proposalProblem(parsed(after.proposedChanges));
  if (problem) throw badRequest(problem, 'VALIDATION_FAILED');
  const group = await db.selectFrom('routeGroups').select(['districtId', 'vendorId', 'campusId']).where('id', '=', after.routeGroupId as number).executeTakeFirst();
  assertSameDistrict(after, group, 'route group');
  return setOwnColumns(db, 'routeGroupChangeRequests', id, {
    vendorId: group!.vendorId, campusId: group!.campusId, requestedByUserId: change.actorUserId, requestedByName: await userName(db, change.actorUserId),
  });
}

/** What an approved request changes on the student. */
function studentChangeOf(kind: StudentChangeKind, payload: Record<string, unknown>): Row {
  switch (kind) {
    case 'address_change': return { address: payload.address, lat: payload.lat ?? null, lng: payload.lng ?? null };
    case 'add_service': return { status: 'active' };
    case 'stop_service': return { status: 'inactive' };
    case 'needs_change': return Object.fromEntries(Object.entries(payload).map(([need, value]) => [need, value ? 1 : 0]));
  }
}

/**
 * A student change request takes its student's campus and its requester (whose own requests a
 * self-request user sees), and carries the payload its kind needs; approving applies it to the student.
 */
export async function studentChangeEffect(db: Kysely<Database>, change: RecordChange): Promise<Row | void> {
  const { before, after } = change;
  if (!after) return;
  const id = after.id as number;
  const kind = after.kind as StudentChangeKind;
  if (isStep(change)) {
    if (after.status === 'approved') {
      await db.updateTable('students').set((eb) => ({ ...studentChangeOf(kind, parsed(after.payload) ?? {}), version: eb('version', '+', 1), updatedAt: change.at }))
        .where('id', '=', after.studentId as number).execute();
    }
    return setOwnColumns(db, 'studentChangeRequests', id, { decidedByName: await userName(db, change.actorUserId) });
  }
  if (before) return;
  const problem = payloadProblem(kind, parsed(after.payload));
  if (problem) throw badRequest(problem, 'VALIDATION_FAILED');
  const student = await db.selectFrom('students').select(['districtId', 'campusId']).where('id', '=', after.studentId as number).executeTakeFirst();
  assertSameDistrict(after, student, 'student');
  return setOwnColumns(db, 'studentChangeRequests', id, {
    campusId: student!.campusId, requestedByUserId: change.actorUserId, requestedByName: await userName(db, change.actorUserId),
  });
}
