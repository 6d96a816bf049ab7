import { availableParallelism } from 'node:os';
import type { Kysely } from 'kysely';
import { ROLE_TEMPLATES, type RoleTemplateName } from '../../../permissions/roleTemplates';
import { hashPassword } from '../../auth/passwords';
import type { AccountKind, Database } from '../schema';
import { DEMO_USERS } from './demoUsers';

interface DemoMembership {
  accountKind: AccountKind;
  accountId: number;
  template: RoleTemplateName;
  subAccountIds?: number[];
}

/** Who each demo user is, and where (ids of the seeded operation: vendor 1 has three yards, 1–3). */
const MEMBERSHIPS: Record<(typeof DEMO_USERS)[number]['email'], { name: [string, string]; phone: string; memberships: DemoMembership[] }> = {
  'admin@example.com': { name: ['Alicia', 'Moreno'], phone: '(916) 555-0101', memberships: [{ accountKind: 'operator', accountId: 1, template: 'operatorAdmin' }, { accountKind: 'operator', accountId: 2, template: 'operatorAdmin' }] },
  'support@example.com': { name: ['Sam', 'Okafor'], phone: '(916) 555-0102', memberships: [{ accountKind: 'operator', accountId: 1, template: 'support' }] },
  'vendor@example.com': { name: ['Victor', 'Nguyen'], phone: '(916) 555-0103', memberships: [{ accountKind: 'vendor', accountId: 1, template: 'vendorManager' }] },
  'yard@example.com': { name: ['Yolanda', 'Pierce'], phone: '(916) 555-0104', memberships: [{ accountKind: 'vendor', accountId: 1, template: 'yardUser', subAccountIds: [1] }] },
  'district@example.com': { name: ['Diane', 'Castillo'], phone: '(916) 555-0105', memberships: [{ accountKind: 'district', accountId: 1, template: 'districtCoordinator' }] },
  'school@example.com': { name: ['Samuel', 'Tran'], phone: '(916) 555-0106', memberships: [{ accountKind: 'district', accountId: 1, template: 'schoolStaff', subAccountIds: [1] }] },
};

export const DEMO_OPERATOR_ACCOUNTS = [
  { id: 1, name: 'Transitline Operations', timezone: 'America/Los_Angeles', imagePath: null },
  { id: 2, name: 'Transitline Training', timezone: 'America/Chicago', imagePath: null },
];

/**
 * A hash of the demo password for each demo user, in DEMO_USERS' order, each with a salt of its own.
 * scrypt is deliberately slow and runs off the main thread: the seed starts this first, writes the
 * operation meanwhile and stores the hashes last (storeDemoPasswordHashes). A core is left to that
 * writing; the others hash side by side.
 */
export async function hashDemoPasswords(password: string): Promise<string[]> {
  const hashes: string[] = [];
  let next = 0;
  const hashInTurn = async () => {
    while (next < DEMO_USERS.length) {
      const index = next++;
      hashes[index] = await hashPassword(password);
    }
  };
  const lanes = Math.min(DEMO_USERS.length, Math.max(1, availableParallelism() - 1));
  await Promise.all(Array.from({ length: lanes }, hashInTurn));
  return hashes;
}

/** The demo users with their memberships, their passwords still to be stored (storeDemoPasswordHashes). */
export async function seedDemoUsers(db: Kysely<Database>, now: string): Promise<number> {
  await db.insertInto('operatorAccounts').values(DEMO_OPERATOR_ACCOUNTS.map((a) => ({ ...a, createdAt: now, updatedAt: now }))).execute();
  for (const [index, { email }] of DEMO_USERS.entries()) {
    const profile = MEMBERSHIPS[email];
    await db.insertInto('users').values({
      id: index + 1, email, firstName: profile.name[0], lastName: profile.name[1], phone: profile.phone,
      avatarPath: null, passwordHash: null, createdAt: now, updatedAt: now,
    }).execute();
    for (const m of profile.memberships) {
      await db.insertInto('memberships').values({
        userId: index + 1, accountKind: m.accountKind, accountId: m.accountId, subAccountIds: JSON.stringify(m.subAccountIds ?? []),
        permissions: JSON.stringify(ROLE_TEMPLATES[m.template].codes), roleTemplate: m.template, employeeId: null, createdAt: now, updatedAt: now,
      }).execute();
    }
  }
  await db.insertInto('workQueueItems').values(DEMO_WORK_QUEUE.map((item) => ({ ...item, createdAt: now, updatedAt: now }))).execute();
  return DEMO_USERS.length;
}

/** Gives the demo users seeded above their hashes from hashDemoPasswords. */
export async function storeDemoPasswordHashes(db: Kysely<Database>, passwordHashes: readonly string[]): Promise<void> {
  for (const [index, passwordHash] of passwordHashes.entries()) {
    await db.updateTable('users').set({ passwordHash }).where('id', '=', index + 1).execute();
  }
}

/** Tasks waiting for the admin and the vendor manager (user ids as seeded above). */
const DEMO_WORK_QUEUE = [
  { assigneeUserId: 1, kind: 'driver-documents', title: 'Review driver documents that expire this month', link: '/driver-documents?filter=%7B%22state%22%3A%22expiring%22%7D', dueAt: null },
  { assigneeUserId: 1, kind: 'route-group-approval', title: 'Approve pending route group changes', link: '/route-group-change-requests', dueAt: null },
  { assigneeUserId: 3, kind: 'driver-bus-reports', title: 'Approve submitted driver bus reports', link: '/dbr', dueAt: null },
];
