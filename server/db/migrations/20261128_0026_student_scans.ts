import { withId, type MigrationDb } from './dialect';

/**
 * Badge scans from the buses' readers (issue "who is on the bus"): each as the device sent it, kept
 * whether or not its badge or its ride was found (an unknown badge is reported, never dropped), once
 * per device scan id. Its tenant is the ride's, or the vehicle's when no ride was running.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('student_scans'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('scan_id', 'text', (c) => c.notNull())
    .addColumn('badge', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('lat', 'real')
    .addColumn('lng', 'real')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('ride_id', 'integer', (c) => c.references('rides.id').onDelete('set null'))
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null'))
    .addColumn('district_id', 'integer', (c) => c.references('districts.id'))
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
    .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
    .addColumn('yard_id', 'integer', (c) => c.references('yards.id'))
    .addUniqueConstraint('student_scans_device_scan', ['vehicle_id', 'scan_id'])
    .execute();
  await db.schema.createIndex('student_scans_ride').on('student_scans').columns(['ride_id', 'recorded_at']).execute();
  await db.schema.createIndex('student_scans_student').on('student_scans').columns(['student_id', 'recorded_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('student_scans').execute();
}
