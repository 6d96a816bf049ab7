import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

/**
 * The drivers' records (DOMAIN.md "Fleet and staff"): the document types a vendor tracks, each
 * driver's documents with their expiry, the daily attendance, and who put a driver on standby when.
 * Documents and attendance carry their driver's vendor and yard, so that they are scoped like the
 * driver; `warn_from` is the day a document starts to read as expiring.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withRecordColumns(withId(db, db.schema.createTable('driver_document_types'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('warning_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text')).execute();
  await db.schema.createIndex('driver_document_types_vendor_code').unique().on('driver_document_types').columns(['vendor_id', 'code']).execute();

  await withRecordColumns(withId(db, db.schema.createTable('driver_documents'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('yard_id', 'integer', (c) => c.references('yards.id'))
    .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id'))
    .addColumn('type_id', 'integer', (c) => c.notNull().references('driver_document_types.id'))
    .addColumn('number', 'text')
    .addColumn('issued_on', 'text')
    .addColumn('expires_on', 'text')
    .addColumn('warn_from', 'text')
    .addColumn('file_name', 'text')
    .addColumn('notes', 'text')).execute();
  await db.schema.createIndex('driver_documents_vendor_expires').on('driver_documents').columns(['vendor_id', 'expires_on']).execute();
  await db.schema.createIndex('driver_documents_vendor_warn').on('driver_documents').columns(['vendor_id', 'warn_from']).execute();
  await db.schema.createIndex('driver_documents_driver').on('driver_documents').columns(['driver_id', 'type_id']).execute();
  await db.schema.createIndex('driver_documents_type').on('driver_documents').column('type_id').execute();

  await withRecordColumns(withId(db, db.schema.createTable('driver_attendance'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('yard_id', 'integer', (c) => c.references('yards.id'))
    .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id'))
    .addColumn('attendance_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('clock_in', 'text')
    .addColumn('clock_out', 'text')
    .addColumn('notes', 'text')).execute();
  // One entry per driver and day: a second one for the same day is refused as a duplicate.
  await db.schema.createIndex('driver_attendance_driver_date').unique().on('driver_attendance').columns(['driver_id', 'attendance_date']).execute();
  await db.schema.createIndex('driver_attendance_vendor_date').on('driver_attendance').columns(['vendor_id', 'attendance_date']).execute();
  await db.schema.createIndex('driver_attendance_status_date').on('driver_attendance').columns(['status', 'attendance_date']).execute();

  await db.schema.alterTable('drivers').addColumn('standby_since', 'text').execute();
  await db.schema.alterTable('drivers').addColumn('standby_by_user_id', 'integer', (c) => c.references('users.id')).execute();
  await db.schema.createIndex('drivers_vendor_standby').on('drivers').columns(['vendor_id', 'standby_status']).execute();

  // A ride assignment is refused when the driver or monitor is on another ride at the same time.
  await db.schema.createIndex('rides_driver_date').on('rides').columns(['driver_id', 'ride_date']).execute();
  await db.schema.createIndex('rides_monitor_date').on('rides').columns(['monitor_id', 'ride_date']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('rides_monitor_date').execute();
  await db.schema.dropIndex('rides_driver_date').execute();
  await db.schema.dropIndex('drivers_vendor_standby').execute();
  await db.schema.alterTable('drivers').dropColumn('standby_by_user_id').execute();
  await db.schema.alterTable('drivers').dropColumn('standby_since').execute();
  await db.schema.dropTable('driver_attendance').execute();
  await db.schema.dropTable('driver_documents').execute();
  await db.schema.dropTable('driver_document_types').execute();
}
