import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './dialect';

/**
 * Profile photos (spec 2.8), kept in the database beside their user so that a backup holds them and
 * every server of a deployment serves the same one. One per user; a new upload replaces it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable('user_photos')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('user_photos').execute();
}
