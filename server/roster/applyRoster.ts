import type { Kysely } from 'kysely';
import type { RosterStep } from '../../resources/students/rosterImport';
import type { AuditedAction } from '../audit';
import type { Database } from '../db/schema';
import type { ReportProgress } from '../progressAnswer';
import type { RosterAdd, RosterDrop, RosterPlan, RosterUpdate } from './rosterPlan';

/** New students inserted a few hundred per statement (about 16 values each: well inside both databases' limits). */
const ROWS_PER_INSERT = 200;
/** Audit entries handed on as they are made, this many at a time, rather than a whole roster's at the end. */
const AUDITS_PER_WRITE = 500;

/**
 * Writes a plan inside the caller's transaction, reading its decisions a page at a time from the
 * roster's scratch store: new students added, changed ones updated field by field (their version
 * moved on, as an edit moves it), dropped ones made inactive. Each student's audit entry, naming the
 * import and the fields it set (never their values), goes to `audit` as it is made, a few hundred at
 * a time.
 */
export async function applyRoster(trx: Kysely<Database>, plan: RosterPlan, districtId: number, importId: number, audit: (entries: AuditedAction[]) => Promise<void>, report?: ReportProgress): Promise<void> {
  const at = new Date().toISOString();
  const { counts } = plan.outcome;
  const total = counts.added + counts.changed + counts.dropped;
  let written = 0;
  const wrote = async (students: number) => {
    written += students;
    await report?.({ step: 'applying' satisfies RosterStep, done: written, total });
  };
  await wrote(0);
  let pending: AuditedAction[] = [];
  const audited = async (entry: AuditedAction) => {
    pending.push(entry);
    if (pending.length < AUDITS_PER_WRITE) return;
    await audit(pending);
    pending = [];
  };
  for (const page of plan.scratch.decisions<RosterAdd>('add')) {
    for (let start = 0; start < page.length; start += ROWS_PER_INSERT) {
      const batch = page.slice(start, start + ROWS_PER_INSERT);
      const rows = batch.map((columns) => ({
        districtId, campusId: columns.campusId!, studentNumber: columns.studentNumber!, firstName: columns.firstName!, lastName: columns.lastName!,
        grade: columns.grade!, birthDate: columns.birthDate ?? null, address: columns.address ?? null, lat: columns.lat ?? null, lng: columns.lng ?? null,
        guardians: columns.guardians ?? '[]', status: 'active', sourcedId: columns.sourcedId, wheelchair: 0 as const, monitorRequired: 0 as const, carSeat: 0 as const, createdAt: at, updatedAt: at,
      }));
      const created = await trx.insertInto('students').values(rows).returning('id').execute();
      for (const [index, { id }] of created.entries()) await audited({ action: 'create', entity: 'students', recordId: id, detail: { rosterImport: importId, fields: Object.keys(batch[index]) } });
      await wrote(batch.length);
    }
  }
  for (const page of plan.scratch.decisions<RosterUpdate>('change')) {
    for (const { id, version, set, fields } of page) {
      await trx.updateTable('students').set({ ...set, version: version + 1, updatedAt: at }).where('id', '=', id).execute();
      await audited({ action: 'update', entity: 'students', recordId: id, detail: { rosterImport: importId, fields } });
      await wrote(1);
    }
  }
  for (const page of plan.scratch.decisions<RosterDrop>('drop')) {
    for (const { id, version } of page) {
      await trx.updateTable('students').set({ status: 'inactive', version: version + 1, updatedAt: at }).where('id', '=', id).execute();
      await audited({ action: 'update', entity: 'students', recordId: id, detail: { rosterImport: importId, fields: ['status'], dropped: true } });
      await wrote(1);
    }
  }
  if (pending.length) await audit(pending);
}
