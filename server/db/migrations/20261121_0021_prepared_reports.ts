import type { MigrationDb } from './dialect';
import { withId } from './dialect';

/**
 * Reports prepared on demand: the file as it was worked out when asked for, kept for its download
 * by the member who asked (user and membership) until it expires.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('prepared_reports'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // Not a foreign key: a membership removed leaves its files to expire, never to be downloaded.
    .addColumn('membership_id', 'integer', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('ride_count', 'integer', (c) => c.notNull())
    .addColumn('prepared_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('prepared_reports_expiry').on('prepared_reports').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('prepared_reports').execute();
}
