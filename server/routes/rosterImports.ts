import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tenantCondition } from '../../permissions/defineAbility';
import type { Gate } from '../../permissions/menu';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import {
  DEFAULT_DROP_LIMIT_PERCENT, MAX_ROSTER_BYTES, TEMPLATE_COLUMNS, type RosterFormat, type RosterImport, type RosterImportSource, type RosterImportStatus, type RosterOutcome, type RosterSyncSettings,
} from '../../resources/students/rosterImport';
import { accountAccessOf } from '../access';
import { auditRequest, auditRequestMany, requestAuditBase } from '../audit';
import type { AppContext } from '../context';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RosterImportsTable } from '../db/schema';
import { badRequest, HttpError, notFound, refusal } from '../errors';
import { answerWithProgress, type ReportProgress } from '../progressAnswer';
import { applyRoster } from '../roster/applyRoster';
import { readRosterFile } from '../roster/readRoster';
import { RosterFileError, type RosterFile } from '../roster/rosterFiles';
import { planRoster, type RosterTarget } from '../roster/rosterPlan';
import { districtFolder, syncDistrict } from '../roster/rosterSync';
import { rosterTarget } from '../roster/rosterTarget';

/** Importing students is editing them: STUDENT_EDIT. */
const IMPORT: Gate = [['edit', 'students']];
const HISTORY_LENGTH = 100;
/** What may still be applied: a file checked, and a night's run stopped for a person to look at. */
const WAITING = ['checked', 'stopped'];
const syncBody = {
  type: 'object', additionalProperties: false, required: ['enabled', 'runAt', 'dropLimitPercent'],
  properties: { enabled: { type: 'boolean' }, runAt: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }, dropLimitPercent: { type: 'number', minimum: 0, maximum: 100 } },
} as const;
type SyncBody = Omit<RosterSyncSettings, 'folder'>;
const FORMATS: Record<string, { format: RosterFormat; extension: string }> = {
  'application/zip': { format: 'oneroster', extension: 'zip' },
  'application/x-zip-compressed': { format: 'oneroster', extension: 'zip' },
  'text/csv': { format: 'template', extension: 'csv' },
};
const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['id'] } as const;
const orgCampusesBody = {
  type: 'object', additionalProperties: false, required: ['orgs'],
  properties: {
    orgs: {
      type: 'array', maxItems: 2000,
      items: {
        type: 'object', additionalProperties: false, required: ['orgSourcedId', 'orgName', 'campusId'],
        properties: { orgSourcedId: { type: 'string', minLength: 1, maxLength: 255 }, orgName: { type: 'string', maxLength: 255 }, campusId: { type: ['integer', 'null'], minimum: 1 } },
      },
    },
  },
} as const;

type OrgCampusesBody = { orgs: { orgSourcedId: string; orgName: string; campusId: number | null }[] };

/** The template's header and one example line, for a district to fill in. */
const TEMPLATE_FILE = `${TEMPLATE_COLUMNS.join(',')}\r\nS-1001,1001,Ana,Lopez,SCH-1,Lincoln Elementary,K,2020-03-14,"12 Oak St, Springfield",,,Maria Lopez,mother,555-0100,maria@example.com,active\r\n`;

/** A file of this process's own to work in (a roster is read from a file: a zip needs one), and its removal. */
function workFile(): { file: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-roster-'));
  return { file: path.join(folder, 'roster'), remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** The request's body written to `file`, refused past MAX_ROSTER_BYTES (nothing half-written is kept). */
async function saveBody(body: Readable, file: string): Promise<number> {
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > MAX_ROSTER_BYTES ? new HttpError(413, `The file is larger than ${MAX_ROSTER_BYTES / 1024 / 1024} MB.`, 'FILE_TOO_LARGE') : null, chunk);
    },
  });
  try {
    await pipeline(body, counted, fs.createWriteStream(file));
  } catch (error) {
    throw error instanceof HttpError ? error : badRequest('The file did not arrive whole.', 'INCOMPLETE_UPLOAD');
  }
  if (!bytes) throw refusal(400, 'fileEmpty', 'INVALID_ROSTER');
  return bytes;
}

