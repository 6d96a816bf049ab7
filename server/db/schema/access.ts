import type { Generated } from 'kysely';
import type { MeasurementSystem } from '../../../permissions/accountContext';
import type { RecordColumns } from './operations';

export interface OperatorAccountsTable extends RecordColumns {
  name: string;
  timezone: string;
  measurementSystem: Generated<MeasurementSystem>;
  imagePath: string | null;
}

export type AuthProvider = 'PASSWORD' | 'SSO' | 'CONSUMER_SSO';
export type AccountKind = 'operator' | 'vendor' | 'district';

export interface UsersTable extends RecordColumns {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  avatarPath: string | null;
  passwordHash: string | null;
  authProvider: Generated<AuthProvider>;
  status: Generated<'active' | 'disabled'>;
  /** The language chosen for the console (a code of i18n/locales.ts), null until chosen. */
  locale: string | null;
}

/** A user's profile photo: the cropped image as uploaded, with the size it was checked at. */
export interface UserPhotosTable {
  userId: number;
  contentType: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  updatedAt: Generated<string>;
}

export interface MembershipsTable extends RecordColumns {
  userId: number;
  accountKind: AccountKind;
  accountId: number;
  subAccountIds: Generated<string>;
  permissions: Generated<string>;
  roleTemplate: string | null;
  employeeId: number | null;
  status: Generated<'active' | 'disabled'>;
}

export interface SessionsTable {
  idHash: string;
  userId: number;
  portal: string;
  membershipId: number | null;
  subAccountIds: Generated<string>;
  impersonatorUserId: number | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

export type TokenPurpose = 'login' | 'reset' | 'new-user';

export interface OneTimeTokensTable {
  tokenHash: string;
  userId: number;
  purpose: TokenPurpose;
  createdAt: string;
  expiresAt: string;
  /** When it stopped working: spent, or retired unused (a newer link of its kind, a new password). */
  usedAt: string | null;
  impersonatorUserId: Generated<number | null>;
}

export interface AuthFailuresTable {
  id: Generated<number>;
  key: string;
  at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actorUserId: number | null;
  impersonatorUserId: number | null;
  portal: string | null;
  tenantKind: string | null;
  tenantId: number | null;
  action: string;
  entity: string | null;
  recordId: string | null;
  detail: Generated<string>;
  ip: string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: Generated<string>;
  sentAt: string | null;
  attempts: Generated<number>;
  lastError: string | null;
}

export interface SsoConfigsTable extends RecordColumns {
  accountKind: AccountKind;
  accountId: number;
  provider: Exclude<AuthProvider, 'PASSWORD'>;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  enabled: Generated<0 | 1>;
  /** JSON list of e-mail domains. */
  domains: Generated<string>;
}

export interface IdentityLinksTable {
  issuer: string;
  subject: string;
  userId: number;
  createdAt: string;
}

export interface SsoStatesTable {
  stateHash: string;
  configId: number;
  portal: string;
  nonce: string;
  codeVerifier: string;
  relayState: string | null;
  expiresAt: string;
}

export interface WorkQueueItemsTable extends RecordColumns {
  assigneeUserId: number;
  kind: string;
  title: string;
  link: string;
  status: Generated<'open' | 'done'>;
  dueAt: string | null;
}

/** A user's list view under a name; `params` is JSON (resources/saved-views/savedViews.ts). */
export interface SavedViewsTable extends RecordColumns {
  userId: number;
  resource: string;
  name: string;
  params: string;
}

export interface TelemetryEventsTable {
  id: Generated<number>;
  at: string;
  receivedAt: Generated<string>;
  portal: string;
  userId: number | null;
  type: string;
  path: string | null;
  gitVersion: string | null;
}

export interface ErrorReportsTable {
  id: Generated<number>;
  at: string;
  receivedAt: Generated<string>;
  portal: string;
  userId: number | null;
  kind: string;
  message: string;
  url: string | null;
  userAgent: string | null;
}
