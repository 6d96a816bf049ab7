import { sql } from 'kysely';
import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('vendors').addColumn('timezone', 'text', (c) => c.notNull().defaultTo('America/Los_Angeles')).execute();

  // The operator's own accounts, chosen by operator staff at sign-in.
  await withRecordColumns(
    withId(db, db.schema.createTable('operator_accounts'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('timezone', 'text', (c) => c.notNull())
      .addColumn('image_path', 'text'),
  ).execute();

  await withRecordColumns(
    withId(db, db.schema.createTable('users'))
      // Stored lower-cased: addresses are unique without regard to case.
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('avatar_path', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('auth_provider', 'text', (c) => c.notNull().defaultTo('PASSWORD'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active')),
  ).execute();

  // A user's place in an account (operator, vendor or district): what they may do there.
  await withRecordColumns(
    withId(db, db.schema.createTable('memberships'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('account_kind', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull())
      // Yards or campuses the user is limited to; an empty list means all of the account's.
      .addColumn('sub_account_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('role_template', 'text')
      .addColumn('employee_id', 'integer')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active')),
  ).execute();
  await db.schema.createIndex('memberships_user_account').on('memberships').columns(['user_id', 'account_kind', 'account_id']).unique().execute();
  await db.schema.createIndex('memberships_account').on('memberships').columns(['account_kind', 'account_id']).execute();

  await db.schema
    .createTable('sessions')
    // Only a hash of the cookie's value is kept: a copy of the table opens no session.
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('portal', 'text', (c) => c.notNull())
    .addColumn('membership_id', 'integer', (c) => c.references('memberships.id').onDelete('cascade'))
    .addColumn('sub_account_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('impersonator_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('one_time_tokens_user').on('one_time_tokens').columns(['user_id', 'purpose']).execute();

  await withId(db, db.schema.createTable('auth_failures'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_failures_key_at').on('auth_failures').columns(['key', 'at']).execute();

  // Append-only: the application inserts and reads, never updates or deletes.
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('impersonator_user_id', 'integer')
    .addColumn('portal', 'text')
    .addColumn('tenant_kind', 'text')
    .addColumn('tenant_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text')
    .addColumn('record_id', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_record').on('audit_log').columns(['entity', 'record_id']).execute();

  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn('sent_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['mail_outbox', 'audit_log', 'auth_failures', 'one_time_tokens', 'sessions', 'memberships', 'users', 'operator_accounts']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('vendors').dropColumn('timezone').execute();
}
