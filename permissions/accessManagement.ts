import type { AccountKind, RoleTemplateName } from './roleTemplates';

/**
 * What the permission screens and the server exchange: Access (`/api/access/…`) and the employees'
 * sign-in card (`/api/vendor-employees/:id/permissions`, `/api/school-employees/:id/permissions`).
 */

export type MembershipStatus = 'active' | 'disabled';

/** A user's place in one account, as listed. */
export interface MembershipSummary {
  id: number;
  accountKind: AccountKind;
  accountId: number;
  accountName: string;
  /** The yards or campuses the membership is limited to; empty means all of the account's. */
  subAccountNames: string[];
  roleTemplate: RoleTemplateName | null;
  permissionCount: number;
  status: MembershipStatus;
}

export interface AccessUser {
  id: number;
  name: string;
  email: string;
  status: 'active' | 'disabled';
  memberships: MembershipSummary[];
}

export interface AccessUserPage {
  users: AccessUser[];
  total: number;
}

/** Query of `GET /api/access/users`. */
export interface AccessUserQuery {
  q?: string;
  page?: number;
  perPage?: number;
}

export const ACCESS_MAX_PER_PAGE = 100;

export interface MembershipDetail extends MembershipSummary {
  version: number;
  userId: number;
  userName: string;
  userEmail: string;
  permissions: string[];
}

/** One membership as its editor sees it: what it holds, what the editor may grant, where to start from. */
export interface MembershipEditorView {
  membership: MembershipDetail;
  /** The codes this editor may add (removing is always allowed). */
  grantable: string[];
  templates: RoleTemplateName[];
  editable: boolean;
  /** Why not: nobody changes their own membership, nor anyone's while impersonating. */
  readOnlyBecause: 'own' | 'impersonating' | null;
}

/** Body of a change of codes. */
export interface PermissionChange {
  version: number;
  permissions: string[];
  roleTemplate: RoleTemplateName | null;
}

/** Body of disabling or enabling a membership. */
export interface VersionOnly {
  version: number;
}

/** The sign-in behind an employee of the directory, and their membership in the employee's account. */
export interface EmployeeSignIn {
  user: { id: number; name: string; email: string; status: 'active' | 'disabled' } | null;
  access: MembershipEditorView | null;
}

/** Error codes of the permission calls (`{ message, code }`). */
export const ACCESS_ERRORS = {
  escalation: 'PERMISSION_ESCALATION',
  ownMembership: 'OWN_MEMBERSHIP',
  impersonation: 'IMPERSONATION',
  unknownCode: 'UNKNOWN_PERMISSION',
  unknownTemplate: 'UNKNOWN_ROLE_TEMPLATE',
  stale: 'STALE_VERSION',
  noSignIn: 'NO_SIGN_IN',
} as const;
