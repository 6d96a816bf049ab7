/**
 * Reports prepared on demand (docs/sections.md "Reports, insights and the work queue"): asking for one (`POST`, with the days it covers)
 * works it out once, over the caller's tenant as it is at that moment, and keeps the file for its
 * download for a while. Shared by the server that prepares them and the console that asks.
 */

/** The most days one prepared report covers: a school quarter. */
export const MAX_PREPARED_DAYS = 92;

/** How long a prepared file is kept for its download. */
export const PREPARED_REPORT_HOURS = 24;

/** The most files kept per member: preparing another lets the oldest go. */
export const PREPARED_REPORTS_KEPT = 20;

/** The days a report covers, both included: `YYYY-MM-DD` on the account's calendar. */
export interface ReportDays {
  from: string;
  to: string;
}

/** What preparing a report answers: the file as prepared, and where to download it. */
export interface PreparedReport extends ReportDays {
  id: number;
  fileName: string;
  /** The file's lines, its header aside. */
  lines: number;
  /** The rides it was worked out from. */
  rides: number;
  preparedAt: string;
  expiresAt: string;
  downloadPath: string;
}

/** Where prepared reports are downloaded, each by the user who prepared it, in the same account. */
export const PREPARED_REPORTS_PATH = '/api/reports/prepared';
export const preparedReportPath = (id: number) => `${PREPARED_REPORTS_PATH}/${id}`;
