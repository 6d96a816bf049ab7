import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

/**
 * Charter trips (DOMAIN.md "Charter trips"): a district's trips outside the daily runs, their status
 * log, the districts' approval paths, the documents of a trip's approval and the buses assigned to it.
 * A trip's documents and buses carry its tenant columns, so that every list is scoped by its own row.
 */
export async function up(db: MigrationDb): Promise<void> {
  const stamped = <T extends string>(table: ReturnType<typeof withId<T>>, steps: string[]) =>
    steps.reduce((t, step) => t.addColumn(`${step}_at`, 'text').addColumn(`${step}_by_user_id`, 'integer', (c) => c.references('users.id')), table);

  await withRecordColumns(stamped(withId(db, db.schema.createTable('charter_trips'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
    .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('destination_address', 'text')
    .addColumn('departure_at', 'text', (c) => c.notNull())
    .addColumn('return_at', 'text', (c) => c.notNull())
    .addColumn('passengers', 'integer', (c) => c.notNull())
    .addColumn('buses_needed', 'integer', (c) => c.notNull())
    .addColumn('wheelchair_passengers', 'integer')
    .addColumn('contact_name', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('itinerary', 'text')
    .addColumn('notes', 'text')
    .addColumn('price', 'double precision')
    .addColumn('booking_amount', 'double precision')
    .addColumn('invoice_number', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested')), ['approved', 'booked', 'completed', 'invoiced', 'cancelled'])).execute();
  await db.schema.createIndex('charter_trips_district').on('charter_trips').columns(['district_id', 'departure_at']).execute();
  await db.schema.createIndex('charter_trips_vendor').on('charter_trips').columns(['vendor_id', 'departure_at']).execute();
  await db.schema.createIndex('charter_trips_status').on('charter_trips').columns(['status', 'departure_at']).execute();

  // Appended to, never changed: who moved a trip from which status to which, and when.
  await withId(db, db.schema.createTable('charter_trip_status_log'))
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('charter_trips.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('transition', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('actor_name', 'text')
    .execute();
  await db.schema.createIndex('charter_trip_status_log_trip').on('charter_trip_status_log').columns(['trip_id', 'at']).execute();

  await withRecordColumns(withId(db, db.schema.createTable('trip_approval_steps'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('step_order', 'integer', (c) => c.notNull())
    .addColumn('approver_kind', 'text', (c) => c.notNull())
    .addColumn('approver_name', 'text', (c) => c.notNull())
    .addColumn('approver_email', 'text')
    .addColumn('notes', 'text')).execute();
  await db.schema.createIndex('trip_approval_steps_order').unique().on('trip_approval_steps').columns(['district_id', 'step_order']).execute();

  await withRecordColumns(withId(db, db.schema.createTable('trip_approval_documents'))
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('charter_trips.id'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer')
    // The attached file; none for documents the demo describes, whose download is written from the trip.
    .addColumn('content', 'text')
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('uploaded_by_name', 'text')
    .addColumn('uploaded_at', 'text', (c) => c.notNull())).execute();
  await db.schema.createIndex('trip_approval_documents_trip').on('trip_approval_documents').column('trip_id').execute();
  await db.schema.createIndex('trip_approval_documents_district').on('trip_approval_documents').columns(['district_id', 'uploaded_at']).execute();

  await withRecordColumns(withId(db, db.schema.createTable('trip_ride_assignments'))
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('charter_trips.id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('driver_id', 'integer', (c) => c.references('drivers.id'))
    .addColumn('vehicle_number', 'text', (c) => c.notNull())
    .addColumn('driver_name', 'text')
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')).execute();
  await db.schema.createIndex('trip_ride_assignments_vehicle').unique().on('trip_ride_assignments').columns(['trip_id', 'vehicle_id']).execute();
  await db.schema.createIndex('trip_ride_assignments_vendor').on('trip_ride_assignments').columns(['vendor_id', 'starts_at']).execute();
  await db.schema.createIndex('trip_ride_assignments_district').on('trip_ride_assignments').columns(['district_id', 'starts_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['trip_ride_assignments', 'trip_approval_documents', 'trip_approval_steps', 'charter_trip_status_log', 'charter_trips']) {
    await db.schema.dropTable(table).execute();
  }
}
