import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

/**
 * What happens to a ride once it is planned (DOMAIN.md): its history, the vendors it passed through,
 * what it pays the driver, where the bus was, what went wrong on the way and how the bus was left.
 */
export async function up(db: MigrationDb): Promise<void> {
  // The ride's history: one row per change people care about (assignment, status, tags).
  await withId(db, db.schema.createTable('ride_events'))
    .addColumn('ride_id', 'integer', (c) => c.notNull().references('rides.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('ride_events_ride').on('ride_events').columns(['ride_id', 'at']).execute();

  // Which vendor held the ride when; the open row (no unassigned_at) is the current one.
  await withId(db, db.schema.createTable('ride_vendor_assignments'))
    .addColumn('ride_id', 'integer', (c) => c.notNull().references('rides.id').onDelete('cascade'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('unassigned_at', 'text')
    .addColumn('assigned_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('ride_vendor_assignments_ride').on('ride_vendor_assignments').columns(['ride_id', 'assigned_at']).execute();

  // How a ride's driver fee (rides.driver_fee_cents) is made up.
  await db.schema.createTable('ride_driver_fees')
    .addColumn('ride_id', 'integer', (c) => c.primaryKey().references('rides.id').onDelete('cascade'))
    .addColumn('base_cents', 'integer', (c) => c.notNull())
    .addColumn('distance_cents', 'integer', (c) => c.notNull())
    .addColumn('time_cents', 'integer', (c) => c.notNull())
    .addColumn('adjustments_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('distance_meters', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('adjustment_note', 'text')
    .execute();

  // Vehicle positions, a time series: from GPS devices, or the demo's simulator.
  await withId(db, db.schema.createTable('positions'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('ride_id', 'integer', (c) => c.references('rides.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lng', 'real', (c) => c.notNull())
    .addColumn('speed_kph', 'real')
    .addColumn('heading', 'real')
    .execute();
  await db.schema.createIndex('positions_ride').on('positions').columns(['ride_id', 'recorded_at']).execute();
  await db.schema.createIndex('positions_vehicle').on('positions').columns(['vehicle_id', 'recorded_at']).execute();

  // Late, off route, missed stop, breakdown…: the route issues of spec 1.3.
  await withRecordColumns(
    withId(db, db.schema.createTable('route_issues'))
      .addColumn('ride_id', 'integer', (c) => c.notNull().references('rides.id').onDelete('cascade'))
      .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
      .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('detected_at', 'text', (c) => c.notNull())
      .addColumn('details', 'text')
      .addColumn('resolved_at', 'text')
      .addColumn('resolution', 'text'),
  ).execute();
  await db.schema.createIndex('route_issues_ride').on('route_issues').column('ride_id').execute();
  await db.schema.createIndex('route_issues_open').on('route_issues').columns(['resolved_at', 'detected_at']).execute();

  // Pre-trip, post-trip, end-of-day and end-of-ride inspections of a vehicle by its driver.
  await withRecordColumns(
    withId(db, db.schema.createTable('vehicle_inspections'))
      .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
      .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
      .addColumn('yard_id', 'integer', (c) => c.references('yards.id'))
      .addColumn('driver_id', 'integer', (c) => c.references('drivers.id'))
      .addColumn('ride_id', 'integer', (c) => c.references('rides.id').onDelete('set null'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('inspected_at', 'text', (c) => c.notNull())
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('defects', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('odometer', 'integer')
      .addColumn('notes', 'text')
      .addColumn('mechanic_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('assessment', 'text')
      .addColumn('assessed_at', 'text'),
  ).execute();
  await db.schema.createIndex('vehicle_inspections_ride').on('vehicle_inspections').columns(['ride_id', 'kind']).execute();
  await db.schema.createIndex('vehicle_inspections_vendor').on('vehicle_inspections').columns(['vendor_id', 'inspected_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['vehicle_inspections', 'route_issues', 'positions', 'ride_driver_fees', 'ride_vendor_assignments', 'ride_events']) {
    await db.schema.dropTable(table).execute();
  }
}
