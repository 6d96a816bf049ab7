import type { MigrationDb } from './dialect';

/**
 * The live map and the dashboard ask for the positions of the last few minutes across the fleet:
 * without an index on the time alone that reads the whole time series.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('positions_recorded_at').on('positions').column('recorded_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('positions_recorded_at').execute();
}
