import { sql } from 'kysely';
import type { MigrationDb } from './dialect';

/**
 * The rides finished in the last hours, which the sweep for students left on buses reads every 30
 * seconds (server/telematics/ridership.ts). Without it, on a state's database (bench/statewide), the
 * planner read every badge scan of the year to find the rides that have any: 190 ms each sweep (380
 * under load), during which a two-core machine's live positions waited up to a second; 0.1 ms with it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('rides_completed_end').on('rides').column('actual_end')
    .where(sql.ref('status'), '=', 'completed').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('rides_completed_end').execute();
}
