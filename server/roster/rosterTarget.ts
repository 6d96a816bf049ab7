import type { MongoQuery } from '@casl/ability';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tenantWhere } from '../resources/tenantScope';
import type { RosterTarget } from './rosterPlan';

/**
 * Where an import of `districtId` reads and writes: the students and campuses of the district the
 * importer may edit (their tenant conditions; `true` for the district's own nightly run), its grades,
 * and the campus each school of its files was matched to (a match to a campus out of reach left out).
 */
export async function rosterTarget(db: Kysely<Database>, districtId: number, reach: { students: MongoQuery | boolean; campuses: MongoQuery | boolean }): Promise<RosterTarget | undefined> {
  const district = await db.selectFrom('districts').select(['id', 'standardGrades']).where('id', '=', districtId).executeTakeFirst();
  if (!district || reach.students === false) return undefined;
  const campuses = await db.selectFrom('campuses').select(['campuses.id', 'campuses.name']).where('districtId', '=', districtId)
    .where(tenantWhere(reach.campuses, 'campuses') as never).execute();
  const mapped = await db.selectFrom('rosterOrgCampuses').select(['orgSourcedId', 'campusId']).where('districtId', '=', districtId).execute();
  const campusNames = new Map(campuses.map((campus) => [campus.id, campus.name]));
  return {
    districtId, editable: tenantWhere(reach.students, 'students'), campusNames,
    grades: (JSON.parse(district.standardGrades) as { value: string }[]).map((grade) => grade.value),
    orgCampuses: new Map(mapped.filter((row) => campusNames.has(row.campusId)).map((row) => [row.orgSourcedId, row.campusId])),
  };
}
