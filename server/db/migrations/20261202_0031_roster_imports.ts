import { isPostgres, withId, type MigrationDb } from './dialect';

/**
 * Students from a district's student information system (OneRoster or the console's template):
 * - `students.sourced_id`, the SIS's own id of a student, by which imports match them (unique in a
 *   district; empty for students typed in by hand, whom an import never drops), and
 *   `location_looked_up_at`, when an imported address without a point was looked up;
 * - `roster_org_campuses`, which campus a school of the SIS's files is, chosen once per district;
 * - `roster_imports`, each file brought in: its dry run's and its application's counts, who and when;
 *   `roster_import_files`, the file itself, kept in the database as uploads are, so that any of a
 *   deployment's processes applies what another one checked;
 * - `roster_sync_settings`, a district's nightly import from its drop folder: whether, when, and the
 *   share of its students a run may drop before it stops for a person to look.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('students').addColumn('sourced_id', 'text').execute();
  await db.schema.alterTable('students').addColumn('location_looked_up_at', 'text').execute();
  await db.schema.createIndex('students_sourced_id').on('students').columns(['district_id', 'sourced_id']).unique().execute();

  await db.schema.createTable('roster_org_campuses')
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('org_sourced_id', 'text', (c) => c.notNull())
    .addColumn('campus_id', 'integer', (c) => c.notNull().references('campuses.id'))
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('roster_org_campuses_pk', ['district_id', 'org_sourced_id'])
    .execute();

  await withId(db, db.schema.createTable('roster_imports'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_bytes', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text')
    .addColumn('applied_by', 'integer', (c) => c.references('users.id'))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('upload'))
    .addColumn('error', 'text')
    .addColumn('file_signature', 'text')
    .execute();
  await db.schema.createTable('roster_import_files')
    .addColumn('import_id', 'integer', (c) => c.primaryKey().references('roster_imports.id').onDelete('cascade'))
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  await db.schema.createTable('roster_sync_settings')
    .addColumn('district_id', 'integer', (c) => c.primaryKey().references('districts.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('drop_limit_percent', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('roster_imports_district').on('roster_imports').columns(['district_id', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('roster_sync_settings').execute();
  await db.schema.dropTable('roster_import_files').execute();
  await db.schema.dropTable('roster_imports').execute();
  await db.schema.dropTable('roster_org_campuses').execute();
  await db.schema.dropIndex('students_sourced_id').execute();
  await db.schema.alterTable('students').dropColumn('location_looked_up_at').execute();
  await db.schema.alterTable('students').dropColumn('sourced_id').execute();
}
