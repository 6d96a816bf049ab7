import { sql } from 'kysely';
import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

/**
 * Vehicle inspections follow a failed one through the shop (reported → mechanic assigned → repaired,
 * out of service or no defect found), and an end-of-ride inspection is shared with the ride's district
 * as the ride is. Transportation requests: a district's requests for service, from submitted to scheduled.
 */
export async function up(db: MigrationDb): Promise<void> {
  const inspections = () => db.schema.alterTable('vehicle_inspections');
  await inspections().addColumn('status', 'text', (c) => c.notNull().defaultTo('no_follow_up')).execute();
  for (const name of ['mechanic_name', 'mechanic_assigned_at']) await inspections().addColumn(name, 'text').execute();
  const references = [['mechanic_assigned_by_user_id', 'users.id'], ['assessed_by_user_id', 'users.id'], ['district_id', 'districts.id'], ['campus_id', 'campuses.id']];
  for (const [name, target] of references) await inspections().addColumn(name, 'integer', (c) => c.references(target)).execute();
  await sql`update vehicle_inspections set status = 'reported' where result <> 'pass'`.execute(db);
  await sql`update vehicle_inspections set district_id = (select rides.district_id from rides where rides.id = vehicle_inspections.ride_id),
    campus_id = (select rides.campus_id from rides where rides.id = vehicle_inspections.ride_id) where ride_id is not null`.execute(db);
  await db.schema.createIndex('vehicle_inspections_kind').on('vehicle_inspections').columns(['kind', 'vendor_id', 'inspected_at']).execute();
  await db.schema.createIndex('vehicle_inspections_status').on('vehicle_inspections').columns(['kind', 'status']).execute();
  await db.schema.createIndex('vehicle_inspections_district').on('vehicle_inspections').columns(['district_id', 'kind']).execute();

  await withRecordColumns(withId(db, db.schema.createTable('transportation_requests'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('campus_id', 'integer', (c) => c.notNull().references('campuses.id'))
    .addColumn('program_id', 'integer', (c) => c.references('campus_programs.id'))
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null'))
    .addColumn('student_name', 'text', (c) => c.notNull())
    .addColumn('grade', 'text')
    .addColumn('request_type', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('wheelchair', 'integer', (c) => c.defaultTo(0))
    .addColumn('monitor_required', 'integer', (c) => c.defaultTo(0))
    .addColumn('car_seat', 'integer', (c) => c.defaultTo(0))
    .addColumn('needs_notes', 'text')
    .addColumn('requested_start_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('submitted'))
    .addColumn('decision_note', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('route_id', 'integer', (c) => c.references('routes.id'))
    .addColumn('scheduled_at', 'text')
    .addColumn('scheduled_by_user_id', 'integer', (c) => c.references('users.id'))).execute();
  await db.schema.createIndex('transportation_requests_district').on('transportation_requests').columns(['district_id', 'status', 'requested_start_date']).execute();
  await db.schema.createIndex('transportation_requests_campus').on('transportation_requests').columns(['campus_id', 'requested_start_date']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('transportation_requests').execute();
  for (const index of ['vehicle_inspections_kind', 'vehicle_inspections_status', 'vehicle_inspections_district']) await db.schema.dropIndex(index).execute();
  for (const name of ['campus_id', 'district_id', 'assessed_by_user_id', 'mechanic_assigned_by_user_id', 'mechanic_assigned_at', 'mechanic_name', 'status']) {
    await db.schema.alterTable('vehicle_inspections').dropColumn(name).execute();
  }
}
