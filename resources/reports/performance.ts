import type { Gate } from '../../permissions/menu';

/** Reports and insights open with the report view code (spec 2.4, 6.3). */
export const VIEW_REPORTS: Gate = [['view', 'reports']];

/** The periods the reports and insights can cover, in days before today. */
export const PERIODS = [7, 14, 30] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 14;

/** One day of the operation, as the tenant's rides ran it. */
export interface DayPerformance {
  date: string;
  rides: number;
  completed: number;
  /** Completed rides that started within ON_TIME_MINUTES of their schedule. */
  onTime: number;
  cancelled: number;
  routeIssues: number;
}

/** `GET /api/insights?days=`: the period's days, its route issues by kind, and its districts. */
export interface Insights {
  from: string;
  to: string;
  days: DayPerformance[];
  issuesByKind: Record<string, number>;
  districts: { districtId: number; name: string; rides: number; completed: number; onTime: number }[];
}

/** Reports handed over through the content landing page (spec 2.9), besides every section's export. */
export const REPORT_APIS = {
  /** One line per day: rides, completed, on time, cancelled, route issues; params `{ days }`. */
  onTime: '/api/reports/on-time',
  /** One line per route issue of the period; params `{ days }`. */
  routeIssues: '/api/reports/route-issues',
  /**
   * One line per run over the days chosen, prepared when asked: called with POST and params
   * `{ from, to }` (see preparedReports.ts).
   */
  runPerformance: '/api/reports/run-performance',
} as const;

export const onTimeRate = (day: { completed: number; onTime: number }) => (day.completed ? day.onTime / day.completed : null);
