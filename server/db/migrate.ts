import { Migrator } from 'kysely';
import type { DatabaseHandle } from './connect';
import { migrations } from './migrations';

export class MigrationError extends Error {}

/** Brings the schema up to date; a failed step rolls back and stops the start with its name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
    // Sections are built side by side, so a database may already hold a later-numbered migration when
    // an earlier-numbered one lands; each creates or alters only its own tables.
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const step = failed ? ` in ${failed.migrationName}` : '';
    throw new MigrationError(`Database migration failed${step}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results.map((result) => result.migrationName);
}
