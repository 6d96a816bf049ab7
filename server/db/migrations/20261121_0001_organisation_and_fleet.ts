import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withRecordColumns(
    withId(db, db.schema.createTable('districts'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('timezone', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('standard_grades', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active')),
  ).execute();

  await withRecordColumns(
    withId(db, db.schema.createTable('campuses'))
      .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('grades', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('bell_start', 'text')
      .addColumn('bell_end', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active')),
  ).execute();
  await db.schema.createIndex('campuses_district').on('campuses').column('district_id').execute();

  await withRecordColumns(
    withId(db, db.schema.createTable('campus_programs'))
      .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
      .addColumn('campus_id', 'integer', (c) => c.notNull().references('campuses.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('days', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('bell_start', 'text')
      .addColumn('bell_end', 'text'),
  ).execute();
  await db.schema.createIndex('campus_programs_campus').on('campus_programs').column('campus_id').execute();

  await withRecordColumns(
    withId(db, db.schema.createTable('vendors'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('contact_name', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('insurance_expires', 'text')
      .addColumn('contract_start', 'text')
      .addColumn('contract_end', 'text'),
  ).execute();

  await withRecordColumns(
    withId(db, db.schema.createTable('yards'))
      .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('capacity', 'integer'),
  ).execute();
  await db.schema.createIndex('yards_vendor').on('yards').column('vendor_id').execute();

  await withRecordColumns(
    withId(db, db.schema.createTable('vehicles'))
      .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
      .addColumn('yard_id', 'integer', (c) => c.references('yards.id'))
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('vin', 'text')
      .addColumn('plate', 'text')
      .addColumn('make', 'text')
      .addColumn('model', 'text')
      .addColumn('year', 'integer')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull())
      .addColumn('wheelchair_positions', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('maintenance_status', 'text', (c) => c.notNull())
      .addColumn('odometer', 'integer')
      .addColumn('gps_device_id', 'text', (c) => c.unique()),
  ).execute();
  await db.schema.createIndex('vehicles_vendor_yard').on('vehicles').columns(['vendor_id', 'yard_id']).execute();

  for (const table of ['drivers', 'monitors'] as const) {
    let builder = withId(db, db.schema.createTable(table))
      .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
      .addColumn('yard_id', 'integer', (c) => c.references('yards.id'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('hire_date', 'text');
    if (table === 'drivers') {
      builder = builder
        .addColumn('license_class', 'text')
        .addColumn('license_number', 'text')
        .addColumn('license_expires', 'text')
        .addColumn('standby_status', 'text', (c) => c.notNull().defaultTo('off'));
    }
    await withRecordColumns(builder).execute();
    await db.schema.createIndex(`${table}_vendor_yard`).on(table).columns(['vendor_id', 'yard_id']).execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['monitors', 'drivers', 'vehicles', 'yards', 'vendors', 'campus_programs', 'campuses', 'districts', 'app_meta']) {
    await db.schema.dropTable(table).execute();
  }
}
