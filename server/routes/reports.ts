import type { FastifyInstance, FastifyReply } from 'fastify';
import { onTimeRate, REPORT_APIS, VIEW_REPORTS } from '../../resources/reports/performance';
import type { AppContext } from '../context';
import { csvLine } from '../resources/csv';
import { performanceOf, periodOf, routeIssuesOf } from './performance';

type PeriodQuery = { Querystring: { days?: string } };
const periodQuery = { type: 'object', properties: { days: { type: 'string', maxLength: 3 } }, additionalProperties: false } as const;
const access = { access: { gate: VIEW_REPORTS } };

const percent = (rate: number | null) => (rate === null ? '' : (rate * 100).toFixed(1));

/** The insights' figures and the reports' CSV files, within the caller's tenant (spec 2.4 "Reports", "Insights"). */
export async function reportRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get<PeriodQuery>('/api/insights', { config: access, schema: { querystring: periodQuery } }, (request) => performanceOf(request, context, periodOf(request.query.days)));

  app.get<PeriodQuery>(REPORT_APIS.onTime, { config: access, schema: { querystring: periodQuery } }, async (request, reply) => {
    const { days } = await performanceOf(request, context, periodOf(request.query.days));
    const lines = days.map((day) => csvLine([day.date, day.rides, day.completed, day.onTime, percent(onTimeRate(day)), day.cancelled, day.routeIssues]));
    return csvReply(reply, 'on-time-performance.csv', [csvLine(['date', 'rides', 'completed', 'on_time', 'on_time_percent', 'cancelled', 'route_issues']), ...lines]);
  });

  app.get<PeriodQuery>(REPORT_APIS.routeIssues, { config: access, schema: { querystring: periodQuery } }, async (request, reply) => {
    const issues = await routeIssuesOf(request, context, periodOf(request.query.days));
    const header = csvLine(['ride', 'date', 'district', 'kind', 'severity', 'detected_at', 'resolved_at', 'resolution']);
    return csvReply(reply, 'route-issues.csv', [header, ...issues.map((issue) => csvLine(Object.values(issue)))]);
  });
}

function csvReply(reply: FastifyReply, filename: string, lines: string[]) {
  return reply.header('Content-Disposition', `attachment; filename="${filename}"`).type('text/csv; charset=utf-8').send(lines.join(''));
}
