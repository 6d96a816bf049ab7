import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './dialect';

/** The tables a session's access is worked out from (server/auth: the session, its user, memberships and accounts). */
const ACCESS_TABLES = ['users', 'memberships', 'operator_accounts', 'vendors', 'yards', 'districts', 'campuses'];
/** A session's columns its access stands on: its touch (last_seen_at) changes none of it. */
const SESSION_COLUMNS = ['user_id', 'portal', 'membership_id', 'sub_account_ids', 'impersonator_user_id', 'expires_at'];

/**
 * A counter of changes to what sessions' access is worked out from. On PostgreSQL, triggers count
 * every statement that changes one of those tables (a session's touch aside), in the changing
 * transaction: a process reads the counter with the data version and keeps a session's access
 * while the counter stays, however much else (positions, rides) is written meanwhile. SQLite keeps
 * access by its data version alone, which is read from memory.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable('change_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('change_counters').values({ name: 'access', version: 0 }).execute();
  if (!isPostgres(db)) return;
  await sql`create function count_access_change() returns trigger language plpgsql as $$
    begin
      update change_counters set version = version + 1 where name = 'access';
      return null;
    end $$`.execute(db);
  for (const table of ACCESS_TABLES) {
    await sql`create trigger ${sql.id(`${table}_access_change`)} after insert or update or delete on ${sql.table(table)} for each statement execute function count_access_change()`.execute(db);
  }
  await sql`create trigger sessions_access_change after update of ${sql.join(SESSION_COLUMNS.map((column) => sql.id(column)))} or delete on sessions for each statement execute function count_access_change()`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    for (const table of [...ACCESS_TABLES, 'sessions']) await sql`drop trigger ${sql.id(`${table}_access_change`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function count_access_change()`.execute(db);
  }
  await db.schema.dropTable('change_counters').execute();
}
