import type { MigrationDb } from './dialect';

/**
 * The student a ridership alert is about (wrong bus, wrong stop, missed, left on bus): other route
 * issues are about the ride alone and leave it empty.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('route_issues').addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null')).execute();
  await db.schema.createIndex('route_issues_ride_kind').on('route_issues').columns(['ride_id', 'kind']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('route_issues_ride_kind').execute();
  await db.schema.alterTable('route_issues').dropColumn('student_id').execute();
}
