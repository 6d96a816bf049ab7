import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

export async function up(db: MigrationDb): Promise<void> {
  // An OpenID Connect identity provider that an account's users sign in through.
  await withRecordColumns(
    withId(db, db.schema.createTable('sso_configs'))
      .addColumn('account_kind', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull())
      // SSO (the account's own provider) or CONSUMER_SSO (a consumer provider such as a personal e-mail account).
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('client_secret', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('sso_configs_account').on('sso_configs').columns(['account_kind', 'account_id']).execute();

  // Who an identity at a provider is here: by issuer and subject, never by e-mail alone.
  await db.schema
    .createTable('identity_links')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('identity_links_pk', ['issuer', 'subject'])
    .execute();

  // One sign-in round trip in flight: its state (hashed), nonce and PKCE verifier.
  await db.schema
    .createTable('sso_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('config_id', 'integer', (c) => c.notNull().references('sso_configs.id').onDelete('cascade'))
    .addColumn('portal', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('relay_state', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['sso_states', 'identity_links', 'sso_configs']) await db.schema.dropTable(table).execute();
}
