import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

/** A user's saved list views: a list's filters, order and columns under a name (resources/saved-views). */
export async function up(db: MigrationDb): Promise<void> {
  await withRecordColumns(withId(db, db.schema.createTable('saved_views'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())).execute();
  await db.schema.createIndex('saved_views_user_resource_name').on('saved_views').columns(['user_id', 'resource', 'name']).unique().execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('saved_views').execute();
}
