import { loadConfig } from '../../../server/config';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { WorkLease } from '../../../server/cluster/workLease';
import { eventually } from '../../helpers/liveClient';
import { describeWhen } from '../../helpers/requirements';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../helpers/testDatabase';

jest.setTimeout(60_000);

const TTL_MS = 600;

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the lease on a deployment's once-only work on ${kind} (server/cluster/workLease.ts)`, () => {
    let testDatabase: TestDatabase;
    let database: DatabaseHandle;
    const running = new Map<string, number>();
    const leases: WorkLease[] = [];
    const leaseOf = (holder: string, name = 'jobs') => {
      const lease = new WorkLease(database.db, name, holder, () => {
        running.set(holder, (running.get(holder) ?? 0) + 1);
        return { stop: async () => void running.set(holder, running.get(holder)! - 1) };
      }, () => undefined, TTL_MS);
      leases.push(lease);
      return lease;
    };
    const runningNow = () => [...running].filter(([, count]) => count > 0).map(([holder]) => holder);

    beforeAll(async () => {
      testDatabase = await createTestDatabase(kind);
      database = await openDatabase(loadConfig({ DATA_DIR: testDatabase.settings.dataDir, ...(testDatabase.settings.databaseUrl ? { DATABASE_URL: testDatabase.settings.databaseUrl } : {}) }));
      await migrateToLatest(database);
    });
    afterEach(async () => {
      await Promise.all(leases.splice(0).map((lease) => lease.stop()));
      running.clear();
    });
    afterAll(async () => {
      await database?.close();
      await testDatabase?.drop();
    });

    it('runs the work in one holder at a time; the next takes it when the holder gives it back', async () => {
      const [first, second, third] = ['a', 'b', 'c'].map((holder) => leaseOf(holder));
      for (const lease of [first, second, third]) lease.start();
      await eventually(() => runningNow().length === 1, 'one holder to run the work');
      // Several renewals later, still one, and the same.
      const [holder] = runningNow();
      await new Promise((resolve) => setTimeout(resolve, TTL_MS * 2));
      expect(runningNow()).toEqual([holder]);
      const holding = [first, second, third].find((lease) => lease.holding)!;
      expect(holding.holder).toBe(holder);
      await holding.stop();
      expect(running.get(holder)).toBe(0);
      await eventually(() => runningNow().length === 1 && runningNow()[0] !== holder, 'another holder to take the work over', TTL_MS * 3);
    });

    it('lets the work go to another process once a holder that stopped renewing has expired', async () => {
      const { db } = database;
      // A holder that died: its row stays until it expires.
      await db.insertInto('workLeases').values({ name: 'jobs', holder: 'dead', expiresAt: new Date(Date.now() + TTL_MS).toISOString(), takenAt: new Date().toISOString() }).execute();
      const next = leaseOf('next');
      next.start();
      await new Promise((resolve) => setTimeout(resolve, TTL_MS / 2));
      expect(runningNow()).toEqual([]);
      await eventually(() => runningNow()[0] === 'next', 'the expired lease to be taken over', TTL_MS * 3);
      const row = await db.selectFrom('workLeases').selectAll().where('name', '=', 'jobs').executeTakeFirstOrThrow();
      expect(row.holder).toBe('next');
      expect(Date.parse(row.expiresAt)).toBeGreaterThan(Date.now());
    });

    it('stops the work when its holder cannot renew, before the lease could pass to another process', async () => {
      const config = loadConfig({ DATA_DIR: testDatabase.settings.dataDir, ...(testDatabase.settings.databaseUrl ? { DATABASE_URL: testDatabase.settings.databaseUrl } : {}) });
      const cutOff = await openDatabase(config);
      let stoppedAt = 0;
      const lease = new WorkLease(cutOff.db, 'jobs', 'cut-off', () => ({ stop: async () => void (stoppedAt = Date.now()) }), () => undefined, TTL_MS);
      lease.start();
      await eventually(() => lease.holding, 'the lease to be taken');
      const { expiresAt } = await database.db.selectFrom('workLeases').select('expiresAt').where('name', '=', 'jobs').executeTakeFirstOrThrow();
      // The database out of reach: its renewals fail.
      await cutOff.close();
      await eventually(() => !lease.holding, 'the work to stop', TTL_MS * 3);
      expect(stoppedAt).toBeLessThanOrEqual(Date.parse(expiresAt));
      await lease.stop();
    });

    it('keeps separate work apart: each lease by its name', async () => {
      const [jobs, reports] = [leaseOf('a', 'jobs'), leaseOf('b', 'reports')];
      jobs.start();
      reports.start();
      await eventually(() => runningNow().length === 2, 'both works to run, each in its holder');
    });
  });
}
