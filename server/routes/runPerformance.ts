import type { FastifyRequest } from 'fastify';
import { onTimeRate, startedOnTime, type TalliedRide } from '../../resources/reports/performance';
import type { ReportDays } from '../../resources/reports/preparedReports';
import type { AppContext } from '../context';
import { csvLine } from '../resources/csv';
import { tenantRidesOf } from './performance';

/** One run over the report's days. */
interface RunLine {
  run: string;
  direction: string;
  district: string;
  /** The vendors that drove its rides: more than one when it changed hands. */
  vendors: Set<string>;
  rides: number;
  completed: number;
  onTime: number;
  cancelled: number;
  routeIssues: number;
  /** Minutes between the scheduled and the actual start of each completed ride (negative: early). */
  startDelays: number[];
}

const HEADER = ['run', 'direction', 'district', 'vendor', 'rides', 'completed', 'on_time', 'on_time_percent', 'cancelled', 'route_issues', 'average_start_delay_minutes'];

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const average = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null);

/**
 * Each run's punctuality over the days chosen, within the caller's tenant: a CSV file's text with
 * one line per run that had rides, by district and run, and how many lines and rides it holds.
 */
export async function runPerformanceCsv(request: FastifyRequest, context: AppContext, days: ReportDays): Promise<{ text: string; lines: number; rides: number }> {
  const { rides, db } = await tenantRidesOf(request, context);
  const inDays = db.selectFrom('rides').where('rides.rideDate', '>=', days.from).where('rides.rideDate', '<=', days.to).where(rides);
  const [rows, issues] = await Promise.all([
    inDays.innerJoin('routes', 'routes.id', 'rides.routeId').innerJoin('districts', 'districts.id', 'rides.districtId').leftJoin('vendors', 'vendors.id', 'rides.vendorId')
      .select(['rides.routeId', 'routes.number', 'routes.direction', 'districts.name as district', 'vendors.name as vendor', 'rides.status', 'rides.scheduledStart', 'rides.actualStart'])
      .execute(),
    inDays.innerJoin('routeIssues', 'routeIssues.rideId', 'rides.id').select('rides.routeId').execute(),
  ]);

  const runs = new Map<number, RunLine>();
  for (const ride of rows) {
    const routeId = ride.routeId as number;
    const run = runs.get(routeId) ?? runs.set(routeId, {
      run: ride.number as string, direction: ride.direction as string, district: ride.district as string, vendors: new Set(),
      rides: 0, completed: 0, onTime: 0, cancelled: 0, routeIssues: 0, startDelays: [],
    }).get(routeId)!;
    run.rides += 1;
    if (typeof ride.vendor === 'string') run.vendors.add(ride.vendor);
    if (ride.status === 'cancelled') run.cancelled += 1;
    if (ride.status !== 'completed') continue;
    run.completed += 1;
    if (startedOnTime(ride as unknown as TalliedRide)) run.onTime += 1;
    if (typeof ride.actualStart === 'string') run.startDelays.push((Date.parse(ride.actualStart) - Date.parse(ride.scheduledStart as string)) / 60_000);
  }
  for (const issue of issues) {
    const run = runs.get(issue.routeId as number);
    if (run) run.routeIssues += 1;
  }

  const ordered = [...runs.values()].sort((a, b) => a.district.localeCompare(b.district) || a.run.localeCompare(b.run) || a.direction.localeCompare(b.direction));
  const lines = ordered.map((run) => {
    const rate = onTimeRate(run);
    return csvLine([run.run, run.direction, run.district, [...run.vendors].sort().join(' / '), run.rides, run.completed, run.onTime, oneDecimal(rate === null ? null : rate * 100), run.cancelled, run.routeIssues, oneDecimal(average(run.startDelays))]);
  });
  return { text: [csvLine(HEADER), ...lines].join(''), lines: lines.length, rides: rows.length };
}
