import type { MigrationDb } from './dialect';

const ACCOUNT_TABLES = ['operator_accounts', 'vendors', 'districts'] as const;

/**
 * The system each account measures in: `us` (miles and feet) or `metric` (kilometres and metres).
 * Every account so far is in the United States.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of ACCOUNT_TABLES) {
    await db.schema.alterTable(table).addColumn('measurement_system', 'text', (c) => c.notNull().defaultTo('us')).execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ACCOUNT_TABLES) await db.schema.alterTable(table).dropColumn('measurement_system').execute();
}
