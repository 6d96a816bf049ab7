import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

export async function up(db: MigrationDb): Promise<void> {
  await withRecordColumns(
    withId(db, db.schema.createTable('students'))
      .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
      .addColumn('campus_id', 'integer', (c) => c.notNull().references('campuses.id'))
      .addColumn('program_id', 'integer', (c) => c.references('campus_programs.id'))
      .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
      .addColumn('student_number', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('grade', 'text', (c) => c.notNull())
      .addColumn('birth_date', 'text')
      .addColumn('address', 'text')
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('wheelchair', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('monitor_required', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('car_seat', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('guardians', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('rfid_badge', 'text')
      .addColumn('status', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('students_district_campus').on('students').columns(['district_id', 'campus_id']).execute();
  await db.schema.createIndex('students_number').on('students').columns(['district_id', 'student_number']).unique().execute();
  await db.schema.createIndex('students_name').on('students').columns(['last_name', 'first_name']).execute();

  await withRecordColumns(
    withId(db, db.schema.createTable('route_groups'))
      .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
      .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
      .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('days_of_week', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('effective_from', 'text')
      .addColumn('effective_to', 'text')
      .addColumn('status', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('route_groups_district').on('route_groups').columns(['district_id', 'vendor_id']).execute();

  // A run: the spec's "routes" (menu "Runs").
  await withRecordColumns(
    withId(db, db.schema.createTable('routes'))
      .addColumn('route_group_id', 'integer', (c) => c.notNull().references('route_groups.id'))
      .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
      .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
      .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
      .addColumn('yard_id', 'integer', (c) => c.references('yards.id'))
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('direction', 'text', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('end_time', 'text', (c) => c.notNull())
      .addColumn('stops', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('polyline', 'text')
      .addColumn('distance_meters', 'integer')
      .addColumn('vehicle_type', 'text', (c) => c.notNull())
      .addColumn('monitor_required', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('routes_route_group').on('routes').column('route_group_id').execute();
  await db.schema.createIndex('routes_tenant').on('routes').columns(['district_id', 'vendor_id']).execute();

  await withRecordColumns(
    withId(db, db.schema.createTable('rides'))
      .addColumn('display_id', 'integer', (c) => c.notNull().unique())
      .addColumn('route_id', 'integer', (c) => c.notNull().references('routes.id'))
      .addColumn('ride_date', 'text', (c) => c.notNull())
      .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
      .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
      .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
      .addColumn('yard_id', 'integer', (c) => c.references('yards.id'))
      .addColumn('vehicle_id', 'integer', (c) => c.references('vehicles.id'))
      .addColumn('driver_id', 'integer', (c) => c.references('drivers.id'))
      .addColumn('monitor_id', 'integer', (c) => c.references('monitors.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('scheduled_start', 'text', (c) => c.notNull())
      .addColumn('scheduled_end', 'text', (c) => c.notNull())
      .addColumn('actual_start', 'text')
      .addColumn('actual_end', 'text')
      .addColumn('driver_fee_cents', 'integer')
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema.createIndex('rides_scheduled_start').on('rides').columns(['scheduled_start', 'id']).execute();
  await db.schema.createIndex('rides_status_start').on('rides').columns(['status', 'scheduled_start', 'id']).execute();
  await db.schema.createIndex('rides_vendor_start').on('rides').columns(['vendor_id', 'scheduled_start']).execute();
  await db.schema.createIndex('rides_district_start').on('rides').columns(['district_id', 'scheduled_start']).execute();
  await db.schema.createIndex('rides_route_date').on('rides').columns(['route_id', 'ride_date']).execute();
  await db.schema.createIndex('rides_vehicle_date').on('rides').columns(['vehicle_id', 'ride_date']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['rides', 'routes', 'route_groups', 'students']) {
    await db.schema.dropTable(table).execute();
  }
}
