import { sql } from 'kysely';
import { eventuallyAsync } from '../../helpers/liveClient';
import type { AuditBed, PreparedRequest } from './auditBed';

/** The last entry of the audit log so far: what a request adds comes after it. */
async function lastEntryId(bed: AuditBed): Promise<number> {
  const { last } = await bed.db().selectFrom('auditLog').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow();
  return Number(last ?? 0);
}

const entriesAfter = (bed: AuditBed, id: number) => bed.db().selectFrom('auditLog').selectAll().where('id', '>', id).orderBy('id').execute();

/** Sends a prepared request, which must succeed, and answers the entries it added to the audit log. */
export async function entriesOfRequest(bed: AuditBed, route: string, request: PreparedRequest) {
  const before = await lastEntryId(bed);
  const sentAt = Date.now();
  const response = await request.send();
  if (response.status >= 300) throw new Error(`${route} answered ${response.status}: ${JSON.stringify(response.body)}`);
  const count = request.expected.count ?? 1;
  if (request.expected.afterAnswer) await eventuallyAsync(async () => (await entriesAfter(bed, before)).length >= count, `the entry of ${route}`, 5_000, 50);
  return { entries: await entriesAfter(bed, before), sentAt };
}

type Entry = Awaited<ReturnType<typeof entriesAfter>>[number];

/**
 * Holds the entries a request added to what it expects, one by one: who acted (and for whom), on
 * which portal and in which account, what they did to which record, and when.
 */
export function expectEntries(route: string, entries: Entry[], request: PreparedRequest, sentAt: number): void {
  const { expected } = request;
  const seen = entries.map((entry) => ({
    route, action: entry.action, actorUserId: entry.actorUserId, impersonatorUserId: entry.impersonatorUserId, portal: entry.portal,
    tenant: entry.tenantKind === null ? null : [entry.tenantKind, entry.tenantId], entity: entry.entity, recordId: entry.recordId,
    atTheTime: Date.parse(entry.at) >= sentAt - 1_000 && Date.parse(entry.at) <= Date.now() + 1_000,
    detail: JSON.parse(entry.detail) as unknown,
  }));
  const recordId = expected.recordId !== undefined ? String(expected.recordId) : expected.entity ? expect.any(String) : null;
  const one = {
    route, action: expected.action, actorUserId: expected.actorUserId, impersonatorUserId: expected.impersonatorUserId ?? null, portal: expected.portal,
    tenant: expected.tenant, entity: expected.entity ?? null, recordId, atTheTime: true, detail: expect.objectContaining(expected.detail ?? {}),
  };
  expect(seen).toEqual(Array.from({ length: expected.count ?? 1 }, () => one));
  for (const secret of request.secrets ?? []) expect(JSON.stringify(entries)).not.toContain(secret);
}

/**
 * Makes every insert into the audit log fail while `work` runs, as a full disk or a lost connection
 * would at that moment: what it shows is that a change does not outlive its entry.
 */
export async function withAuditRefused(bed: AuditBed, work: () => Promise<void>): Promise<void> {
  const db = bed.db();
  const postgres = bed.server.running.database.dialect === 'postgres';
  if (postgres) {
    await sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit log refused'; end $$`.execute(db);
    await sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`.execute(db);
  } else {
    await sql`create trigger refuse_audit before insert on audit_log begin select raise(abort, 'audit log refused'); end`.execute(db);
  }
  try {
    await work();
  } finally {
    await sql`drop trigger refuse_audit${postgres ? sql` on audit_log` : sql``}`.execute(db);
    if (postgres) await sql`drop function refuse_audit()`.execute(db);
  }
}
