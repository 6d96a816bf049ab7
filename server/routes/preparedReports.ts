import type { FastifyInstance } from 'fastify';
import { REPORT_APIS, VIEW_REPORTS } from '../../resources/reports/performance';
import { MAX_PREPARED_DAYS, PREPARED_REPORT_HOURS, PREPARED_REPORTS_KEPT, PREPARED_REPORTS_PATH, preparedReportPath, type PreparedReport, type ReportDays } from '../../resources/reports/preparedReports';
import { accountAccessOf } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { todayIn } from '../db/seed/calendar';
import { badRequest, notFound } from '../errors';
import { idParams } from '../memberships/changeSchemas';
import { runPerformanceCsv } from './runPerformance';

const DAY_MS = 86_400_000;
const day = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const daysBody = { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: { from: day, to: day } } as const;
const access = { access: { gate: VIEW_REPORTS } };

const isCalendarDay = (text: string) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** The days asked for, or 400 naming what is wrong with them; `today` is the account's. */
function checkedDays({ from, to }: ReportDays, today: string): ReportDays {
  for (const [name, text] of Object.entries({ from, to })) {
    if (!isCalendarDay(text)) throw badRequest(`${name}: ${text} is not a day of the calendar.`, 'INVALID_PARAMETER');
  }
  if (from > to) throw badRequest(`from (${from}) comes after to (${to}).`, 'INVALID_PARAMETER');
  if (to > today) throw badRequest(`to (${to}) is after today (${today}): a report covers days that have begun.`, 'INVALID_PARAMETER');
  const count = daysBetween(from, to);
  if (count > MAX_PREPARED_DAYS) throw badRequest(`A report covers at most ${MAX_PREPARED_DAYS} days; ${from} to ${to} is ${count}.`, 'INVALID_PARAMETER');
  return { from, to };
}

/**
 * Reports prepared on demand (docs/sections.md "Reports, insights and the work queue"): a POST works the report out over the caller's
 * tenant as it is now and keeps the file; the member who asked downloads it until it expires.
 * Preparing is a write, so it is audited; it clears the files that have expired, and the member's
 * oldest past the most kept, so that asking again and again cannot fill the database.
 */
export async function preparedReportRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  app.post<{ Body: ReportDays }>(REPORT_APIS.runPerformance, { config: access, schema: { body: daysBody } }, async (request, reply): Promise<PreparedReport> => {
    const { session, account } = await accountAccessOf(request, context);
    const days = checkedDays(request.body, todayIn(account.account.timezone));
    const file = await runPerformanceCsv(request, context, days);
    const preparedAt = new Date();
    const prepared = {
      fileName: `run-performance-${days.from}-to-${days.to}.csv`, lines: file.lines, rides: file.rides,
      preparedAt: preparedAt.toISOString(), expiresAt: new Date(preparedAt.getTime() + PREPARED_REPORT_HOURS * 3_600_000).toISOString(),
    };
    const id = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('preparedReports').where('expiresAt', '<=', prepared.preparedAt).execute();
      const row = await trx.insertInto('preparedReports').values({
        userId: session.userId, membershipId: session.membershipId, report: 'run-performance', fromDate: days.from, toDate: days.to,
        fileName: prepared.fileName, content: file.text, lineCount: file.lines, rideCount: file.rides, preparedAt: prepared.preparedAt, expiresAt: prepared.expiresAt,
      }).returning('id').executeTakeFirstOrThrow();
      const kept = await trx.selectFrom('preparedReports').select('id').where('userId', '=', session.userId).where('membershipId', '=', session.membershipId).orderBy('id', 'desc').execute();
      const overflow = kept.slice(PREPARED_REPORTS_KEPT).map((file) => file.id);
      if (overflow.length) await trx.deleteFrom('preparedReports').where('id', 'in', overflow).execute();
      await auditRequest(trx, request, context, {
        action: 'report.prepare', entity: 'prepared-reports', recordId: row.id, detail: { report: 'run-performance', ...days, lines: file.lines },
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
