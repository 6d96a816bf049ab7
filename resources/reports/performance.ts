import type { Gate } from '../../permissions/menu';
import { ON_TIME_MINUTES } from '../dashboard/figures';
import { RIDERSHIP_API } from './ridership';

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
  /** One line per ride over the days chosen: assigned, rode, peak on board, seats; prepared as runPerformance is. */
  ridership: RIDERSHIP_API,
} as const;

export const onTimeRate = (day: { completed: number; onTime: number }) => (day.completed ? day.onTime / day.completed : null);

/** A ride as the period's figures count it. */
export interface TalliedRide {
  rideDate: string;
  status: string;
  scheduledStart: string;
  actualStart: string | null;
  districtId: number;
  districtName: string;
}

/** A completed ride that started within ON_TIME_MINUTES of its schedule. */
export const startedOnTime = (ride: Pick<TalliedRide, 'status' | 'scheduledStart' | 'actualStart'>) =>
  ride.status === 'completed' && typeof ride.actualStart === 'string' && Date.parse(ride.actualStart) - Date.parse(ride.scheduledStart) <= ON_TIME_MINUTES * 60_000;

/** The period's days and districts, counted from its rides and the route issues of its rides (by the ride's day). */
export function tallyPerformance(rides: readonly TalliedRide[], issues: readonly { rideDate: string; kind: string }[]): Pick<Insights, 'days' | 'issuesByKind' | 'districts'> {
  const days = new Map<string, DayPerformance>();
  const dayOf = (date: string) => days.get(date) ?? days.set(date, { date, rides: 0, completed: 0, onTime: 0, cancelled: 0, routeIssues: 0 }).get(date)!;
  const districts = new Map<number, Insights['districts'][number]>();
  for (const ride of rides) {
    const day = dayOf(ride.rideDate);
    const district = districts.get(ride.districtId)
      ?? districts.set(ride.districtId, { districtId: ride.districtId, name: ride.districtName, rides: 0, completed: 0, onTime: 0 }).get(ride.districtId)!;
    for (const figures of [day, district]) {
      figures.rides += 1;
      if (ride.status === 'completed') figures.completed += 1;
      if (startedOnTime(ride)) figures.onTime += 1;
    }
    if (ride.status === 'cancelled') day.cancelled += 1;
  }
  const issuesByKind: Record<string, number> = {};
  for (const issue of issues) {
    dayOf(issue.rideDate).routeIssues += 1;
    issuesByKind[issue.kind] = (issuesByKind[issue.kind] ?? 0) + 1;
  }
  return {
    issuesByKind,
    days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
    districts: [...districts.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
