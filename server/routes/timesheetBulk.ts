import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import type { Gate } from '../../permissions/menu';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { APPROVE_ENTRY, timesheetEntries } from '../../resources/timesheet-entries';
import { accountAccessOf } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { badRequest, HttpError, notFound } from '../errors';
import { userName } from '../resources/effects/changeStamps';
import { toRecord, type Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import { MAX_UPLOAD_BYTES, type UploadReceipt, type UploadRefusal } from '../../resources/timesheet-entries/upload';
import { checkUploadRows } from '../work/timesheetUpload';

const UPLOAD: Gate = [['upload', 'timesheet-entries']];
const APPROVE_UPLOADED: Gate = [['approve-upload', 'timesheet-entries']];
const MAX_LISTED_PROBLEMS = 200;
const MAX_BULK = 500;
const bulkBody = {
  type: 'object', additionalProperties: false, required: ['entries'],
  properties: {
    entries: {
      type: 'array', minItems: 1, maxItems: MAX_BULK,
      items: { type: 'object', additionalProperties: false, required: ['id', 'version'], properties: { id: { type: 'integer', minimum: 1 }, version: { type: 'integer' } } },
    },
  },
} as const;

/** A day and a short random tail: uploads are found again by this id. */
const newUploadId = (at: string) => `UP-${at.slice(0, 10).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * The Activities screen's bulk work on timesheet entries: a CSV upload, checked row by row and
 * written whole or not at all, and the approval of many entries at once.
 */
export async function timesheetBulkRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db;
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
  const audit = (trx: Kysely<Database>, request: FastifyRequest, action: 'create' | 'update', recordId: number, detail: Record<string, unknown>) =>
    auditRequest(trx, request, context, { action, entity: timesheetEntries.name, recordId, detail });

  app.post('/api/timesheet-entries/upload', { config: { access: { gate: UPLOAD } }, bodyLimit: MAX_UPLOAD_BYTES }, async (request, reply) => {
    if (typeof request.body !== 'string') throw badRequest('Send the timesheet as a CSV file (Content-Type: text/csv).', 'INVALID_BODY');
    const access = await accountAccessOf(request, context);
    const { entries, problems } = await checkUploadRows(db, access.account, request.body);
    if (problems.length) {
      const count = problems.length === 1 ? '1 row has a problem' : `${problems.length} rows have problems`;
      const refusal: UploadRefusal = { message: `${count}: nothing was saved.`, code: 'INVALID_ROWS', problems: problems.slice(0, MAX_LISTED_PROBLEMS) };
      return reply.status(422).send(refusal);
    }
    const at = new Date().toISOString();
    const uploadId = newUploadId(at);
    await db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('timesheetEntries')
        .values(entries.map((entry) => ({ ...entry, source: 'upload', uploadId, createdAt: at, updatedAt: at }))).returning('id').execute();
      for (const { id } of created) await audit(trx, request, 'create', id, { upload: uploadId });
    });
    const receipt: UploadReceipt = { uploadId, created: entries.length };
    return receipt;
  });

  app.post<{ Body: { entries: { id: number; version: number }[] } }>('/api/timesheet-entries/bulk-approve', {
    config: { access: { gate: APPROVE_UPLOADED } }, schema: { body: bulkBody },
  }, async (request) => {
    const access = await accountAccessOf(request, context);
    const wanted = new Map(request.body.entries.map((entry) => [entry.id, entry.version]));
    const { from, to, stamp } = APPROVE_ENTRY;
    const where = tenantWhere(tenantCondition(access.account, TENANT_COLUMNS['timesheet-entries']), 'timesheet_entries');
    const loose = db as unknown as Kysely<Record<string, Row>>;
    const at = new Date().toISOString();
    const decidedByName = await userName(db, access.session.userId);
    const approved = await loose.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('timesheet_entries').selectAll().where('id', 'in', [...wanted.keys()]).where(where).execute();
      const missing = [...wanted.keys()].filter((id) => !rows.some((row) => row.id === id));
      if (missing.length) throw notFound(`No such timesheet entries: ${missing.join(', ')}.`);
      const stale = rows.filter((row) => row.version !== wanted.get(row.id as number));
      if (stale.length) throw new HttpError(409, `Entries ${stale.map((row) => row.id).join(', ')} were changed by someone else. Reload them and try again.`, 'STALE_VERSION');
      const decided = rows.filter((row) => !(from as readonly unknown[]).includes(row.status));
      if (decided.length) throw new HttpError(409, `Only submitted entries can be approved; ${decided.map((row) => `${row.id} is ${row.status}`).join(', ')}.`, 'INVALID_TRANSITION');
      const updated: Row[] = [];
      for (const row of rows) {
        updated.push(await trx.updateTable('timesheet_entries')
          .set({ status: to, [stamp.by]: access.session.userId, [stamp.at]: at, decidedByName, version: (row.version as number) + 1, updatedAt: at })
          .where('id', '=', row.id as number).returningAll().executeTakeFirstOrThrow());
        await audit(trx as unknown as Kysely<Database>, request, 'update', row.id as number, { transition: 'approve', bulk: true, from: row.status, to });
      }
      return updated;
    });
    return { approved: approved.length, records: approved.map((row) => toRecord(timesheetEntries, row, context.role)) };
  });
}
