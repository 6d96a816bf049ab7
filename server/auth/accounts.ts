import type { Kysely } from 'kysely';
import type { AccountResponse, AccountsResponse, MeasurementSystem, SubAccount, UserRole } from '../../permissions/accountContext';
import type { DeploymentRole } from '../config';
import type { AccountKind, Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { SessionRow } from './sessions';

/** Which kind of membership signs in on which portal. */
export const PORTAL_ACCOUNT_KIND: Record<DeploymentRole, AccountKind> = { admin: 'operator', vendor: 'vendor', enterprise: 'district' };

export interface Membership {
  id: number;
  accountKind: AccountKind;
  accountId: number;
  /** Yards or campuses the user is limited to; empty means all. */
  subAccountIds: number[];
  permissions: string[];
  employeeId: number | null;
}

interface AccountInfo {
  id: number;
  name: string;
  timezone: string;
  measurementSystem: MeasurementSystem;
  imagePath: string | null;
  /** Yards of a vendor, campuses of a district. */
  subAccounts: SubAccount[];
}

export async function membershipsForPortal(db: Kysely<Database>, userId: number, role: DeploymentRole): Promise<Membership[]> {
  const rows = await db.selectFrom('memberships')
    .select(['id', 'accountKind', 'accountId', 'subAccountIds', 'permissions', 'employeeId'])
    .where('userId', '=', userId).where('accountKind', '=', PORTAL_ACCOUNT_KIND[role]).where('status', '=', 'active')
    .orderBy('id').execute();
  return rows.map((row) => ({ ...row, subAccountIds: JSON.parse(row.subAccountIds) as number[], permissions: JSON.parse(row.permissions) as string[] }));
}

async function accountInfo(db: Kysely<Database>, kind: AccountKind, id: number): Promise<AccountInfo | undefined> {
  if (kind === 'operator') {
    const row = await db.selectFrom('operatorAccounts').select(['id', 'name', 'timezone', 'measurementSystem', 'imagePath']).where('id', '=', id).executeTakeFirst();
    return row && { ...row, subAccounts: [] };
  }
  if (kind === 'vendor') {
    const row = await db.selectFrom('vendors').select(['id', 'name', 'timezone', 'measurementSystem']).where('id', '=', id).executeTakeFirst();
    const yards = await db.selectFrom('yards').select(['id', 'name']).where('vendorId', '=', id).orderBy('name').execute();
    return row && { ...row, imagePath: null, subAccounts: yards };
  }
  const row = await db.selectFrom('districts').select(['id', 'name', 'timezone', 'measurementSystem']).where('id', '=', id).executeTakeFirst();
  const campuses = await db.selectFrom('campuses').select(['id', 'name']).where('districtId', '=', id).orderBy('name').execute();
  return row && { ...row, imagePath: null, subAccounts: campuses };
}

function allowedSubAccounts(membership: Membership, info: AccountInfo) {
  return membership.subAccountIds.length ? info.subAccounts.filter((s) => membership.subAccountIds.includes(s.id)) : info.subAccounts;
}

/** Vendor users working for more than one yard choose which yards they work in (spec 4.2). */
function subAccountsRequired(membership: Membership, info: AccountInfo): boolean {
  return membership.accountKind === 'vendor' && allowedSubAccounts(membership, info).length > 1;
}

function sessionSubAccounts(membership: Membership, info: AccountInfo): number[] {
  return membership.accountKind === 'vendor' ? allowedSubAccounts(membership, info).map((s) => s.id) : membership.subAccountIds;
}

/** The account a user lands in without choosing: their only one, when it needs no yard choice. */
export async function defaultSelection(db: Kysely<Database>, memberships: Membership[]) {
  if (memberships.length !== 1) return undefined;
  const [membership] = memberships;
  const info = await accountInfo(db, membership.accountKind, membership.accountId);
  if (!info || subAccountsRequired(membership, info)) return undefined;
  return { membershipId: membership.id, subAccountIds: sessionSubAccounts(membership, info) };
}

export async function listAccounts(db: Kysely<Database>, role: DeploymentRole, userId: number): Promise<AccountsResponse> {
  const accounts: AccountsResponse['accounts'] = [];
  for (const membership of await membershipsForPortal(db, userId, role)) {
    const info = await accountInfo(db, membership.accountKind, membership.accountId);
    if (!info) continue;
    accounts.push({ id: info.id, name: info.name, subAccounts: allowedSubAccounts(membership, info) });
  }
  return { accounts };
}

/** Checks a chosen account and yards against the user's memberships; throws a 4xx when they do not fit. */
export async function resolveSelection(db: Kysely<Database>, role: DeploymentRole, userId: number, accountId: number, subAccountIds: number[]) {
  const membership = (await membershipsForPortal(db, userId, role)).find((m) => m.accountId === accountId);
  const info = membership && (await accountInfo(db, membership.accountKind, accountId));
  if (!membership || !info) throw notFound('No such account.', 'ACCOUNT_NOT_FOUND');
  if (!subAccountsRequired(membership, info)) return { membershipId: membership.id, subAccountIds: sessionSubAccounts(membership, info) };
  const allowed = new Set(allowedSubAccounts(membership, info).map((s) => s.id));
  const chosen = [...new Set(subAccountIds)];
  if (chosen.length === 0) throw badRequest('Choose at least one yard.', 'SUB_ACCOUNT_REQUIRED');
  if (chosen.some((id) => !allowed.has(id))) throw notFound('No such yard.', 'SUB_ACCOUNT_NOT_FOUND');
  return { membershipId: membership.id, subAccountIds: chosen };
}

function userRoleOf(role: DeploymentRole, membership: Membership | undefined): UserRole {
  if (role !== 'enterprise') return role;
  return membership && membership.subAccountIds.length > 0 ? 'others' : 'enterprise';
}

/** The spec's get-account answer for the session: the chosen account, or what must still be chosen. */
export async function accountResponseFor(db: Kysely<Database>, role: DeploymentRole, session: SessionRow): Promise<AccountResponse> {
  const memberships = await membershipsForPortal(db, session.userId, role);
  const membership = memberships.find((m) => m.id === session.membershipId);
  const info = membership && (await accountInfo(db, membership.accountKind, membership.accountId));
  const only = memberships.length === 1 ? memberships[0] : undefined;
  const onlyInfo = only && (await accountInfo(db, only.accountKind, only.accountId));
  const isAccountRequired = memberships.length > 1;
  const isSubAccountsRequired = Boolean(membership && info ? subAccountsRequired(membership, info) : only && onlyInfo && subAccountsRequired(only, onlyInfo));
  const base = { isAccountRequired, isSubAccountsRequired, canSwitchAccount: isAccountRequired || isSubAccountsRequired };
  if (!membership || !info) {
    return { account: { accountId: null, subAccountIds: [], name: '', timezone: 'UTC', imagePath: null, ...base }, permissions: [], userRole: userRoleOf(role, only) };
  }
  const response: AccountResponse = {
    userId: session.userId,
    account: { accountId: info.id, subAccountIds: session.subAccountIds, name: info.name, timezone: info.timezone, measurementSystem: info.measurementSystem, imagePath: info.imagePath, ...base },
    permissions: membership.permissions,
    userRole: userRoleOf(role, membership),
  };
  if (membership.accountKind === 'vendor') {
    response.vendor = { vendorId: info.id, yardId: session.subAccountIds[0] ?? null, yardIds: session.subAccountIds, vendorEmployeeId: membership.employeeId };
  }
  if (membership.accountKind === 'district') {
    response.district = { districtId: info.id, campusIds: membership.subAccountIds, schoolEmployeeId: membership.employeeId };
  }
  return response;
}
