import { sql } from 'kysely';
import type { MigrationDb } from './dialect';

/**
 * Two indexes a state's ten million rides showed the need of (bench/statewide, PostgreSQL):
 * - a vehicle's rides under way or to come, which the ingest looks up on every position (the index
 *   on vehicle and day read a vehicle's whole year, 2,500 rides, 15 ms a position);
 * - the completed rides newest first, the rides list's most asked filter: its planner walked the
 *   start-time index past the 336,000 rides of the days ahead (190 ms a page) where this one
 *   starts at the first completed ride (1 ms).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('rides_vehicle_active').on('rides').columns(['vehicle_id', 'scheduled_start'])
    .where(sql.ref('status'), 'in', ['assigned', 'en_route']).execute();
  await db.schema.createIndex('rides_completed_start').on('rides').columns(['scheduled_start', 'id'])
    .where(sql.ref('status'), '=', 'completed').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('rides_completed_start').execute();
  await db.schema.dropIndex('rides_vehicle_active').execute();
}
