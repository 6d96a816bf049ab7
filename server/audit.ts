import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accountAccessOf } from './access';
import { PORTAL_ACCOUNT_KIND } from './auth/accounts';
import { requireSession } from './auth/requestAuth';
import type { SessionRow } from './auth/sessions';
import type { AppContext } from './context';
import type { Database } from './db/schema';
import type { ResourceDeclaration } from '../resources/engine/resource';

/** Whether reading an entity's records is audited, not only changing them (SECURITY.md "Privacy and audit"): student records. */
export const readsAudited = (resource: ResourceDeclaration): boolean => resource.subject === 'students';

export interface AuditEntry {
  action: string;
  actorUserId?: number | null;
  impersonatorUserId?: number | null;
  portal?: string;
  tenantKind?: string;
  tenantId?: number;
  entity?: string;
  recordId?: string | number;
  detail?: Record<string, unknown>;
  ip?: string;
}

const auditRow = (entry: AuditEntry, at: string) => ({
  at,
  action: entry.action,
  actorUserId: entry.actorUserId ?? null,
  impersonatorUserId: entry.impersonatorUserId ?? null,
  portal: entry.portal ?? null,
  tenantKind: entry.tenantKind ?? null,
  tenantId: entry.tenantId ?? null,
  entity: entry.entity ?? null,
  recordId: entry.recordId === undefined ? null : String(entry.recordId),
  detail: JSON.stringify(entry.detail ?? {}),
  ip: entry.ip ?? null,
});

/** Appends to the audit log (never updated or deleted by the application). */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db.insertInto('auditLog').values(auditRow(entry, new Date().toISOString())).execute();
}

/** Entries written together, a few hundred per statement (well inside either database's limit on bound values). */
const AUDIT_ROWS_PER_STATEMENT = 500;

/** Many entries at once (an import's students), all with the same time. */
export async function recordAudits(db: Kysely<Database>, entries: AuditEntry[]): Promise<void> {
  const at = new Date().toISOString();
  const rows = entries.map((entry) => auditRow(entry, at));
  for (let start = 0; start < rows.length; start += AUDIT_ROWS_PER_STATEMENT) await db.insertInto('auditLog').values(rows.slice(start, start + AUDIT_ROWS_PER_STATEMENT)).execute();
}

/** Who an entry of this request names, and from where: what every entry it writes has in common. */
export async function requestAuditBase(db: Kysely<Database>, request: FastifyRequest, context: AppContext): Promise<Omit<AuditEntry, 'action'>> {
  const by = await actorOfRequest(db, request, context);
  return { actorUserId: by.userId, impersonatorUserId: by.impersonatorUserId, portal: context.role, tenantKind: by.tenant?.kind, tenantId: by.tenant?.id, ip: request.ip };
}

/**
 * One request's entries for many records at once (an import's students), each as auditRequest
 * writes it: the actor is found once.
 */
export async function auditRequestMany(db: Kysely<Database>, request: FastifyRequest, context: AppContext, done: AuditedAction[]): Promise<void> {
  const base = await requestAuditBase(db, request, context);
  await recordAudits(db, done.map((action) => ({
    ...base, action: action.action, entity: action.entity, recordId: action.recordId, detail: action.detail,
    ...(action.tenant ? { tenantKind: action.tenant.kind, tenantId: action.tenant.id } : {}),
  })));
}

/** An account (operator, vendor or district) as the audit log names it. */
export interface AuditTenant {
  kind: string;
  id: number;
}

/** Who acted: the user, the support user acting as them, and the account they work in. */
export interface AuditActor {
  userId: number | null;
  impersonatorUserId?: number | null;
  tenant?: AuditTenant;
}

/** What a request did, and to which record. */
export interface AuditedAction {
  action: string;
  /** The kind of record (a resource's name, `users`, `memberships`, …) and its id. */
  entity?: string;
  recordId?: string | number;
  /** The account the record belongs to, when the route knows it as one; otherwise the actor's. */
  tenant?: AuditTenant;
  /** What changed: field names, counts, steps — never a secret, a password or a token. */
  detail?: Record<string, unknown>;
}

/** The user of a session, the support user acting as them, and the account chosen in it (read through `db`). */
export async function sessionActor(db: Kysely<Database>, session: Pick<SessionRow, 'userId' | 'impersonatorUserId' | 'membershipId'>): Promise<AuditActor> {
  const membership = session.membershipId === null ? undefined
    : await db.selectFrom('memberships').select(['accountKind', 'accountId']).where('id', '=', session.membershipId).executeTakeFirst();
  return { userId: session.userId, impersonatorUserId: session.impersonatorUserId, tenant: membership && { kind: membership.accountKind, id: membership.accountId } };
}

/**
 * The actor as the route's access check found them: a route cannot name another. Read from what the
 * check already loaded (no query outside `db`, which may be the write's transaction); the account
 * of a session route is read through `db`.
 */
async function actorOfRequest(db: Kysely<Database>, request: FastifyRequest, context: AppContext): Promise<AuditActor> {
  const access = request.routeOptions.config.access;
  if (access === 'public' || access === undefined) {
    throw new Error(`${request.method} ${request.routeOptions.url} has no session to audit by: the route names its actor.`);
  }
  if (access === 'session') return sessionActor(db, await requireSession(request, context));
  const { session, account } = await accountAccessOf(request, context);
  const accountId = account.account.accountId;
  return { userId: session.userId, impersonatorUserId: session.impersonatorUserId, tenant: accountId === null ? undefined : { kind: PORTAL_ACCOUNT_KIND[context.role], id: accountId } };
}

/**
 * One request's entry in the audit log (SECURITY.md "Privacy and audit"): who (the request's
 * session, or `actor` on a route without one, such as sign-in), on which portal and from where,
 * did what to which record of which account, and when. Pass the write's transaction as `db`:
 * the change and its entry commit together or not at all.
 */
export async function auditRequest(db: Kysely<Database>, request: FastifyRequest, context: AppContext, done: AuditedAction, actor?: AuditActor): Promise<void> {
  const by = actor ?? (await actorOfRequest(db, request, context));
  const tenant = done.tenant ?? by.tenant;
  await recordAudit(db, {
    action: done.action, actorUserId: by.userId, impersonatorUserId: by.impersonatorUserId, portal: context.role,
    tenantKind: tenant?.kind, tenantId: tenant?.id, entity: done.entity, recordId: done.recordId, detail: done.detail, ip: request.ip,
  });
}
