import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

/**
 * Settings (DOMAIN.md "settings": SSO domains, standby configuration, driver document settings) and
 * the route explorer's own data (DOMAIN.md "route explorer": limits, violation waivers, unpublished
 * edits of runs).
 */
export async function up(db: MigrationDb): Promise<void> {
  // The e-mail domains an account's identity provider answers for, as a JSON list.
  await db.schema.alterTable('sso_configs').addColumn('domains', 'text', (c) => c.notNull().defaultTo('[]')).execute();

  // Per yard: when its standby day starts and how many standby drivers each time window needs.
  await withRecordColumns(withId(db, db.schema.createTable('standby_configurations'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('yard_id', 'integer', (c) => c.notNull().unique().references('yards.id'))
    .addColumn('day_starts_at', 'text', (c) => c.notNull())
    .addColumn('windows', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id'))).execute();
  await db.schema.createIndex('standby_configurations_vendor').on('standby_configurations').column('vendor_id').execute();

  // Per vendor and document type (by its code): required or not, and how early expiry is warned of.
  await withRecordColumns(withId(db, db.schema.createTable('driver_document_settings'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('type_code', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('warning_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id'))).execute();
  await db.schema.createIndex('driver_document_settings_type').on('driver_document_settings').columns(['vendor_id', 'type_code']).unique().execute();

  // A district's limits the route explorer checks runs against.
  await withRecordColumns(withId(db, db.schema.createTable('route_explorer_limits'))
    .addColumn('district_id', 'integer', (c) => c.notNull().unique().references('districts.id'))
    .addColumn('max_ride_minutes', 'integer', (c) => c.notNull())
    .addColumn('max_walk_meters', 'integer', (c) => c.notNull())).execute();

  // A violation accepted on purpose: which run, which violation, why, who and when.
  await withRecordColumns(withId(db, db.schema.createTable('route_violation_waivers'))
    .addColumn('route_id', 'integer', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('violation_key', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('waived_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('waived_at', 'text', (c) => c.notNull())).execute();
  await db.schema.createIndex('route_violation_waivers_key').on('route_violation_waivers').columns(['route_id', 'violation_key']).unique().execute();
  await db.schema.createIndex('route_violation_waivers_district').on('route_violation_waivers').column('district_id').execute();

  // A run's stop order and times as edited in route management, until published onto the run.
  await withRecordColumns(withId(db, db.schema.createTable('route_explorer_drafts'))
    .addColumn('route_id', 'integer', (c) => c.notNull().unique().references('routes.id').onDelete('cascade'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('stops', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('base_version', 'integer', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id'))).execute();
  await db.schema.createIndex('route_explorer_drafts_district').on('route_explorer_drafts').column('district_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['route_explorer_drafts', 'route_violation_waivers', 'route_explorer_limits', 'driver_document_settings', 'standby_configurations']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('sso_configs').dropColumn('domains').execute();
}
