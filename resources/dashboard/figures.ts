import type { DayPerformance } from '../reports/performance';

/** A started ride is on time when it starts within this many minutes of its schedule. */
export const ON_TIME_MINUTES = 5;
/** A vehicle is live when it reported a position within this many minutes. */
export const LIVE_MINUTES = 5;
/** The share of rides the operation aims to start on time, drawn as the on-time chart's target line. */
export const ON_TIME_TARGET = 0.95;
/** The days the dashboard's on-time chart covers, before today. */
export const ON_TIME_CHART_DAYS = 14 as const;

/** `GET /api/dashboard`: today's operation at a glance, within the caller's tenant. */
export interface DashboardFigures {
  /** Today in the account's timezone, YYYY-MM-DD. */
  date: string;
  ridesToday: number;
  ridesByStatus: Record<string, number>;
  /** Share of the last 7 days' completed rides that started on time, 0–1. */
  onTimeRate: number | null;
  vehiclesInService: number;
  vehiclesLive: number;
  /** Route issues of the tenant's rides not yet resolved. */
  openRouteIssues: number;
  /** The last ON_TIME_CHART_DAYS days with rides, oldest first, as the insights count them. */
  onTimeByDay: DayPerformance[];
}
