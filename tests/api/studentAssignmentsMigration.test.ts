import { Migrator } from 'kysely';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { SMALL_DEMO_SIZE } from '../../server/db/seed/operation';
import { seedDemo } from '../../server/db/seed/seedDemo';
import { describeWhen } from '../helpers/requirements';
import { createTestDatabase, DATABASE_KINDS } from '../helpers/testDatabase';

jest.setTimeout(180_000);

type Seat = { studentId: number; routeId: number; stopSequence: number };
const byKey = (seats: Seat[]) => seats.map(({ studentId, routeId, stopSequence }) => `${routeId}:${stopSequence}:${studentId}`).sort();

/**
 * Migration 0025 moves the students listed on runs' stops into assignments of their own, and back:
 * a database from before it (stops that list their students) comes out with the same students at
 * the same stops, over their route groups' days and dates, and stops that no longer list them.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the student assignments migration on ${kind}`, () => {
    it("turns the students listed on runs' stops into assignments, and back", async () => {
      const target = await createTestDatabase(kind);
      const handle = await openDatabase(target.settings);
      try {
        await migrateToLatest(handle);
        await seedDemo(handle, { size: { ...SMALL_DEMO_SIZE, students: 200, runs: 20, pastSchoolDays: 1, futureSchoolDays: 1 }, today: '2026-11-23' });
        const { db } = handle;
        const current = await db.selectFrom('studentAssignments').select(['studentId', 'routeId', 'stopSequence']).where('effectiveTo', 'is', null).execute();
        expect(current.length).toBeGreaterThan(100);

        const migrator = new Migrator({ db: db.withoutPlugins(), provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
        // Back to the migration before it, undoing those after it first.
        const down = await migrator.migrateTo('20261127_0024_location_verified');
        expect(down.error).toBeUndefined();
        expect(down.results?.find((result) => result.migrationName === '20261127_0025_student_assignments')).toMatchObject({ direction: 'Down', status: 'Success' });
        const listed = (await db.selectFrom('routes').select(['id', 'stops']).execute())
          .flatMap((run) => (JSON.parse(run.stops) as { sequence: number; studentIds: number[] }[]).flatMap((stop) => stop.studentIds.map((studentId) => ({ studentId, routeId: run.id, stopSequence: stop.sequence }))));
        expect(byKey(listed)).toEqual(byKey(current));

        await migrateToLatest(handle);
        const moved = await db.selectFrom('studentAssignments').innerJoin('routes', 'routes.id', 'studentAssignments.routeId').innerJoin('routeGroups', 'routeGroups.id', 'routes.routeGroupId')
          .select(['studentAssignments.studentId', 'studentAssignments.routeId', 'studentAssignments.stopSequence', 'studentAssignments.daysOfWeek', 'studentAssignments.effectiveFrom',
            'studentAssignments.effectiveTo', 'routeGroups.daysOfWeek as groupDays', 'routeGroups.effectiveFrom as groupFrom', 'routeGroups.effectiveTo as groupTo'])
          .execute();
        expect(byKey(moved)).toEqual(byKey(current));
        expect(moved.every((seat) => seat.daysOfWeek === seat.groupDays && seat.effectiveFrom === seat.groupFrom && seat.effectiveTo === seat.groupTo)).toBe(true);
        const stops = (await db.selectFrom('routes').select('stops').execute()).flatMap((run) => JSON.parse(run.stops) as object[]);
        expect(stops.some((stop) => 'studentIds' in stop)).toBe(false);
      } finally {
        await handle.close();
        await target.drop();
      }
    });
  });
}
