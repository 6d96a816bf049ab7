import type { Kysely } from 'kysely';
import type { PermissionCode } from '../../permissions/catalogue';
import type { Database } from '../../server/db/schema';
import type { AccessUserPage, EmployeeSignIn, MembershipEditorView } from '../../permissions/accessManagement';
import { ROLE_TEMPLATES, type RoleTemplateName } from '../../permissions/roleTemplates';
import { signedIn, type ApiClient } from './apiClient';
import type { TestServer } from './testServer';

export type { AccessUserPage, EmployeeSignIn, MembershipEditorView };

/** The demo roles as the permission suites use them, each in its account (the vendor manager in all yards, the admin in Operations). */
export async function demoClients(server: TestServer) {
  const vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
  await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
  const admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
  await admin.post('/api/account', { accountId: 1, subAccountIds: [] });
  return {
    admin, vendor,
    support: await signedIn(server.urlOf('admin'), 'support@example.com'),
    yard: await signedIn(server.urlOf('vendor'), 'yard@example.com'),
    district: await signedIn(server.urlOf('enterprise'), 'district@example.com'),
    school: await signedIn(server.urlOf('enterprise'), 'school@example.com'),
  };
}

/** A demo user's membership row, with its codes parsed. */
export async function membershipOf(server: TestServer, email: string) {
  const { db } = server.running.database;
  const row = await db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.userId')
    .select(['memberships.id', 'memberships.version', 'memberships.permissions', 'memberships.employeeId', 'memberships.status', 'users.id as userId'])
    .where('users.email', '=', email).orderBy('memberships.id').executeTakeFirstOrThrow();
  return { ...row, permissions: JSON.parse(row.permissions) as string[] };
}

/** A change of codes based on the membership as it is now. */
export const changeTo = (current: { version: number }, permissions: readonly string[], roleTemplate: RoleTemplateName | null = null) => ({
  version: current.version, permissions: [...permissions], roleTemplate,
});

export const templateCodes = (name: RoleTemplateName): string[] => [...ROLE_TEMPLATES[name].codes];

export async function auditActions(server: TestServer, recordId: number): Promise<{ action: string; detail: string }[]> {
  return server.running.database.db.selectFrom('auditLog').select(['action', 'detail'])
    .where('entity', '=', 'memberships').where('recordId', '=', String(recordId)).orderBy('id').execute();
}

export type { ApiClient };

/** Adds codes to a user's (first) membership, as access management would: it holds from their next request. */
export async function grantCodes(db: Kysely<Database>, userId: number, codes: PermissionCode[]): Promise<void> {
  const membership = await db.selectFrom('memberships').select(['id', 'permissions']).where('userId', '=', userId).orderBy('id').executeTakeFirstOrThrow();
  const permissions = [...new Set([...JSON.parse(membership.permissions) as string[], ...codes])];
  await db.updateTable('memberships').set({ permissions: JSON.stringify(permissions) }).where('id', '=', membership.id).execute();
}
