import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import { todayIn } from '../../resources/engine/calendarDay';
import type { RosterFormat, RosterImportStatus, RosterOutcome } from '../../resources/students/rosterImport';
import { recordAudits, type AuditEntry } from '../audit';
import { repeatEvery } from '../cluster/repeatEvery';
import type { Database, RosterImportsTable } from '../db/schema';
import type { ReportProgress } from '../progressAnswer';
import { applyRoster } from './applyRoster';
import { readRosterFile } from './readRoster';
import { RosterFileError } from './rosterFiles';
import { planRoster } from './rosterPlan';
import { rosterTarget } from './rosterTarget';

/** How often the deployment looks for districts whose night's run is due. */
const CHECK_EVERY_MS = 5 * 60 * 1000;
const FORMATS: Record<string, RosterFormat> = { '.zip': 'oneroster', '.csv': 'template' };

/** A district's drop folder under the deployment's ROSTER_DROP_DIR. */
export const districtFolder = (dropDir: string, districtId: number) => path.join(dropDir, `district-${districtId}`);

interface FoundFile {
  file: string;
  name: string;
  format: RosterFormat;
  bytes: number;
  signature: string;
}

/** The newest roster file of the folder (a OneRoster zip or the template), or why there is none. */
function newestFile(folder: string): FoundFile | string {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return `The folder ${folder} cannot be read: is the SIS's export set up to put its files there?`;
  }
  const found = names.filter((name) => FORMATS[path.extname(name).toLowerCase()]).map((name) => ({ name, stat: fs.statSync(path.join(folder, name)) }))
    .filter(({ stat }) => stat.isFile()).sort((a, b) => b.stat.mtimeMs - a.stat.mtimeMs)[0];
  if (!found) return `There is no roster file (.zip or .csv) in ${folder}.`;
  return {
    file: path.join(folder, found.name), name: found.name, format: FORMATS[path.extname(found.name).toLowerCase()], bytes: found.stat.size,
    signature: `${found.name}|${found.stat.size}|${Math.round(found.stat.mtimeMs)}`,
  };
}

export interface SyncRun {
  districtId: number;
  dropDir: string;
  dropLimitPercent: number;
  /** The person who asked for the run now, or none for the night's own run (which takes a file only once). */
  userId: number | null;
  /** Who the audit entries name: the person's request, or by default no one, for the district. */
  by?: Omit<AuditEntry, 'action'>;
  /** Told how far the run has got, for a person waiting on it. */
  report?: ReportProgress;
}

/** The outcome of a run that read no file: nothing found, nothing changed. */
const NOTHING_READ: RosterOutcome = {
  format: 'oneroster', mode: 'bulk', counts: { students: 0, added: 0, changed: 0, unchanged: 0, dropped: 0, rejected: 0 }, orgs: [], items: { add: [], change: [], drop: [] }, rejected: [],
};

/**
 * One run of a district's import from its drop folder, recorded in its history whatever comes of it:
 * the newest file taken (a night's run skips one it took before), read, compared and applied in one
 * transaction like an upload — unless it would drop more than `dropLimitPercent` of the district's
 * students from the SIS, when it stops with nothing written and waits for a person to look at it and
 * apply it (a broken export must not deactivate a district). Each student's change is audited,
 * by the person who asked for the run or by no one for the night's.
 */
