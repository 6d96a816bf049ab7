import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DeploymentRole } from '../../server/config';
import { accountResponseFor } from '../../server/auth/accounts';
import { findLiveSession } from '../../server/auth/sessions';
import type { Database } from '../../server/db/schema';
import { portalOf } from '../helpers/consoleSignIn';
import { demoSessions } from '../helpers/demoSessions';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

const postgres = DATABASE_KINDS.find(({ kind }) => kind === 'postgres')!;

/**
 * On PostgreSQL a session's access is kept while the count of changes to what it is worked out from
 * stays (migration 0029's triggers): a table read to work it out without such a trigger would let a
 * change to it go unseen. Every demo user's access is worked out here, each table read noted.
 */
describeWhen(postgres.requirement, "the tables a session's access is worked out from, on PostgreSQL", () => {
  let server: TestServer;
  let db: Kysely<Database>;
  const statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ database: 'postgres' });
    await demoSessions((email) => server.urlOf(portalOf(email)));
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: server.testDatabase.settings.databaseUrl!, max: 2 }) }),
      plugins: [new CamelCasePlugin()],
      log: (event) => void statements.push(event.query.sql),
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  it('each counts its changes', async () => {
    const sessions = await db.selectFrom('sessions').select(['idHash', 'portal']).execute();
    expect(sessions.length).toBeGreaterThanOrEqual(6);
    for (const { idHash, portal } of sessions) {
      const session = await findLiveSession(db, idHash, portal as DeploymentRole, { touch: false });
      expect(session).toBeDefined();
      await accountResponseFor(db, portal as DeploymentRole, session!);
    }
    const read = new Set(statements.flatMap((statement) => [...statement.matchAll(/(?:from|join) "([a-z_]+)"/g)].map((match) => match[1])));
    const { rows } = await sql<{ table: string }>`select distinct event_object_table as "table" from information_schema.triggers where trigger_name like '%\_access\_change'`.execute(db);
    const counted = new Set(rows.map((row) => row.table));
    expect([...read].filter((table) => !counted.has(table))).toEqual([]);
    // What the reading found: the session and its user, memberships, and each kind of account with its yards or campuses.
    expect([...read].sort()).toEqual(['campuses', 'districts', 'memberships', 'operator_accounts', 'sessions', 'users', 'vendors', 'yards']);
  });
});
