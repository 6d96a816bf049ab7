import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

/**
 * Driver bus reports (DOMAIN.md "DBR"): a driver's report of a day's runs, often a scanned sheet whose
 * OCR text is kept for correction, moving submitted → approved → verified.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withRecordColumns(
    withId(db, db.schema.createTable('driver_bus_reports'))
      .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
      .addColumn('yard_id', 'integer', (c) => c.references('yards.id'))
      .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id'))
      .addColumn('vehicle_id', 'integer', (c) => c.references('vehicles.id'))
      .addColumn('report_date', 'text', (c) => c.notNull())
      .addColumn('runs', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('start_time', 'text')
      .addColumn('end_time', 'text')
      .addColumn('odometer_start', 'integer')
      .addColumn('odometer_end', 'integer')
      .addColumn('students_am', 'integer')
      .addColumn('students_pm', 'integer')
      .addColumn('notes', 'text')
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('app'))
      .addColumn('raw_ocr_text', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('submitted'))
      .addColumn('approved_at', 'text')
      .addColumn('approved_by_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('verified_at', 'text')
      .addColumn('verified_by_user_id', 'integer', (c) => c.references('users.id')),
  ).execute();
  await db.schema.createIndex('driver_bus_reports_vendor').on('driver_bus_reports').columns(['vendor_id', 'report_date']).execute();
  await db.schema.createIndex('driver_bus_reports_driver').on('driver_bus_reports').columns(['driver_id', 'report_date']).execute();
  await db.schema.createIndex('driver_bus_reports_status').on('driver_bus_reports').columns(['status', 'report_date']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('driver_bus_reports').execute();
}
