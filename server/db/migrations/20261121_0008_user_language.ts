import type { MigrationDb } from './dialect';

/**
 * The language each user chose for the console, so that it opens in that language on any browser.
 * Null until they choose; the API accepts only the console's languages, and the column takes no
 * check of its own so that adding a language needs no migration.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
