import type { MigrationDb } from './dialect';
import { withId } from './dialect';

/**
 * The sign-offs of a trip's approval (DOMAIN.md "trip approval paths"): one a step of the district's
 * path, in order, until the last one approves the trip. Appended to, never changed: the step's
 * approver and the signer are kept as they were, so that a path edited later leaves them readable.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('trip_approval_signoffs'))
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('charter_trips.id'))
    .addColumn('step_order', 'integer', (c) => c.notNull())
    .addColumn('approver_name', 'text', (c) => c.notNull())
    // null for sign-offs of the demo's history, made by people who do not sign in.
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .execute();
  // One sign-off a step: a second one for the same step is refused by the database too.
  await db.schema.createIndex('trip_approval_signoffs_step').unique().on('trip_approval_signoffs').columns(['trip_id', 'step_order']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('trip_approval_signoffs').execute();
}