export async function syncDistrict(db: Kysely<Database>, run: SyncRun): Promise<Selectable<RosterImportsTable>> {
  const { districtId } = run;
  const folder = districtFolder(run.dropDir, districtId);
  const by = run.by ?? { actorUserId: null, tenantKind: 'district', tenantId: districtId };
  const nightly = run.userId === null;
  /** The run in the district's history, with its own audit entry, in `trx`. */
  const record = async (trx: Kysely<Database>, status: RosterImportStatus, fields: { error?: string; file?: FoundFile; outcome?: RosterOutcome }) => {
    const row = await trx.insertInto('rosterImports').values({
      districtId, format: fields.file?.format ?? 'oneroster', fileName: fields.file?.name ?? '', fileBytes: fields.file?.bytes ?? 0, status, source: 'nightly',
      createdBy: run.userId, createdAt: new Date().toISOString(), summary: JSON.stringify(fields.outcome ?? NOTHING_READ), error: fields.error ?? null, fileSignature: fields.file?.signature ?? null,
    }).returningAll().executeTakeFirstOrThrow();
    await recordAudits(trx, [{ ...by, action: 'roster-import.run', entity: 'roster-imports', recordId: row.id, detail: { status, nightly } }]);
    return row;
  };
  const recordAlone = (status: RosterImportStatus, fields: { error?: string; file?: FoundFile }) => db.transaction().execute((trx) => record(trx, status, fields));

  const found = newestFile(folder);
  if (typeof found === 'string') return recordAlone('skipped', { error: found });
  if (run.userId === null) {
    const taken = await db.selectFrom('rosterImports').select('createdAt').where('districtId', '=', districtId).where('fileSignature', '=', found.signature).executeTakeFirst();
    if (taken) return recordAlone('skipped', { error: `No new file: ${found.name} was taken on ${taken.createdAt.slice(0, 10)}.`, file: found });
  }
  const bytes = fs.readFileSync(found.file);
  let roster;
  try {
    roster = await readRosterFile(found.file, found.format, found.name, run.report);
  } catch (error) {
    if (!(error instanceof RosterFileError)) throw error;
    return recordAlone('failed', { error: error.message, file: found });
  }
  const target = (await rosterTarget(db, districtId, { students: true, campuses: true }))!;
  try {
    return await db.transaction().execute(async (trx) => {
      const plan = await planRoster(trx, roster, target, run.report);
      const imported = await trx.selectFrom('students').select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('districtId', '=', districtId).where('status', '=', 'active').where('sourcedId', 'is not', null).executeTakeFirstOrThrow();
      const share = Number(imported.n) ? (100 * plan.outcome.counts.dropped) / Number(imported.n) : 0;
      const stopped = share > run.dropLimitPercent;
      const error = stopped
        ? `The file would drop ${plan.outcome.counts.dropped} of the district's ${Number(imported.n)} students from the SIS (${share.toFixed(1)}%), more than the ${run.dropLimitPercent}% a night's run may: nothing was changed. If the file is right, apply it from here.`
        : undefined;
      const row = await record(trx, stopped ? 'stopped' : 'applied', { error, file: found, outcome: plan.outcome });
      await trx.insertInto('rosterImportFiles').values({ importId: row.id, bytes }).execute();
      if (stopped) return row;
      await applyRoster(trx, plan, districtId, row.id, (entries) => recordAudits(trx, entries.map((action): AuditEntry => ({
        ...by, action: action.action, entity: action.entity, recordId: action.recordId, detail: { ...action.detail, nightly },
      }))), run.report);
      await recordAudits(trx, [{ ...by, action: 'roster-import.apply', entity: 'roster-imports', recordId: row.id, detail: { ...plan.outcome.counts, nightly } }]);
      return trx.updateTable('rosterImports').set({ appliedAt: new Date().toISOString(), appliedBy: run.userId }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    });
  } finally {
    roster.scratch.close();
  }
}

/** The district's clock as HH:MM. */
const localTime = (timezone: string, now: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);

/**
 * The districts whose night's run is due at `now`: set to run, past their time on their own clock,
 * and not yet run on their own calendar day (a run a person asked for aside).
 */
export async function dueDistricts(db: Kysely<Database>, now: Date): Promise<{ districtId: number; dropLimitPercent: number }[]> {
  const settings = await db.selectFrom('rosterSyncSettings').innerJoin('districts', 'districts.id', 'rosterSyncSettings.districtId')
    .select(['rosterSyncSettings.districtId', 'rosterSyncSettings.runAt', 'rosterSyncSettings.dropLimitPercent', 'districts.timezone'])
    .where('rosterSyncSettings.enabled', '=', 1).execute();
  const due: { districtId: number; dropLimitPercent: number }[] = [];
  for (const { districtId, runAt, dropLimitPercent, timezone } of settings) {
    if (localTime(timezone, now) < runAt) continue;
    const last = await db.selectFrom('rosterImports').select('createdAt').where('districtId', '=', districtId).where('source', '=', 'nightly')
      .where('createdBy', 'is', null).orderBy('id', 'desc').executeTakeFirst();
    if (last && todayIn(timezone, new Date(last.createdAt)) === todayIn(timezone, now)) continue;
    due.push({ districtId, dropLimitPercent });
  }
  return due;
}

/**
 * The deployment's nightly roster imports (one process runs them: the deployment jobs' lease):
 * every few minutes, each district whose run is due runs once. A run that throws (the database out
 * of reach) is logged and tried again at the next look.
 */
export function startRosterSync(db: Kysely<Database>, dropDir: string, log: (line: string) => void): () => Promise<void> {
  return repeatEvery(async () => {
    for (const { districtId, dropLimitPercent } of await dueDistricts(db, new Date())) {
      const row = await syncDistrict(db, { districtId, dropDir, dropLimitPercent, userId: null })
        .catch((error: Error) => log(`The nightly roster import of district ${districtId} failed: ${error.message}`));
      if (row && row.status !== 'applied') log(`The nightly roster import of district ${districtId}: ${row.status}. ${row.error ?? ''}`.trim());
    }
  }, CHECK_EVERY_MS, (error) => log(`The nightly roster imports could not be looked for: ${error.message}`));
}
