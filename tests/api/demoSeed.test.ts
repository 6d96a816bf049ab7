import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { SMALL_DEMO_SIZE } from '../../server/db/seed/operation';
import { seedDemo } from '../../server/db/seed/seedDemo';
import { startConsole } from '../../server/main';
import { describeWhen } from '../helpers/requirements';
import { createTestDatabase, DATABASE_KINDS, postgresChecksOf } from '../helpers/testDatabase';

// The full demo (28,000 rides and their work and money) takes about a minute alone; PostgreSQL on a
// two-core machine busy with the other suites has taken more than two. Its budget is the start
// benchmark's, not this test's.
jest.setTimeout(360_000);

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the default demo operation on ${kind}`, () => {
    it('is a believable mid-size operation: 3 districts, 4 vendors with yards, 300 vehicles, 400 drivers, 20,000 students, 1,000 runs, a month of rides', async () => {
      const target = await createTestDatabase(kind);
      const handle = await openDatabase(target.settings);
      try {
        await migrateToLatest(handle);
        const checks = kind === 'postgres' ? await postgresChecksOf(handle.db) : [];
        const summary = await seedDemo(handle, { today: '2026-11-23' });
        // Loaded through COPY with the foreign keys and indexes off, then all of them back.
        if (kind === 'postgres') expect(await postgresChecksOf(handle.db)).toEqual(checks);
        expect(summary).toMatchObject({ districts: 3, vendors: 4, vehicles: 300, drivers: 400, students: 20000 });
        expect(summary.campuses).toBeGreaterThanOrEqual(9);
        expect(summary.yards).toBeGreaterThanOrEqual(4);
        expect(summary.routes).toBeGreaterThanOrEqual(1000);
        // 22 school days before 2026-11-23, that day, and 5 after it.
        expect(summary.rides).toBe(summary.routes * 28);
        const count = async (table: 'rides' | 'students') => Number((await handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
        expect(await count('rides')).toBe(summary.rides);
        expect(await count('students')).toBe(20000);
        // New rows continue after the seeded ids (PostgreSQL's counters were moved past them).
        const inserted = await handle.db.insertInto('vendors').values({ name: 'New Vendor', code: 'NEW', status: 'active' }).returning('id').executeTakeFirstOrThrow();
        expect(inserted.id).toBe(5);
      } finally {
        await handle.close();
        await target.drop();
      }
    });
  });
}

describe('seeding on start', () => {
  it('seeds an empty database once; a second start reuses it', async () => {
    const target = await createTestDatabase('sqlite');
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: target.settings.dataDir, USER_ROLE: 'admin' });
    const firstLog: string[] = [];
    const first = await startConsole(config, { log: (line) => firstLog.push(line), demoSize: { vehicles: 9, drivers: 9, monitors: 2, students: 50, runs: 30, pastSchoolDays: 1, futureSchoolDays: 1 } });
    const ridesAfterFirst = await first.database.db.selectFrom('rides').select('id').execute();
    await first.stop();
    expect(firstLog).toContain('Demo operation seeded.');
    expect(firstLog.some((line) => /^Seeding demo data: rides \d+\/\d+$/.test(line))).toBe(true);

    const secondLog: string[] = [];
    const second = await startConsole(config, { log: (line) => secondLog.push(line) });
    const ridesAfterSecond = await second.database.db.selectFrom('rides').select('id').execute();
    await second.stop();
    await target.drop();
    expect(secondLog.filter((line) => line.startsWith('Seeding'))).toEqual([]);
    expect(ridesAfterSecond).toHaveLength(ridesAfterFirst.length);
  });
});

describe('a demo whose older rides come without their history (detailedSchoolDays, as the statewide size)', () => {
  it('seeds every ride, and events, fees and scans for the last school day and after only', async () => {
    const target = await createTestDatabase('sqlite');
    const handle = await openDatabase(target.settings);
    try {
      await migrateToLatest(handle);
      const summary = await seedDemo(handle, { today: '2026-11-23', size: { ...SMALL_DEMO_SIZE, pastSchoolDays: 4, detailedSchoolDays: 1 } });
      // 4 school days before Monday 2026-11-23, that day and 2 after.
      expect(summary.rides).toBe(summary.routes * 7);
      const daysWith = async (table: 'rideEvents' | 'studentScans') => (await handle.db.selectFrom(table).innerJoin('rides', 'rides.id', `${table}.rideId`)
        .select('rides.rideDate').distinct().orderBy('rides.rideDate').execute()).map((row) => row.rideDate);
      expect(await daysWith('rideEvents')).toEqual(['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25']);
      expect(await daysWith('studentScans')).toEqual(['2026-11-20']);
      const feesBefore = await handle.db.selectFrom('rides').select('id').where('rideDate', '<', '2026-11-20').where('driverFeeCents', 'is not', null).execute();
      expect(feesBefore).toEqual([]);
    } finally {
      await handle.close();
      await target.drop();
    }
  });
});
