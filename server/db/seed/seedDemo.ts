import { sql, type Kysely } from 'kysely';
import { DEFAULT_DEMO_PASSWORD } from '../../config';
import type { DatabaseHandle } from '../connect';
import type { BulkConnection } from '../copyRows';
import type { Database } from '../schema';
import { schoolDaysAround, todayIn } from './calendar';
import { generateOrganisation } from './generateOrganisation';
import { generateCharterTrips, type CharterTripSeed } from './generateCharterTrips';
import { generateDriverBusReports } from './generateDriverBusReports';
import { generateDriverRecords, stampStandby } from './generateDriverRecords';
import { generateInspections } from './generateInspections';
import { demoUsersOf, generateEmployees, linkDemoMemberships } from './generateEmployees';
import { generateParkouts } from './generateParkouts';
import { driverFeeTotal, generateRideDetails, type RideDetails } from './generateRideDetails';
import { generateRideScans } from './generateRideScans';
import { generateRides } from './generateRides';
import { generateRouting, stopStudentsOf } from './generateRouting';
import { generateTransportationRequests } from './generateTransportationRequests';
import { generateSettingsAndExplorer } from './generateSettingsAndExplorer';
import { DEFAULT_DEMO_SIZE, DEMO_DISTRICTS, type DemoSize } from './operation';
import { hashDemoPasswords, seedDemoUsers, storeDemoPasswordHashes } from './seedDemoUsers';
import { seedWorkAndMoney, type WorkSeedTable } from './seedWorkAndMoney';
import { SeededRandom } from './random';

export interface SeedProgress {
  table: string;
  done: number;
  total: number;
}

export interface SeedOptions {
  size?: DemoSize;
  seed?: number;
  /** The day the demo is built around (defaults to today in the first district). */
  today?: string;
  onProgress?: (progress: SeedProgress) => void;
  /** Password of the demo users (DEMO_PASSWORD). */
  demoPassword?: string;
  /**
   * The demo users' hashes of that password, made already (hashDemoPasswords): test servers, which
   * seed a demo each, share one set rather than spend seconds on scrypt at every start.
   */
  demoPasswordHashes?: Promise<string[]>;
}

export type SeedSummary = Record<string, number>;

const DEMO_SEED_KEY = 'demo_seed';
const DEFAULT_SEED = 20261121;
// Stays below SQLite's 32,766 bound variables per statement (PostgreSQL allows 65,535).
const MAX_VARIABLES_PER_INSERT = 30000;

type SeedTable = 'districts' | 'campuses' | 'campusPrograms' | 'vendors' | 'yards' | 'vehicles' | 'drivers' | 'monitors' | 'routeGroups' | 'routes' | 'students' | 'studentAssignments' | 'rides' | 'driverBusReports' | 'parkoutEvents' | 'parkouts' | 'transportationRequests' | 'driverDocumentTypes' | 'driverDocuments' | 'driverAttendance' | 'users' | 'memberships' | 'vendorEmployees' | 'schoolEmployees' | 'ssoConfigs' | 'standbyConfigurations' | 'driverDocumentSettings' | 'routeExplorerLimits' | 'routeViolationWaivers' | 'studentScans' | keyof RideDetails
  | keyof CharterTripSeed
  | WorkSeedTable;

/** Completed rides keep their GPS trace for this many school days, and their end-of-ride inspection for this many. */
const TRACE_DAYS = 2;
const INSPECTION_DAYS = 5;
/** Completed rides of this many school days keep their students' badge scans (a fortnight of ridership). */
const SCAN_DAYS = 10;
/** Vehicles' pre-trip and end-of-day inspections are kept for today and this many school days before. */
const RECENT_INSPECTION_DAYS = 3;

export async function demoSeedInfo(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom('appMeta').select('value').where('key', '=', DEMO_SEED_KEY).executeTakeFirst();
  return row?.value;
}

/**
 * Builds the demo operation in one transaction: a start that is interrupted leaves the database
 * empty, and the next start seeds it again.
 */
