import { sql } from 'kysely';
import type { MigrationDb } from './dialect';

/**
 * Two more indexes a state's ten million rides showed the need of (bench/statewide, PostgreSQL):
 * - a day's rides in start order, the rides list as it opens (today's): the planner walked the
 *   start-time index past every ride before the day, 4.7 s a page; 0.3 ms with it (3–9 ms for one
 *   district's, vendor's or campus's);
 * - the rides finished in the last hours, which the sweep for students left on buses reads every 30
 *   seconds (server/telematics/ridership.ts): without it the planner read every badge scan of the
 *   year to find the rides that have any, 190 ms each sweep (380 under load, holding a two-core
 *   machine's live positions up to a second); 0.1 ms with it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('rides_date_start').on('rides').columns(['ride_date', 'scheduled_start', 'id']).execute();
  await db.schema.createIndex('rides_completed_end').on('rides').column('actual_end')
    .where(sql.ref('status'), '=', 'completed').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('rides_completed_end').execute();
  await db.schema.dropIndex('rides_date_start').execute();
}
