import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { postgresDataVersion } from '../../server/db/postgresDataVersion';
import type { Database } from '../../server/db/schema';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';

const { requirement } = DATABASE_KINDS.find(({ kind }) => kind === 'postgres')!;

/**
 * The PostgreSQL data version that kept answers stand on (server/db/postgresDataVersion.ts). Other
 * suites write to the same server meanwhile, so the version may move at any time here: what is held
 * is that it always moves when it must, and that a shared reading is never older than its caller.
 */
describeWhen(requirement, 'the PostgreSQL data version', () => {
  let db: Kysely<Database>;
  let elsewhere: pg.Client;
  let readings = 0;

  beforeAll(async () => {
    const connectionString = process.env.TEST_DATABASE_URL!;
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 2 }) }),
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
  });

  it('moves when another connection commits a change, also one that was running at the reading', async () => {
    const version = postgresDataVersion(db);
    const before = await version();
    await elsewhere.query('begin');
    await elsewhere.query('insert into scratch values (1)');
    const during = await version();
    await elsewhere.query('commit');
    const after = await version();
    expect(after).not.toBe(during);
    expect(after).not.toBe(before);
  });

  it('moves when a writing transaction rolls back', async () => {
    const version = postgresDataVersion(db);
    await elsewhere.query('begin');
    await elsewhere.query('insert into scratch values (3)');
    const during = await version();
    await elsewhere.query('rollback');
    expect(await version()).not.toBe(during);
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
