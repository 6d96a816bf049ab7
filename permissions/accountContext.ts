import type { LocaleCode } from '../i18n/locales';

/**
 * The signed-in account as the server sends it and the browser holds it (spec 3, 7.1). Shared by
 * both sides; permission codes and tenant ids here are what the ability is built from.
 */

/** The deployment a user belongs to; "others" are district and school users (spec 1.1). */
export type UserRole = 'admin' | 'vendor' | 'enterprise' | 'others';

export type AuthProviderName = 'PASSWORD' | 'SSO' | 'CONSUMER_SSO';

export interface AuthProviderResponse {
  provider: AuthProviderName;
  /** For the single-sign-on providers: where the browser goes to sign in. */
  redirectUrl?: string;
}

export interface AuthResult {
  userId: number;
}

export interface CheckResponse {
  userId: number;
  isAccountSelected: boolean;
  isImpersonation: boolean;
}

export interface SessionAccount {
  accountId: number | null;
  subAccountIds: number[];
  name: string;
  isAccountRequired: boolean;
  isSubAccountsRequired: boolean;
  /** IANA timezone of the account. */
  timezone: string;
  /** How the account measures distances; US customary when absent. */
  measurementSystem?: MeasurementSystem;
  imagePath: string | null;
  canSwitchAccount: boolean;
}

/** Miles and feet, or kilometres and metres. */
/** How an account reads distances: miles and feet, or kilometres and metres. */
export const MEASUREMENT_SYSTEMS = ['us', 'metric'] as const;
export type MeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];

export interface VendorContext {
  vendorId: number;
  yardId: number | null;
  yardIds: number[];
  vendorEmployeeId: number | null;
}

export interface DistrictContext {
  districtId: number;
  /** The campuses the user may see; empty means all of the district's. */
  campusIds: number[];
  schoolEmployeeId: number | null;
}

export interface AccountResponse {
  /** The signed-in user: some codes hold only on the rows they made (permissions/ownRows.ts). */
  userId?: number;
  account: SessionAccount;
  permissions: string[];
  userRole: UserRole;
  vendor?: VendorContext;
  district?: DistrictContext;
}

/** A part of an account one may work in: a vendor's yard, a district's campus. */
export interface SubAccount {
  id: number;
  name: string;
}

/**
 * Spec 7.1 "get accounts": every account the user may work in on this portal, each with the
 * sub-accounts their membership covers (all of them when it is not limited) — a vendor's yards, a
 * district's campuses, none for the operator's accounts. Only vendors choose among theirs
 * (`isSubAccountsRequired`); a district's campuses say where its users work.
 */
export interface AccountsResponse {
  accounts: { id: number; name: string; subAccounts: SubAccount[] }[];
}

export interface SelectAccountRequest {
  accountId: number;
  subAccountIds: number[];
  relayState?: string;
}

export interface ImpersonationSessionResponse {
  authenticationExpirationTimestamp: number;
  supportUserName: string;
  targetUserName: string;
}

/** Spec 7.2: the signed-in user as received. */
export interface ProfileResponse {
  name: { first: string; last: string };
  email: string;
  phoneNumber: string;
  avatarPath: string | null;
  /** The language the user chose, on any browser; absent until they choose one. */
  locale?: LocaleCode;
}

/** Error codes the sign-in calls answer with (`{ message, code, contextId }`). */
export const AUTH_ERRORS = {
  invalidCredentials: 'auth/invalid-credentials',
  tokenInvalid: 'auth/token-invalid',
  tooManyAttempts: 'auth/too-many-attempts',
  wrongPassword: 'auth/wrong-password',
  weakPassword: 'auth/weak-password',
  notSignedIn: 'auth/not-signed-in',
  accountNotSelected: 'auth/account-not-selected',
  forbiddenEnvironment: 'auth/forbidden-environment',
} as const;

/** One task in a user's work queue (spec 2.4, 6.2): where it leads, and whether it is still open. */
export interface WorkQueueItem {
  id: number;
  kind: string;
  title: string;
  link: string;
  status: 'open' | 'done';
  dueAt: string | null;
  version: number;
}