export async function seedDemo(handle: DatabaseHandle, options: SeedOptions = {}): Promise<SeedSummary> {
  // Hashed while the operation is generated and written, and awaited only at its end.
  const demoPasswordHashes = options.demoPasswordHashes ?? hashDemoPasswords(options.demoPassword ?? DEFAULT_DEMO_PASSWORD);
  // Should the seed fail before that, its own error is the one to report, not an unawaited rejection.
  demoPasswordHashes.catch(() => undefined);
  const size = options.size ?? DEFAULT_DEMO_SIZE;
  const seed = options.seed ?? DEFAULT_SEED;
  const today = options.today ?? todayIn(DEMO_DISTRICTS[0].timezone);
  const now = new Date().toISOString();
  const random = new SeededRandom(seed);
  const org = generateOrganisation(random, size, today, now);
  const routing = generateRouting(random, org, size, today, now);
  const days = schoolDaysAround(today, size.pastSchoolDays, size.futureSchoolDays);
  const summary: SeedSummary = {};
  const report = options.onProgress ?? (() => undefined);

  // On PostgreSQL the rows go through COPY, on a connection of the seed's own (a state-sized demo in minutes).
  const onConnection = handle.withBulkConnection ?? (<T>(work: (connection: Pick<BulkConnection, 'db'> & Partial<BulkConnection>) => Promise<T>) => work({ db: handle.db }));
  await onConnection(({ db, copy, checksAfterLoading }) => db.transaction().execute(async (trx) => {
    const restoreChecks = await checksAfterLoading?.();
    const write = async (table: SeedTable, rows: object[], total = rows.length, offset = 0, showProgress = true) => {
      if (rows.length === 0) return;
      const chunk = copy ? rows.length : Math.max(1, Math.min(1000, Math.floor(MAX_VARIABLES_PER_INSERT / Object.keys(rows[0]).length)));
      for (let start = 0; start < rows.length; start += chunk) {
        const some = rows.slice(start, start + chunk);
        // The rows come from the typed generators; Kysely cannot relate them to `table` through the union.
        await (copy ? copy(table, some) : trx.insertInto(table).values(some as never).execute());
        if (showProgress) report({ table, done: offset + start + some.length, total });
      }
      summary[table] = (summary[table] ?? 0) + rows.length;
    };
    await write('districts', org.districts);
    await write('campuses', org.campuses);
    await write('campusPrograms', org.campusPrograms);
    await write('vendors', org.vendors);
    await write('yards', org.yards);
    await write('vehicles', org.vehicles);
    await write('drivers', org.drivers);
    await write('monitors', org.monitors);
    await write('routeGroups', routing.routeGroups);
    await write('routes', routing.routes);
    await write('students', routing.students);
    await write('studentAssignments', routing.assignments);
    const parked = generateParkouts(new SeededRandom(seed + 3), org, today, now);
    await write('parkoutEvents', parked.parkoutEvents);
    await write('parkouts', parked.parkouts);
    const driverRecords = generateDriverRecords(new SeededRandom(seed + 30), org, days, today, now);
    await write('driverDocumentTypes', driverRecords.driverDocumentTypes);
    await write('driverDocuments', driverRecords.driverDocuments);
    await write('driverAttendance', driverRecords.driverAttendance);
    await stampStandby(trx, org, today);
    const totalRides = days.length * routing.routes.length;
    const runs = new Map(routing.routes.map((run) => [run.id, run]));
    const onStops = stopStudentsOf(routing);
    const pastDays = days.filter((day) => day < today);
    const window = { tracesFrom: pastDays[Math.max(0, pastDays.length - TRACE_DAYS)] ?? today, inspectionsFrom: pastDays[Math.max(0, pastDays.length - INSPECTION_DAYS)] ?? today, now };
    const detailRandom = new SeededRandom(seed + 1);
    const scanRandom = new SeededRandom(seed + 4);
    const scanInputs = {
      onStops, scansFrom: pastDays[Math.max(0, pastDays.length - SCAN_DAYS)] ?? today,
      badgeOf: new Map(routing.students.filter((student) => student.status === 'active' && student.rfidBadge).map((student) => [student.id, student.rfidBadge!])),
    };
    const reportRandom = new SeededRandom(seed + 2);
    const timezoneOf = new Map(org.districts.map((district) => [district.id, district.timezone]));
    let done = 0;
    const detailsFrom = size.detailedSchoolDays === undefined ? days[0] : pastDays[Math.max(0, pastDays.length - size.detailedSchoolDays)] ?? today;
    for (const rides of generateRides(random, org, routing, days, today, now)) {
      // A day's rides come together: all with their history, or (before detailedSchoolDays) all without.
      const detailed = rides[0].rideDate >= detailsFrom ? rides : [];
      const details = generateRideDetails(detailRandom, detailed, runs, window);
      const fees = new Map(details.rideDriverFees.map((fee) => [fee.rideId, driverFeeTotal(fee)]));
      await write('rides', rides.map((ride) => ({ ...ride, driverFeeCents: fees.get(ride.id) ?? null })), totalRides, done);
      for (const [table, rows] of Object.entries(details) as [keyof RideDetails, object[]][]) await write(table, rows, rows.length, 0, false);
      await write('driverBusReports', generateDriverBusReports(reportRandom, detailed, runs, onStops, pastDays, timezoneOf, now), 0, 0, false);
      await write('studentScans', generateRideScans(scanRandom, detailed, runs, scanInputs), 0, 0, false);
      done += rides.length;
    }
    await write('vehicleInspections', generateInspections(new SeededRandom(seed + 20), org, routing, days.filter((day) => day <= today).slice(-RECENT_INSPECTION_DAYS - 1), now), 0, 0, false);
    // Its own generator: how many inspections come before depends on the weekday, and the requests should not.
    await write('transportationRequests', generateTransportationRequests(new SeededRandom(seed + 21), org, routing, today, now));
    summary.users = await seedDemoUsers(trx, now);
    report({ table: 'users', done: summary.users, total: summary.users });
    const staff = generateEmployees(new SeededRandom(seed + 50), org, await demoUsersOf(trx), today, now);
    await write('users', staff.users, staff.users.length, 0, false);
    await write('vendorEmployees', staff.vendorEmployees);
    await write('schoolEmployees', staff.schoolEmployees);
    await write('memberships', staff.memberships, staff.memberships.length, 0, false);
    await linkDemoMemberships(trx, staff.links);
    // After the users: a trip's status log names the demo users who took its steps.
    for (const [table, rows] of Object.entries(generateCharterTrips(new SeededRandom(seed + 10), org, today, now)) as [keyof CharterTripSeed, object[]][]) await write(table, rows);
    // After the users: the seeded waivers name who accepted them.
    for (const [table, rows] of Object.entries(generateSettingsAndExplorer(new SeededRandom(seed + 60), org, routing, now))) await write(table as SeedTable, rows);
    await seedWorkAndMoney(trx, write, { random: new SeededRandom(seed + 40), org, routing, pastDays, today, now });
    await storeDemoPasswordHashes(trx, await demoPasswordHashes);
    if (handle.dialect === 'postgres') await advanceSequences(trx, [...Object.keys(summary).filter((table) => table !== 'rideDriverFees'), 'operatorAccounts']);
    await restoreChecks?.();
    await trx.insertInto('appMeta')
      .values({ key: DEMO_SEED_KEY, value: JSON.stringify({ seed, today, seededAt: now, size }) })
      .execute();
  }));
  return summary;
}

/** Explicit ids leave PostgreSQL's serial counters behind; move them past the seeded rows. */
async function advanceSequences(db: Kysely<Database>, tables: string[]): Promise<void> {
  for (const table of tables) {
    const name = table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    await sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.table(name)}), 1))`.execute(db.withoutPlugins());
  }
}

/** Seeds only a database that holds no operation yet; one with data of its own is left alone. */
export async function seedDemoIfEmpty(handle: DatabaseHandle, options: SeedOptions = {}): Promise<'seeded' | 'already-seeded' | 'has-data'> {
  if (await demoSeedInfo(handle.db)) return 'already-seeded';
  const existing = await handle.db.selectFrom('districts').select('id').limit(1).executeTakeFirst();
  if (existing) return 'has-data';
  await seedDemo(handle, options);
  return 'seeded';
}