/** The roster of `file` handed to `work` and closed afterwards; a file that is not a roster is 400 INVALID_ROSTER. */
async function withRoster<T>(file: string, format: RosterFormat, fileName: string, report: ReportProgress, work: (roster: RosterFile) => Promise<T>): Promise<T> {
  let roster: RosterFile;
  try {
    roster = await readRosterFile(file, format, fileName, report);
  } catch (error) {
    throw error instanceof RosterFileError ? badRequest(error.message, 'INVALID_ROSTER') : error;
  }
  try {
    return await work(roster);
  } finally {
    roster.scratch.close();
  }
}

/**
 * Students from the district's SIS (docs/sections.md "Roster imports"): a OneRoster zip or the
 * template uploaded and dry-run (what it would add, change field by field, drop, and every line it
 * refuses, nothing written), the schools of its files matched to campuses once, then applied in one
 * transaction and audited per student. A district's users import into their district (their
 * campuses); an operator admin names the district.
 */
export async function rosterImportRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db;
  app.addContentTypeParser(Object.keys(FORMATS), (_request, payload, done) => done(null, payload));

  /** The district the request works in, and what of it the caller may edit; another's reads as none. */
  const targetOf = async (request: FastifyRequest, asked?: number): Promise<RosterTarget> => {
    const { account } = await accountAccessOf(request, context);
    const query = request.query as { districtId?: string };
    if (query.districtId !== undefined && !/^[1-9][0-9]{0,9}$/.test(query.districtId)) throw badRequest('districtId must be a district\'s id.', 'INVALID_PARAMETER', 'districtId');
    const districtId = asked ?? (query.districtId ? Number(query.districtId) : account.district?.districtId);
    if (districtId === undefined) throw badRequest('Name the district to import into (districtId).', 'DISTRICT_REQUIRED', 'districtId');
    if (account.district && account.district.districtId !== districtId) throw notFound('No such district.');
    const target = await rosterTarget(db, districtId, { students: tenantCondition(account, TENANT_COLUMNS.students), campuses: tenantCondition(account, TENANT_COLUMNS.campuses) });
    if (!target) throw notFound('No such district.');
    return target;
  };

  /** An import of a district the caller reaches, or 404. */
  const importOf = async (request: FastifyRequest, id: number): Promise<{ row: Selectable<RosterImportsTable>; target: RosterTarget }> => {
    const row = await db.selectFrom('rosterImports').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('No such roster import.');
    const target = await targetOf(request, row.districtId).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404 ? notFound('No such roster import.') : error;
    });
    return { row, target };
  };

  /** The roster an import holds, read from the file kept with it, handed to `work`. */
  const withStoredRoster = async <T>(row: Selectable<RosterImportsTable>, report: ReportProgress, work: (roster: RosterFile) => Promise<T>): Promise<T> => {
    const { bytes } = await db.selectFrom('rosterImportFiles').select('bytes').where('importId', '=', row.id).executeTakeFirstOrThrow();
    const copy = workFile();
    try {
      fs.writeFileSync(copy.file, bytes);
      return await withRoster(copy.file, row.format as RosterFormat, row.fileName, report, work);
    } finally {
      copy.remove();
    }
  };

  app.get('/api/roster-imports/template', { config: { access: { gate: IMPORT } } }, async (_request, reply) => {
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="roster-template.csv"');
    return TEMPLATE_FILE;
  });

  app.post('/api/roster-imports', { config: { access: { gate: IMPORT } } }, async (request, reply) => {
    const kind = FORMATS[(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()];
    if (!kind) throw new HttpError(415, 'Send a OneRoster zip (application/zip) or the template (text/csv).', 'INVALID_FORMAT');
    const target = await targetOf(request);
    const { session } = await accountAccessOf(request, context);
    const fileName = String((request.query as { fileName?: string }).fileName ?? `roster.${kind.extension}`).slice(0, 200);
    const received = workFile();
    let bytes: number;
    try {
      bytes = await saveBody(request.body as Readable, received.file);
    } catch (error) {
      received.remove();
      throw error;
    }
    return answerWithProgress(request, reply, async (report) => {
      try {
        const { outcome } = await withRoster(received.file, kind.format, fileName, report, (roster) => planRoster(db, roster, target, report));
        const row = await db.transaction().execute(async (trx) => {
          const created = await trx.insertInto('rosterImports').values({
            districtId: target.districtId, format: kind.format, fileName, fileBytes: bytes, status: 'checked', createdBy: session.userId,
            createdAt: new Date().toISOString(), summary: JSON.stringify(outcome),
          }).returningAll().executeTakeFirstOrThrow();
          await trx.insertInto('rosterImportFiles').values({ importId: created.id, bytes: fs.readFileSync(received.file) }).execute();
          await auditRequest(trx, request, context, { action: 'roster-import.check', entity: 'roster-imports', recordId: created.id, detail: { ...outcome.counts } });
          return created;
        });
        return asSent(row);
      } finally {
        received.remove();
      }
    });
  });

  app.get('/api/roster-imports', { config: { access: { gate: IMPORT } } }, async (request) => {
    const target = await targetOf(request);
    const rows = await db.selectFrom('rosterImports').selectAll().where('districtId', '=', target.districtId).orderBy('id', 'desc').limit(HISTORY_LENGTH).execute();
    return rows.map((row) => asSent(row, 'counts'));
  });

  app.get<{ Params: { id: string } }>('/api/roster-imports/:id', { config: { access: { gate: IMPORT } }, schema: { params: idParams } }, async (request) => {
    const { row } = await importOf(request, Number(request.params.id));
    return asSent(row);
  });

  app.post<{ Params: { id: string } }>('/api/roster-imports/:id/check', { config: { access: { gate: IMPORT } }, schema: { params: idParams } }, async (request, reply) => {
    const { row, target } = await importOf(request, Number(request.params.id));
    if (!WAITING.includes(row.status)) throw refusal(409, 'checkAnew', 'NOT_WAITING');
    return answerWithProgress(request, reply, async (report) => {
      const { outcome } = await withStoredRoster(row, report, (roster) => planRoster(db, roster, target, report));
      const updated = await db.transaction().execute(async (trx) => {
        await auditRequest(trx, request, context, { action: 'roster-import.check', entity: 'roster-imports', recordId: row.id, detail: { ...outcome.counts } });
        return trx.updateTable('rosterImports').set({ summary: JSON.stringify(outcome) }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
      });
      return asSent(updated);
    });
  });

  app.post<{ Params: { id: string } }>('/api/roster-imports/:id/apply', { config: { access: { gate: IMPORT } }, schema: { params: idParams } }, async (request, reply) => {
    const { row, target } = await importOf(request, Number(request.params.id));
    if (!WAITING.includes(row.status)) throw refusal(409, 'appliedAlready', 'NOT_WAITING');
    const { session } = await accountAccessOf(request, context);
    return answerWithProgress(request, reply, async (report) => {
      const applied = await withStoredRoster(row, report, (file) => db.transaction().execute(async (trx) => {
        // Claimed first, inside the transaction: two people pressing Apply at once apply it once.
        const claimed = await trx.updateTable('rosterImports').set({ status: 'applied', error: null }).where('id', '=', row.id).where('status', '=', row.status).executeTakeFirst();
        if (!claimed.numUpdatedRows) throw refusal(409, 'appliedAlready', 'NOT_WAITING');
        const plan = await planRoster(trx, file, target, report);
        await applyRoster(trx, plan, target.districtId, row.id, (entries) => auditRequestMany(trx, request, context, entries), report);
        await auditRequest(trx, request, context, { action: 'roster-import.apply', entity: 'roster-imports', recordId: row.id, detail: { ...plan.outcome.counts } });
        return trx.updateTable('rosterImports').set({ appliedAt: new Date().toISOString(), appliedBy: session.userId, summary: JSON.stringify(plan.outcome) })
          .where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
      }));
      return asSent(applied);
    });
  });

  /** The nightly run writes for the whole district: set up, and run, only by those who may edit all of its students. */
  const wholeDistrictOf = async (request: FastifyRequest): Promise<RosterTarget> => {
    const { account } = await accountAccessOf(request, context);
    if (account.district?.campusIds.length) throw new HttpError(403, 'Only those who may edit all of the district\'s students set up its nightly import.', 'FORBIDDEN');
    return targetOf(request);
  };
  const syncSettingsOf = async (districtId: number): Promise<RosterSyncSettings> => {
    const row = await db.selectFrom('rosterSyncSettings').selectAll().where('districtId', '=', districtId).executeTakeFirst();
    return {
      enabled: row?.enabled === 1, runAt: row?.runAt ?? '02:00', dropLimitPercent: row?.dropLimitPercent ?? DEFAULT_DROP_LIMIT_PERCENT,
      folder: districtFolder(context.config.rosterDropDir, districtId),
    };
  };

  app.get('/api/roster-sync', { config: { access: { gate: IMPORT } } }, async (request) => syncSettingsOf((await wholeDistrictOf(request)).districtId));

  app.put<{ Body: SyncBody }>('/api/roster-sync', { config: { access: { gate: IMPORT } }, schema: { body: syncBody } }, async (request) => {
    const { districtId } = await wholeDistrictOf(request);
    const settings = { enabled: request.body.enabled ? 1 as const : 0 as const, runAt: request.body.runAt, dropLimitPercent: request.body.dropLimitPercent, updatedAt: new Date().toISOString() };
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('rosterSyncSettings').where('districtId', '=', districtId).execute();
      await trx.insertInto('rosterSyncSettings').values({ districtId, ...settings }).execute();
      await auditRequest(trx, request, context, { action: 'roster-import.nightly', entity: 'districts', recordId: districtId, detail: { ...request.body } });
    });
    return syncSettingsOf(districtId);
  });

  app.post('/api/roster-sync/run', { config: { access: { gate: IMPORT } } }, async (request, reply) => {
    const { districtId } = await wholeDistrictOf(request);
    const { session } = await accountAccessOf(request, context);
    const { dropLimitPercent } = await syncSettingsOf(districtId);
    const by = await requestAuditBase(db, request, context);
    return answerWithProgress(request, reply, async (report) => asSent(await syncDistrict(db, { districtId, dropDir: context.config.rosterDropDir, dropLimitPercent, userId: session.userId, by, report })));
  });

  app.get('/api/roster-org-campuses', { config: { access: { gate: IMPORT } } }, async (request) => orgCampusesOf(db, await targetOf(request)));

  app.put<{ Body: OrgCampusesBody }>('/api/roster-org-campuses', { config: { access: { gate: IMPORT } }, schema: { body: orgCampusesBody } }, async (request) => {
    const target = await targetOf(request);
    const foreign = request.body.orgs.find((org) => org.campusId !== null && !target.campusNames.has(org.campusId));
    if (foreign) throw badRequest(`Campus ${foreign.campusId} is not one of the district's campuses you may edit.`, 'UNKNOWN_CAMPUS', 'campusId');
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const org of request.body.orgs) {
        await trx.deleteFrom('rosterOrgCampuses').where('districtId', '=', target.districtId).where('orgSourcedId', '=', org.orgSourcedId).execute();
        if (org.campusId !== null) await trx.insertInto('rosterOrgCampuses').values({ districtId: target.districtId, orgSourcedId: org.orgSourcedId, campusId: org.campusId, orgName: org.orgName, updatedAt: at }).execute();
      }
      await auditRequest(trx, request, context, { action: 'roster-import.schools', entity: 'districts', recordId: target.districtId, detail: { schools: request.body.orgs.length } });
    });
    return orgCampusesOf(db, await targetOf(request));
  });
}

async function orgCampusesOf(db: Kysely<Database>, target: RosterTarget) {
  const rows = await db.selectFrom('rosterOrgCampuses').select(['orgSourcedId', 'orgName', 'campusId']).where('districtId', '=', target.districtId).orderBy('orgName').execute();
  return rows.filter((row) => target.campusNames.has(row.campusId));
}

/** An import as the API sends it; in a list, its counts without the items. */
function asSent(row: Selectable<RosterImportsTable>, only?: 'counts'): RosterImport {
  const outcome = JSON.parse(row.summary) as RosterOutcome;
  return {
    id: row.id, districtId: row.districtId, format: row.format as RosterFormat, fileName: row.fileName, fileBytes: row.fileBytes,
    status: row.status as RosterImportStatus, source: row.source as RosterImportSource, createdAt: row.createdAt, appliedAt: row.appliedAt, error: row.error,
    outcome: only ? { ...outcome, items: { add: [], change: [], drop: [] }, rejected: [] } : outcome,
  };
}
