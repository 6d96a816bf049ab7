import { http, HttpResponse } from 'msw';
import { DEFAULT_PERIOD, onTimeRate, PERIODS, REPORT_APIS, tallyPerformance, type Insights, type Period, type TalliedRide } from '../../../resources/reports/performance';
import { addDays } from '../records/mockClock';
import { mockStore, type MockStore } from '../records/mockStore';
import type { MockRow } from '../records/recordTypes';
import { csvTable } from './csvExport';
import { answered, badRequest } from './mockReplies';

export function periodOf(days: string | null): Period {
  if (days === null) return DEFAULT_PERIOD;
  const period = PERIODS.find((choice) => String(choice) === days);
  if (!period) throw badRequest(`days must be one of ${PERIODS.join(', ')}.`);
  return period;
}

const windowOf = (store: MockStore, period: Period) => ({ from: addDays(store.clock.today, -period), to: addDays(store.clock.today, -1) });

/** A mock ride as the period's figures count it. */
export const talliedRide = (store: MockStore, ride: MockRow): TalliedRide => ({
  rideDate: String(ride.rideDate), status: String(ride.status), scheduledStart: String(ride.scheduledStart), actualStart: (ride.actualStart as string | null) ?? null,
  districtId: Number(ride.districtId), districtName: String(store.byId('districts', ride.districtId)?.name ?? ride.districtId),
});

/** The period's days, route issues and districts, counted from the mock's rides as the server counts them. */
export function performanceOf(store: MockStore, period: Period): Insights {
  const { from, to } = windowOf(store, period);
  const rides = store.rowsOf('rides').filter((ride) => String(ride.rideDate) >= from && String(ride.rideDate) <= to).map((ride) => talliedRide(store, ride));
  return { from, to, ...tallyPerformance(rides, issuesOf(store, period).map(({ issue, ride }) => ({ rideDate: String(ride.rideDate), kind: issue.kind }))) };
}

/** The period's route issues with their rides, oldest first. */
export function issuesOf(store: MockStore, period: Period) {
  const { from, to } = windowOf(store, period);
  return store.routeIssues
    .map((issue) => ({ issue, ride: store.byId('rides', issue.rideId)! }))
    .filter(({ ride }) => String(ride.rideDate) >= from && String(ride.rideDate) <= to)
    .sort((a, b) => a.issue.detectedAt.localeCompare(b.issue.detectedAt));
}

const percent = (rate: number | null) => (rate === null ? '' : (rate * 100).toFixed(1));
const csvReply = (filename: string, text: string) => new HttpResponse(text, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` } });
const periodAsked = (request: Request) => periodOf(new URL(request.url).searchParams.get('days'));

/** Insights and the reports' CSV files (docs/sections.md "Reports, insights and the work queue"). */
export const performanceHandlers = [
  http.get('/api/insights', ({ request }) => answered(() => HttpResponse.json<Insights>(performanceOf(mockStore(), periodAsked(request))))),
  http.get(REPORT_APIS.onTime, ({ request }) => answered(() => csvReply('on-time-performance.csv', csvTable(
    ['date', 'rides', 'completed', 'on_time', 'on_time_percent', 'cancelled', 'route_issues'],
    performanceOf(mockStore(), periodAsked(request)).days.map((day) => [day.date, day.rides, day.completed, day.onTime, percent(onTimeRate(day)), day.cancelled, day.routeIssues]),
  )))),
  http.get(REPORT_APIS.routeIssues, ({ request }) => answered(() => csvReply('route-issues.csv', csvTable(
    ['ride', 'date', 'district', 'kind', 'severity', 'detected_at', 'resolved_at', 'resolution'],
    issuesOf(mockStore(), periodAsked(request)).map(({ issue, ride }) => [ride.displayId, ride.rideDate, mockStore().byId('districts', ride.districtId)?.name, issue.kind, issue.severity, issue.detectedAt, issue.resolvedAt, issue.resolution]),
  )))),
];
