import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

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

/** Appends to the audit log (never updated or deleted by the application). */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db.insertInto('auditLog').values({
    at: new Date().toISOString(),
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
  }).execute();
}
