import type { MigrationDb } from './dialect';

/**
 * Leases on work that runs once per deployment however many processes serve it (the late-ride
 * sweep, the simulator, the mail sender): who holds each and until when; a holder that stops
 * renewing loses it when it expires, and another process takes it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable('work_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('work_leases').execute();
}
