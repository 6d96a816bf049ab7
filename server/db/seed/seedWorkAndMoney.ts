import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Organisation } from './generateOrganisation';
import type { Routing } from './generateRouting';
import { generateChangeRequests } from './generateChangeRequests';
import { generateStudentService } from './generateStudentService';
import { generateTimesheets } from './generateTimesheets';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { seedAccounting } from './seedAccounting';
import type { SeededRandom } from './random';

export type WorkSeedTable = 'timesheetEntries' | 'accountingTransactions' | 'accountingTransactionItems' | 'routeGroupChangeRequests' | 'studentChangeRequests' | 'studentRfidBadges' | 'routeNotifications';

/** Who signs off or asks in the demo: a demo user where one works there, a named colleague elsewhere. */
export interface DemoOffice {
  ofVendor(vendorId: number): { userId: number | null; name: string };
  ofDistrict(districtId: number): { userId: number | null; name: string };
  /** The school staff user and the campus they work at. */
  school: { userId: number; name: string; districtId: number; campusId: number };
}

export interface WorkSeedInput {
  random: SeededRandom;
  org: Organisation;
  routing: Routing;
  pastDays: string[];
  today: string;
  now: string;
  office: DemoOffice;
}

async function demoOffice(db: Kysely<Database>, random: SeededRandom): Promise<DemoOffice> {
  const users = await db.selectFrom('users').innerJoin('memberships', 'memberships.userId', 'users.id')
    // In id order: the demo users come first, before the seeded staff who share their templates.
    .select(['users.id', 'users.firstName', 'users.lastName', 'memberships.accountKind', 'memberships.accountId', 'memberships.roleTemplate', 'memberships.subAccountIds']).orderBy('users.id').execute();
  const colleagues = new Map<string, { userId: number | null; name: string }>();
  const officeOf = (kind: 'vendor' | 'district', template: string) => (accountId: number) => {
    const user = users.find((u) => u.accountKind === kind && u.accountId === accountId && u.roleTemplate === template);
    if (user) return { userId: user.id, name: `${user.firstName} ${user.lastName}` };
    const key = `${kind}:${accountId}`;
    if (!colleagues.has(key)) colleagues.set(key, { userId: null, name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}` });
    return colleagues.get(key)!;
  };
  const school = users.find((u) => u.roleTemplate === 'schoolStaff')!;
  return {
    ofVendor: officeOf('vendor', 'vendorManager'),
    ofDistrict: officeOf('district', 'districtCoordinator'),
    school: { userId: school.id, name: `${school.firstName} ${school.lastName}`, districtId: school.accountId, campusId: (JSON.parse(school.subAccountIds) as number[])[0] },
  };
}

/**
 * The demo's timesheets, accounting, change requests, badges and route notifications, written after
 * the rides (accounting charges their fees) and the demo users (who asked and decided).
 */
export async function seedWorkAndMoney(
  db: Kysely<Database>, write: (table: WorkSeedTable, rows: object[]) => Promise<void>, input: Omit<WorkSeedInput, 'office'>,
): Promise<void> {
  const seeded = { ...input, office: await demoOffice(db, input.random) };
  await write('timesheetEntries', generateTimesheets(seeded));
  const requests = generateChangeRequests(seeded);
  await write('routeGroupChangeRequests', requests.routeGroupChangeRequests);
  await write('studentChangeRequests', requests.studentChangeRequests);
  const service = generateStudentService(seeded);
  await write('studentRfidBadges', service.studentRfidBadges);
  await write('routeNotifications', service.routeNotifications);
  const accounting = await seedAccounting(db, seeded);
  await write('accountingTransactions', accounting.accountingTransactions);
  await write('accountingTransactionItems', accounting.accountingTransactionItems);
}
