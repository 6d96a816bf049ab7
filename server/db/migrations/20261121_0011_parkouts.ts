import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

/**
 * Parkouts (DOMAIN.md "parkouts"): a vehicle kept overnight away from its yard — at a driver's home,
 * at a school — and the drivers' requests for one, approved or rejected by the vendor.
 */
export async function up(db: MigrationDb): Promise<void> {
  const placed = <T extends string>(table: ReturnType<typeof withId<T>>) => table
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('yard_id', 'integer', (c) => c.references('yards.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('driver_id', 'integer', (c) => c.references('drivers.id'))
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text');

  await withRecordColumns(placed(withId(db, db.schema.createTable('parkout_events')))
    .addColumn('reason', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'))
    .addColumn('decided_at', 'text')
    .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id'))).execute();
  await db.schema.createIndex('parkout_events_vendor').on('parkout_events').columns(['vendor_id', 'status']).execute();

  await withRecordColumns(placed(withId(db, db.schema.createTable('parkouts')))
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('request_id', 'integer', (c) => c.references('parkout_events.id'))).execute();
  await db.schema.createIndex('parkouts_vendor').on('parkouts').columns(['vendor_id', 'status']).execute();
  await db.schema.createIndex('parkouts_vehicle').on('parkouts').column('vehicle_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('parkouts').execute();
  await db.schema.dropTable('parkout_events').execute();
}
