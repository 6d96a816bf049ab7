import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { postgresDataVersion } from '../../server/db/postgresDataVersion';
import type { Database } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed/seedDemo';
import { SMALL_DEMO_SIZE } from '../../server/db/seed/operation';
import { describeWhen } from '../helpers/requirements';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/testDatabase';

const { requirement } = DATABASE_KINDS.find(({ kind }) => kind === 'postgres')!;

/**
 * The PostgreSQL data version that kept answers stand on (server/db/postgresDataVersion.ts). Other
 * suites write to the same server meanwhile, so the version may move at any time here: what is held
 * is that it always moves when it must, and that a shared reading is never older than its caller.
 */
describeWhen(requirement, 'the PostgreSQL data version', () => {
  let target: TestDatabase;
  let db: Kysely<Database>;
  let elsewhere: pg.Client;
  let readings = 0;

  beforeAll(async () => {
    target = await createTestDatabase('postgres');
    const handle = await openDatabase(target.settings);
    await migrateToLatest(handle);
    await seedDemo(handle, { size: SMALL_DEMO_SIZE });
    await handle.close();
    const connectionString = target.settings.databaseUrl!;
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 2 }) }),
      plugins: [new CamelCasePlugin()],
      log: (event) => {
        if (event.level === 'query') readings += 1;
      },
    });
    elsewhere = new pg.Client({ connectionString });
    await elsewhere.connect();
    await elsewhere.query('create temporary table scratch (n integer)');
  });
  afterAll(async () => {
    await elsewhere?.end();
    await db?.destroy();
    await target?.drop();
  });

  it('moves when another connection commits a change, also one that was running at the reading', async () => {
    const version = postgresDataVersion(db);
    const before = await version();
    await elsewhere.query('begin');
    await elsewhere.query('insert into scratch values (1)');
    const during = await version();
    await elsewhere.query('commit');
    const after = await version();
    expect(after.data).not.toBe(during.data);
    expect(after.data).not.toBe(before.data);
  });

  it("counts changes to what sessions' access stands on, not to other data nor a session's touch, once committed", async () => {
    const version = postgresDataVersion(db);
    const access = async () => (await version()).access;
    const start = await access();
    await elsewhere.query('insert into scratch values (2)');
    await elsewhere.query("update rides set tags = '[]' where id = 1");
    await elsewhere.query('update sessions set last_seen_at = last_seen_at');
    expect(await access()).toBe(start);
    await elsewhere.query('begin');
    await elsewhere.query("update vendors set name = name || ' (renamed)' where id = 1");
    expect(await access()).toBe(start);
    await elsewhere.query('commit');
    const renamed = await access();
    expect(renamed).not.toBe(start);
    for (const statement of ["update memberships set status = status where id = 1", 'update sessions set expires_at = expires_at', 'delete from sessions', "update users set first_name = first_name where id = 1", "update campuses set name = name where id = 1"]) {
      const before = await access();
      await elsewhere.query(statement);
      expect([statement, await access()]).not.toEqual([statement, before]);
    }
  });

  it('moves when a writing transaction rolls back', async () => {
    const version = postgresDataVersion(db);
    await elsewhere.query('begin');
    await elsewhere.query('insert into scratch values (3)');
    const during = await version();
    await elsewhere.query('rollback');
    expect((await version()).data).not.toBe(during.data);
  });

  it('shares one reading among those who ask before it is sent, and never hands out an older one', async () => {
    const version = postgresDataVersion(db);
    readings = 0;
    const together = Array.from({ length: 20 }, () => version());
    expect(new Set(together).size).toBe(1);
    // Once that reading is on its way, a caller gets the next one, sent after the first is back.
    await new Promise((resolve) => setImmediate(resolve));
    const later = [version(), version()];
    expect(later[0]).toBe(later[1]);
    expect(later[0]).not.toBe(together[0]);
    await Promise.all([...together, ...later]);
    expect(readings).toBe(2);
  });

  it('passes on a failed reading to those who shared it, and reads afresh next time', async () => {
    const broken = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 1000 }) }),
    });
    try {
      const version = postgresDataVersion(broken);
      const shared = [version(), version()];
      await expect(shared[0]).rejects.toThrow();
      await expect(shared[1]).rejects.toThrow();
      await expect(version()).rejects.toThrow();
    } finally {
      await broken.destroy();
    }
  });
});
