import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import type { RecordChange } from './index';

/**
 * A request's campus is one of its district's, its program one of its campus's, and the run it is
 * scheduled on serves its campus; otherwise the write is refused and nothing of it is kept.
 */
export async function checkTransportationRequest(db: Kysely<Database>, { after }: RecordChange): Promise<void> {
  if (!after) return;
  const campusId = after.campusId as number;
  const campus = await db.selectFrom('campuses').select('districtId').where('id', '=', campusId).executeTakeFirst();
  if (campus?.districtId !== after.districtId) throw badRequest('campusId must be a campus of the request\'s district.', 'CAMPUS_NOT_IN_DISTRICT');
  if (after.programId != null) {
    const program = await db.selectFrom('campusPrograms').select('campusId').where('id', '=', after.programId as number).executeTakeFirst();
    if (program?.campusId !== campusId) throw badRequest('programId must be a program of the request\'s campus.', 'PROGRAM_NOT_AT_CAMPUS');
  }
  if (after.routeId != null) {
    const run = await db.selectFrom('routes').select(['campusId', 'number']).where('id', '=', after.routeId as number).executeTakeFirst();
    if (run?.campusId !== campusId) throw badRequest(`Run ${run?.number ?? after.routeId} does not serve the request's campus.`, 'RUN_NOT_SERVING_CAMPUS');
  }
}
