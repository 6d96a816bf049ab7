import type { Kysely } from 'kysely';
import { hashPassword } from '../../../server/auth/passwords';
import type { DeploymentRole } from '../../../server/config';
import type { Database } from '../../../server/db/schema';
import type { ApiClient, ApiResponse } from '../../helpers/apiClient';
import { DEMO_STAFF, signInAll } from '../../helpers/flowSuite';
import type { DatabaseKind } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

export type StaffName = keyof typeof DEMO_STAFF;
export type Tenant = [kind: string, id: number];

/** The console the audit suite calls, with the demo staff signed in once, each in the account they work in. */
export interface AuditBed {
  server: TestServer;
  db(): Kysely<Database>;
  staff: Record<StaffName, ApiClient>;
  userIds: Record<StaffName, number>;
  /** The account each of the staff works in: the tenant of their entries. */
  tenants: Record<StaffName, Tenant>;
  /**
   * A vendor user made for one case, whose password, sessions or membership it may change without
   * touching the demo staff the other cases act as.
   */
  newUser(): Promise<{ id: number; email: string; password: string; membershipId: number }>;
}

/** The charter portal the handoff cases sign into. */
export const CHARTER_PORTAL_URL = 'https://charter.example.test/handoff';

export async function startAuditBed(kind: DatabaseKind): Promise<AuditBed> {
  const server = await startTestServer({ database: kind, env: { CHARTER_PORTAL_URL } });
  const db = () => server.running.database.db;
  const staff = await signInAll(server, DEMO_STAFF);
  const names = Object.keys(DEMO_STAFF) as StaffName[];
  const userIds = {} as Record<StaffName, number>;
  const tenants = {} as Record<StaffName, Tenant>;
  for (const name of names) {
    const user = await db().selectFrom('users').select('id').where('email', '=', DEMO_STAFF[name].email).executeTakeFirstOrThrow();
    const session = await db().selectFrom('sessions').innerJoin('memberships', 'memberships.id', 'sessions.membershipId')
      .select(['memberships.accountKind', 'memberships.accountId']).where('sessions.userId', '=', user.id).orderBy('sessions.createdAt', 'desc').executeTakeFirstOrThrow();
    userIds[name] = user.id;
    tenants[name] = [session.accountKind, session.accountId];
  }
  let made = 0;
  const newUser = async () => {
    made += 1;
    const email = `audited.user.${made}@example.com`;
    const password = `Audited-User-${made}-Passphrase`;
    const now = new Date().toISOString();
    const { id } = await db().insertInto('users').values({
      email, firstName: 'Audited', lastName: `User ${made}`, phone: null, avatarPath: null, passwordHash: await hashPassword(password), createdAt: now, updatedAt: now,
    }).returning('id').executeTakeFirstOrThrow();
    const membership = await db().insertInto('memberships').values({
      userId: id, accountKind: 'vendor', accountId: 1, permissions: '[]', roleTemplate: null, employeeId: null, createdAt: now, updatedAt: now,
    }).returning('id').executeTakeFirstOrThrow();
    return { id, email, password, membershipId: membership.id };
  };
  return { server, db, staff, userIds, tenants, newUser };
}

/** What one state-changing request must leave in the audit log. */
export interface ExpectedEntry {
  action: string;
  /** The user the entry names as acting; null where nobody known acted (a reset asked for anyone). */
  actorUserId: number | null;
  /** The support user acting as them, if any. */
  impersonatorUserId?: number | null;
  portal: DeploymentRole;
  /** The account the entry is kept under; null where there is none. */
  tenant: Tenant | null;
  entity?: string;
  recordId?: number;
  /** At least these details (field names changed, a step's name, a count). */
  detail?: Record<string, unknown>;
  /** Entries per request when not one (one per timesheet entry of a bulk change). */
  count?: number;
  /** Written after the answer, which is the same for every address (a reset link). */
  afterAnswer?: boolean;
}

/** One request, made ready: what it needs is done first, so only its own entries are counted. */
export interface PreparedRequest {
  send(): Promise<ApiResponse>;
  expected: ExpectedEntry;
  /** Values the request carries that must never reach the log (passwords, tokens, secrets). */
  secrets?: string[];
}

export type AuditCase = (bed: AuditBed) => Promise<PreparedRequest>;

/** The actor part of an entry made by one of the demo staff. */
export const by = (bed: AuditBed, name: StaffName) => ({ actorUserId: bed.userIds[name], tenant: bed.tenants[name], portal: DEMO_STAFF[name].portal });
