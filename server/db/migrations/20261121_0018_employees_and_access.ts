import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

/**
 * The staff directories of vendors and districts (DOMAIN.md "vendor employees / school employees"):
 * a vendor's office and yard staff, a district's office and campus staff, each linked to the user
 * they sign in as, if they do.
 */
export async function up(db: MigrationDb): Promise<void> {
  const directory = async (table: string, account: string, accountTable: string, place: string, placeTable: string) => {
    await withRecordColumns(withId(db, db.schema.createTable(table))
      .addColumn(account, 'integer', (c) => c.notNull().references(`${accountTable}.id`))
      .addColumn(place, 'integer', (c) => c.references(`${placeTable}.id`))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('hire_date', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))).execute();
    await db.schema.createIndex(`${table}_account_name`).on(table).columns([account, 'last_name']).execute();
    await db.schema.createIndex(`${table}_place`).on(table).column(place).execute();
    await db.schema.createIndex(`${table}_status`).on(table).columns([account, 'status']).execute();
    // One directory entry per person who signs in, per vendor or district.
    await db.schema.createIndex(`${table}_user`).on(table).columns([account, 'user_id']).unique().execute();
  };
  await directory('vendor_employees', 'vendor_id', 'vendors', 'yard_id', 'yards');
  await directory('school_employees', 'district_id', 'districts', 'campus_id', 'campuses');
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('school_employees').execute();
  await db.schema.dropTable('vendor_employees').execute();
}
