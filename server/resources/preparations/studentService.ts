import type { Kysely } from 'kysely';
import type { WeekDay } from '../../../resources/engine/calendarDay';
import { SEATS_BY_VEHICLE_TYPE } from '../../../resources/route-explorer/violations';
import { datesOverlap } from '../../../resources/student-assignments/serviceState';
import type { Database } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import type { Row } from '../recordCodec';
import type { PendingWrite } from './index';

interface Span {
  effectiveFrom: string;
  effectiveTo: string | null;
  daysOfWeek: string;
}

const daysOf = (span: Span) => JSON.parse(span.daysOfWeek) as WeekDay[];
/** The days of the week two spans both cover, when their dates meet at all. */
const sharedDays = (a: Span, b: Span): WeekDay[] => (datesOverlap(a, b) ? daysOf(a).filter((day) => daysOf(b).includes(day)) : []);

/**
 * A student's assignment (resources/student-assignments) takes its direction from the run and its
 * district and campus from the student, and is kept only when it makes sense: the run serves the
 * student's campus, its dates run forward, the student rides nothing else that direction on the same
 * days, and the run's vehicle has a seat left on each of them. (That the stop is one of the run's is
 * its field's `choicesFrom` check.)
 */
export async function prepareStudentAssignment(db: Kysely<Database>, { next }: PendingWrite): Promise<Row> {
  const assignment = { ...next, effectiveTo: next.effectiveTo ?? null } as unknown as Span & { id?: number; studentId: number; routeId: number; stopSequence: number };
  const student = await db.selectFrom('students').select(['districtId', 'campusId']).where('id', '=', assignment.studentId).executeTakeFirstOrThrow();
  const run = await db.selectFrom('routes').select(['number', 'campusId', 'direction', 'vehicleType']).where('id', '=', assignment.routeId).executeTakeFirstOrThrow();
  if (run.campusId !== student.campusId) throw badRequest(`Run ${run.number} does not serve the student's campus.`, 'RUN_NOT_SERVING_CAMPUS', 'routeId');
  if (assignment.effectiveTo && assignment.effectiveTo < assignment.effectiveFrom) throw badRequest('effectiveTo comes before effectiveFrom.', 'VALIDATION_FAILED', 'effectiveTo');

  const others = (query: { studentId?: number; routeId?: number }) => db.selectFrom('studentAssignments')
    .select(['id', 'routeId', 'direction', 'effectiveFrom', 'effectiveTo', 'daysOfWeek'])
    .$if(query.studentId !== undefined, (q) => q.where('studentId', '=', query.studentId!))
    .$if(query.routeId !== undefined, (q) => q.where('routeId', '=', query.routeId!))
    .$if(assignment.id !== undefined, (q) => q.where('id', '<>', assignment.id!))
    .execute();

  const clash = (await others({ studentId: assignment.studentId })).find((other) => other.direction === run.direction && sharedDays(assignment, other).length);
  if (clash) {
    const days = sharedDays(assignment, clash).join(', ');
    throw new HttpError(409, `The student already rides another ${run.direction} run on ${days} in these dates (assignment ${clash.id}): end that one first.`, 'OVERLAPPING_SERVICE');
  }
  const seats = SEATS_BY_VEHICLE_TYPE[run.vehicleType];
  if (seats !== undefined) {
    const riders = await others({ routeId: assignment.routeId });
    const full = daysOf(assignment).find((day) => riders.filter((other) => sharedDays(assignment, other).includes(day)).length >= seats);
    if (full) throw new HttpError(409, `Run ${run.number} has no seat left on ${full}: its ${run.vehicleType} seats ${seats}.`, 'NO_SEAT_LEFT');
  }
  return { direction: run.direction, districtId: student.districtId, campusId: student.campusId };
}
