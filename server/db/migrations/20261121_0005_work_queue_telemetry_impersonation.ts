import { sql } from 'kysely';
import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

export async function up(db: MigrationDb): Promise<void> {
  // A task waiting for a user; the menu's Work queue opens the first open one.
  await withRecordColumns(
    withId(db, db.schema.createTable('work_queue_items'))
      .addColumn('assignee_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('due_at', 'text'),
  ).execute();
  await db.schema.createIndex('work_queue_items_assignee').on('work_queue_items').columns(['assignee_user_id', 'status', 'id']).execute();

  // Page views and sign-in identifications sent by browsers (spec 1.7).
  await withId(db, db.schema.createTable('telemetry_events'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn('portal', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('git_version', 'text')
    .execute();

  // Load failures reported by browsers (spec 1.7, 8).
  await withId(db, db.schema.createTable('error_reports'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn('portal', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('user_agent', 'text')
    .execute();

  // A login token that opens an impersonation session carries who impersonates.
  await db.schema.alterTable('one_time_tokens').addColumn('impersonator_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade')).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('one_time_tokens').dropColumn('impersonator_user_id').execute();
  for (const table of ['error_reports', 'telemetry_events', 'work_queue_items']) await db.schema.dropTable(table).execute();
}
