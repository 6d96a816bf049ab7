import type { FastifyInstance } from 'fastify';
import { REPORT_APIS, VIEW_REPORTS } from '../../resources/reports/performance';
import { PREPARED_REPORT_HOURS, PREPARED_REPORTS_KEPT, PREPARED_REPORTS_PATH, preparedReportPath, type PreparedReport, type ReportDays } from '../../resources/reports/preparedReports';
import { accountAccessOf } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { todayIn } from '../db/seed/calendar';
import { notFound } from '../errors';
import { idParams } from '../memberships/changeSchemas';
import { checkedDays, reportDay } from './reportDays';
import { ridershipCsv } from './ridershipReport';
import { runPerformanceCsv } from './runPerformance';

const daysBody = { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: { from: reportDay, to: reportDay } } as const;

/** The reports prepared on demand: where each is asked for, and how its file is worked out. */
const PREPARED = [
  { report: 'run-performance', path: REPORT_APIS.runPerformance, csv: runPerformanceCsv },
  { report: 'ridership', path: REPORT_APIS.ridership, csv: ridershipCsv },
] as const;
const access = { access: { gate: VIEW_REPORTS } };

/**
 * Reports prepared on demand (docs/sections.md "Reports, insights and the work queue"): a POST works the report out over the caller's
 * tenant as it is now and keeps the file; the member who asked downloads it until it expires.
 * Preparing is a write, so it is audited; it clears the files that have expired, and the member's
 * oldest past the most kept, so that asking again and again cannot fill the database.
 */
export async function preparedReportRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  for (const { report, path, csv } of PREPARED) app.post<{ Body: ReportDays }>(path, { config: access, schema: { body: daysBody } }, async (request, reply): Promise<PreparedReport> => {
    const { session, account } = await accountAccessOf(request, context);
    const days = checkedDays(request.body, todayIn(account.account.timezone));
    const file = await csv(request, context, days);
    const preparedAt = new Date();
    const prepared = {
      fileName: `${report}-${days.from}-to-${days.to}.csv`, lines: file.lines, rides: file.rides,
      preparedAt: preparedAt.toISOString(), expiresAt: new Date(preparedAt.getTime() + PREPARED_REPORT_HOURS * 3_600_000).toISOString(),
    };
    const id = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('preparedReports').where('expiresAt', '<=', prepared.preparedAt).execute();
      const row = await trx.insertInto('preparedReports').values({
        userId: session.userId, membershipId: session.membershipId, report, fromDate: days.from, toDate: days.to,
        fileName: prepared.fileName, content: file.text, lineCount: file.lines, rideCount: file.rides, preparedAt: prepared.preparedAt, expiresAt: prepared.expiresAt,
      }).returning('id').executeTakeFirstOrThrow();
      const kept = await trx.selectFrom('preparedReports').select('id').where('userId', '=', session.userId).where('membershipId', '=', session.membershipId).orderBy('id', 'desc').execute();
      const overflow = kept.slice(PREPARED_REPORTS_KEPT).map((file) => file.id);
      if (overflow.length) await trx.deleteFrom('preparedReports').where('id', 'in', overflow).execute();
      await auditRequest(trx, request, context, {
        action: 'report.prepare', entity: 'prepared-reports', recordId: row.id, detail: { report, ...days, lines: file.lines },
      });
      return row.id;
    });
    reply.status(201);
    return { id, ...days, ...prepared, downloadPath: preparedReportPath(id) };
  });

  app.get<{ Params: { id: string } }>(`${PREPARED_REPORTS_PATH}/:id`, { config: access, schema: { params: idParams } }, async (request, reply) => {
    const { session } = await accountAccessOf(request, context);
    const file = await db.selectFrom('preparedReports').select(['fileName', 'content']).where('id', '=', Number(request.params.id))
      .where('userId', '=', session.userId).where('membershipId', '=', session.membershipId).where('expiresAt', '>', new Date().toISOString()).executeTakeFirst();
    // Another member's file and an expired one read alike: nobody learns which files exist.
    if (!file) throw notFound(`No such prepared report: a report is downloaded by whoever prepared it, for ${PREPARED_REPORT_HOURS} hours. Prepare it again.`, 'PREPARED_REPORT_NOT_FOUND');
    return reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`).type('text/csv; charset=utf-8').send(file.content);
  });
}
