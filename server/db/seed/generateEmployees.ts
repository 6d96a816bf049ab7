import type { Insertable, Kysely } from 'kysely';
import { ROLE_TEMPLATES, type AccountKind, type RoleTemplateName } from '../../../permissions/roleTemplates';
import type { Database, MembershipsTable, SchoolEmployeesTable, UsersTable, VendorEmployeesTable } from '../schema';
import { addDays } from './calendar';
import type { Organisation } from './generateOrganisation';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { SeededRandom } from './random';

type Row<T> = Insertable<T> & { id: number };
type DirectoryKind = Exclude<AccountKind, 'operator'>;

export interface DemoUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** A demo user's membership, to be pointed at their own directory entry. */
export interface EmployeeLink {
  userId: number;
  accountKind: DirectoryKind;
  accountId: number;
  employeeId: number;
}

/**
 * Who works where: the office's titles (no yard or campus) and each yard's or campus's, first ones
 * first. The first office titles and the first title of a place sign in, with these templates.
 */
const STAFF: Record<DirectoryKind, { office: string[]; place: string[]; officeSignIns: RoleTemplateName[]; placeSignIn: RoleTemplateName; placesWithSignIn: number }> = {
  vendor: {
    office: ['Operations manager', 'Dispatcher', 'Router', 'Payroll clerk', 'Safety and training coordinator'],
    place: ['Yard supervisor', 'Lead mechanic', 'Fueler'],
    officeSignIns: ['vendorManager', 'vendorDispatcher'],
    placeSignIn: 'yardUser',
    placesWithSignIn: Infinity,
  },
  district: {
    office: ['Transportation director', 'Transportation coordinator', 'Routing specialist', 'Special education transportation liaison'],
    place: ['Front office manager', 'Attendance clerk'],
    officeSignIns: ['districtCoordinator', 'districtCoordinator'],
    placeSignIn: 'schoolStaff',
    placesWithSignIn: 2,
  },
};

/** The demo users in the first vendor's and the first district's directories. */
const DEMO_STAFF: { email: string; kind: DirectoryKind; accountId: number; placeId: number | null; title: string }[] = [
  { email: 'vendor@example.com', kind: 'vendor', accountId: 1, placeId: null, title: 'Operations manager' },
  { email: 'yard@example.com', kind: 'vendor', accountId: 1, placeId: 1, title: 'Yard supervisor' },
  { email: 'district@example.com', kind: 'district', accountId: 1, placeId: null, title: 'Transportation coordinator' },
  { email: 'school@example.com', kind: 'district', accountId: 1, placeId: 1, title: 'Front office manager' },
];

/**
 * The staff directories (DOMAIN.md "vendor employees / school employees"): every vendor's office and
 * yards, every district's office and campuses, a few of them signing in — the demo users among them
 * — so that each portal's employee pages and Access have people to work on.
 */
export function generateEmployees(random: SeededRandom, org: Organisation, demoUsers: DemoUser[], today: string, now: string) {
  const stamp = { createdAt: now, updatedAt: now };
  const users: Row<UsersTable>[] = [];
  const memberships: Insertable<MembershipsTable>[] = [];
  const links: EmployeeLink[] = [];
  const entries = { vendor: [] as Row<VendorEmployeesTable>[], district: [] as Row<SchoolEmployeesTable>[] };
  const emails = new Set(demoUsers.map((user) => user.email));
  let nextUserId = Math.max(0, ...demoUsers.map((user) => user.id)) + 1;

  const workEmail = (first: string, last: string, domain: string) => {
    const base = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${base}@${domain}`;
    for (let n = 2; emails.has(email); n += 1) email = `${base}${n}@${domain}`;
    emails.add(email);
    return email;
  };

  const staff = (kind: DirectoryKind, accountId: number, placeId: number | null, placeIndex: number, domain: string) => {
    const titles = placeId === null ? STAFF[kind].office : STAFF[kind].place;
    titles.forEach((title, index) => {
      const template = placeId === null ? STAFF[kind].officeSignIns[index] : index === 0 && placeIndex < STAFF[kind].placesWithSignIn ? STAFF[kind].placeSignIn : undefined;
      const demoEntry = DEMO_STAFF.find((d) => d.kind === kind && d.accountId === accountId && d.placeId === placeId && d.title === title);
      const demo = demoUsers.find((user) => user.email === demoEntry?.email);
      const first = demo?.firstName ?? random.pick(FIRST_NAMES);
      const last = demo?.lastName ?? random.pick(LAST_NAMES);
      const status = demo || random.chance(0.88) ? 'active' : random.pick(['on_leave', 'inactive']);
      const id = entries[kind].length + 1;
      let userId: number | null = null;
      const email = demo?.email ?? workEmail(first, last, domain);
      const phone = demo?.phone ?? `(${random.int(201, 989)}) 555-${random.digits(4)}`;
      if (demo) {
        userId = demo.id;
        links.push({ userId, accountKind: kind, accountId, employeeId: id });
      } else if (template) {
        userId = nextUserId++;
        // Staff who sign in choose their password through the set-up link ("Forgot your password?").
        users.push({ id: userId, email, firstName: first, lastName: last, phone, avatarPath: null, passwordHash: null, ...stamp });
        memberships.push({
          userId, accountKind: kind, accountId, subAccountIds: JSON.stringify(placeId === null ? [] : [placeId]),
          permissions: JSON.stringify(ROLE_TEMPLATES[template].codes), roleTemplate: template, employeeId: id,
          status: status === 'inactive' ? 'disabled' : 'active', ...stamp,
        });
      }
      const person = { id, firstName: first, lastName: last, title, email, phone, hireDate: addDays(today, -random.int(60, 6000)), status, userId, ...stamp };
      if (kind === 'vendor') entries.vendor.push({ ...person, vendorId: accountId, yardId: placeId });
      else entries.district.push({ ...person, districtId: accountId, campusId: placeId });
    });
  };

  for (const vendor of org.vendors) {
    const domain = `${vendor.code.toLowerCase()}.example.com`;
    staff('vendor', vendor.id, null, 0, domain);
    org.yards.filter((yard) => yard.vendorId === vendor.id).forEach((yard, index) => staff('vendor', vendor.id, yard.id, index, domain));
  }
  for (const district of org.districts) {
    const domain = `${district.code.toLowerCase()}.example.org`;
    staff('district', district.id, null, 0, domain);
    org.campuses.filter((campus) => campus.districtId === district.id).forEach((campus, index) => staff('district', district.id, campus.id, index, domain));
  }
  return { users, memberships, vendorEmployees: entries.vendor, schoolEmployees: entries.district, links };
}

/** The demo users' existing memberships point at their directory entries (the account's vendorEmployeeId / schoolEmployeeId). */
export async function linkDemoMemberships(db: Kysely<Database>, links: EmployeeLink[]): Promise<void> {
  for (const link of links) {
    await db.updateTable('memberships').set({ employeeId: link.employeeId })
      .where('userId', '=', link.userId).where('accountKind', '=', link.accountKind).where('accountId', '=', link.accountId).execute();
  }
}

export async function demoUsersOf(db: Kysely<Database>): Promise<DemoUser[]> {
  return db.selectFrom('users').select(['id', 'email', 'firstName', 'lastName', 'phone']).orderBy('id').execute();
}
