import type { MigrationDb } from './dialect';

/** The tables whose records stand somewhere: an address and the point it is on the map. */
const LOCATED_TABLES = ['students', 'campuses', 'yards', 'districts', 'transportation_requests'] as const;

/**
 * Whether a person placed a record's point for its address (resources/engine/resource.ts,
 * `location`): the points held so far are the ones entered with their addresses; a record without
 * one is not.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of LOCATED_TABLES) {
    await db.schema.alterTable(table).addColumn('location_verified', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.updateTable(table).set({ location_verified: 0 }).where((eb) => eb.or([eb('lat', 'is', null), eb('lng', 'is', null)])).execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of LOCATED_TABLES) await db.schema.alterTable(table).dropColumn('location_verified').execute();
}
