import { passes } from '../../permissions/menu';
import { onTimeRate, REPORT_APIS, VIEW_REPORTS } from '../../resources/reports/performance';
import type { PreparedReport } from '../../resources/reports/preparedReports';
import { accountAccessOf, forbidden } from '../access';
import { callAsCaller, refusalOf, type ContentSource, type SourceInput } from './contentSource';
import { performanceOf, periodOf, routeIssuesOf } from './performance';
import { escapeHtml } from './rideContentRendering';

/** A report of the operation over a period, with the report view code. */
function reportSource(contentApi: string, title: string, message: (input: SourceInput, days: ReturnType<typeof periodOf>) => Promise<string>): ContentSource {
  return {
    contentApi,
    paramNames: ['days'],
    async describe(input) {
      const { ability, account } = await accountAccessOf(input.request, input.context);
      if (!passes(ability, VIEW_REPORTS)) throw forbidden();
      const days = periodOf(input.params.days);
      return {
        action: `${title} <b>report</b>`,
        context: `The last <b>${days}</b> days · <b>${escapeHtml(account.account.name)}</b>, as a CSV file`,
        message: await message(input, days),
        actionLink: `${contentApi}?${new URLSearchParams({ days: String(days) })}`,
        actionButtonLabel: 'Download CSV',
      };
    },
  };
}

/** A calendar day as people read it ("Mar 2, 2026"); it names a day, so it is read at noon UTC. */
const dayText = (day: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/**
 * A report prepared when asked (its content API is called with POST): describing it is asking the
 * content API itself, as the caller, to prepare it — the params are its JSON body — and saying what
 * the file prepared holds; the link downloads that very file.
 */
function preparedReportSource(contentApi: string, title: string, line: { one: string; many: string }): ContentSource {
  return {
    contentApi,
    method: 'POST',
    paramNames: ['from', 'to'],
    async describe({ request, context, params }) {
      const answer = await callAsCaller(request, 'POST', contentApi, params);
      if (answer.statusCode !== 201) throw refusalOf(answer.statusCode, answer.body);
      const report = answer.json<PreparedReport>();
      const { account } = await accountAccessOf(request, context);
      const when = new Intl.DateTimeFormat('en-US', { timeZone: account.account.timezone, dateStyle: 'medium', timeStyle: 'short' });
      return {
        action: `${title} <b>report</b>`,
        context: `<b>${dayText(report.from)}</b> to <b>${dayText(report.to)}</b> · <b>${escapeHtml(account.account.name)}</b>, as a CSV file`,
        message: `Prepared ${escapeHtml(when.format(new Date(report.preparedAt)))}: one line per ${line.one}, <b>${report.lines.toLocaleString('en-US')}</b> ${report.lines === 1 ? line.one : line.many} from <b>${report.rides.toLocaleString('en-US')}</b> rides. You can download it until ${escapeHtml(when.format(new Date(report.expiresAt)))}.`,
        actionLink: report.downloadPath,
        actionButtonLabel: 'Download CSV',
      };
    },
  };
}

/** The operation's reports as content APIs of the landing page. */
export const REPORT_SOURCES: readonly ContentSource[] = [
  reportSource(REPORT_APIS.onTime, 'On-time performance', async (input, days) => {
    const { days: lines } = await performanceOf(input.request, input.context, days);
    const total = lines.reduce((sum, day) => ({ completed: sum.completed + day.completed, onTime: sum.onTime + day.onTime }), { completed: 0, onTime: 0 });
    const rate = onTimeRate(total);
    return `One line per day: <b>${lines.length}</b> days, <b>${total.completed.toLocaleString('en-US')}</b> completed rides${rate === null ? '' : `, <b>${(rate * 100).toFixed(1)}%</b> on time`}.`;
  }),
  reportSource(REPORT_APIS.routeIssues, 'Route issues', async (input, days) => {
    const issues = await routeIssuesOf(input.request, input.context, days);
    return `One line per route issue: <b>${issues.length.toLocaleString('en-US')}</b> issues, <b>${issues.filter((issue) => !issue.resolvedAt).length}</b> of them still open.`;
  }),
  preparedReportSource(REPORT_APIS.runPerformance, 'Run performance', { one: 'run', many: 'runs' }),
  preparedReportSource(REPORT_APIS.ridership, 'Ridership', { one: 'ride', many: 'rides' }),
];
