import { sql } from 'kysely';
import type { MigrationDb } from './dialect';
import { withId } from './dialect';

/** GPS devices that send positions, and the stops flagged on a ride (spec 1.3, 7.7). */
export async function up(db: MigrationDb): Promise<void> {
  // One token per device; only its hash is kept. A device reports for the vehicle it is fitted to.
  await withId(db, db.schema.createTable('telematics_devices'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().unique().references('vehicles.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn('last_seen_at', 'text')
    .execute();

  await withId(db, db.schema.createTable('flagged_checkpoints'))
    .addColumn('ride_id', 'integer', (c) => c.notNull().references('rides.id').onDelete('cascade'))
    .addColumn('stop_sequence', 'integer', (c) => c.notNull())
    .addColumn('flagged_at', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('flagged_checkpoints_ride').on('flagged_checkpoints').columns(['ride_id', 'stop_sequence']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('flagged_checkpoints').execute();
  await db.schema.dropTable('telematics_devices').execute();
}
