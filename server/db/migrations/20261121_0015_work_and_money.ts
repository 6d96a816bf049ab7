import type { CreateTableBuilder } from 'kysely';
import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

/** Who decided a request or an entry, and when: the id for the record, the name as it was then. */
const decided = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) => table
  .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id'))
  .addColumn('decided_by_name', 'text')
  .addColumn('decided_at', 'text');

/** Who asked: their id scopes "my own requests", their name reads in lists. */
const requested = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) => table
  .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id'))
  .addColumn('requested_by_name', 'text')
  .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'));

/**
 * Money and work, students and service (DOMAIN.md): timesheet entries ("Activities"), accounting
 * transactions and their items ("Accounting"), route-group and student change requests, student RFID
 * badges and route notifications to families.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withRecordColumns(decided(withId(db, db.schema.createTable('timesheet_entries'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('yard_id', 'integer', (c) => c.references('yards.id'))
    .addColumn('driver_id', 'integer', (c) => c.references('drivers.id'))
    .addColumn('monitor_id', 'integer', (c) => c.references('monitors.id'))
    .addColumn('work_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('activity_type', 'text', (c) => c.notNull())
    .addColumn('hours', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('upload_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('submitted')))).execute();
  await db.schema.createIndex('timesheet_entries_vendor_date').on('timesheet_entries').columns(['vendor_id', 'work_date']).execute();
  await db.schema.createIndex('timesheet_entries_vendor_status').on('timesheet_entries').columns(['vendor_id', 'status']).execute();
  await db.schema.createIndex('timesheet_entries_upload').on('timesheet_entries').column('upload_id').execute();

  await withRecordColumns(withId(db, db.schema.createTable('accounting_transactions'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('ride_id', 'integer', (c) => c.references('rides.id'))
    .addColumn('trip_reference', 'text')
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('items_total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('adjustment_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('notes', 'text')
    .addColumn('refreshed_at', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('approved_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('invoiced_at', 'text')
    .addColumn('invoiced_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('paid_at', 'text')
    .addColumn('paid_by_user_id', 'integer', (c) => c.references('users.id'))).execute();
  await db.schema.createIndex('accounting_transactions_vendor').on('accounting_transactions').columns(['vendor_id', 'period_start']).execute();
  await db.schema.createIndex('accounting_transactions_district').on('accounting_transactions').columns(['district_id', 'period_start']).execute();
  await db.schema.createIndex('accounting_transactions_status').on('accounting_transactions').column('status').execute();

  await withRecordColumns(withId(db, db.schema.createTable('accounting_transaction_items'))
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('accounting_transactions.id').onDelete('cascade'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('route_id', 'integer', (c) => c.references('routes.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('item_status', 'text', (c) => c.notNull().defaultTo('billable'))).execute();
  await db.schema.createIndex('accounting_transaction_items_transaction').on('accounting_transaction_items').column('transaction_id').execute();

  await withRecordColumns(decided(requested(withId(db, db.schema.createTable('route_group_change_requests'))
    .addColumn('route_group_id', 'integer', (c) => c.notNull().references('route_groups.id'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('proposed_changes', 'text')))).execute();
  await db.schema.createIndex('route_group_change_requests_district').on('route_group_change_requests').columns(['district_id', 'status']).execute();
  await db.schema.createIndex('route_group_change_requests_group').on('route_group_change_requests').column('route_group_id').execute();

  // A student's requests and badges go with the student (SECURITY.md: deleting a student removes it).
  await withRecordColumns(decided(requested(withId(db, db.schema.createTable('student_change_requests'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text')
    .addColumn('effective_date', 'text', (c) => c.notNull())))).execute();
  await db.schema.createIndex('student_change_requests_district').on('student_change_requests').columns(['district_id', 'status']).execute();
  await db.schema.createIndex('student_change_requests_requester').on('student_change_requests').column('requested_by_user_id').execute();
  await db.schema.createIndex('student_change_requests_student').on('student_change_requests').column('student_id').execute();

  await withRecordColumns(withId(db, db.schema.createTable('student_rfid_badges'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('order_number', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ordered'))
    .addColumn('activated_at', 'text')
    .addColumn('activated_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('lost_at', 'text')
    .addColumn('lost_by_user_id', 'integer', (c) => c.references('users.id'))).execute();
  await db.schema.createIndex('student_rfid_badges_district').on('student_rfid_badges').columns(['district_id', 'status']).execute();
  await db.schema.createIndex('student_rfid_badges_student').on('student_rfid_badges').column('student_id').execute();

  await withRecordColumns(withId(db, db.schema.createTable('route_notifications'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('route_id', 'integer', (c) => c.references('routes.id'))
    .addColumn('route_group_id', 'integer', (c) => c.references('route_groups.id'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('recipient_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('sent_by_name', 'text')
    .addColumn('sent_at', 'text')).execute();
  await db.schema.createIndex('route_notifications_district').on('route_notifications').columns(['district_id', 'sent_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['route_notifications', 'student_rfid_badges', 'student_change_requests', 'route_group_change_requests', 'accounting_transaction_items', 'accounting_transactions', 'timesheet_entries']) {
    await db.schema.dropTable(table).execute();
  }
}
