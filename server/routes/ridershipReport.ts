import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { VIEW_REPORTS } from '../../resources/reports/performance';
import type { ReportDays } from '../../resources/reports/preparedReports';
import { RIDERSHIP_API, ridershipFrom, rodeShare, type RidershipAssignment, type RidershipReport, type RidershipRideRow, type RidershipScan } from '../../resources/reports/ridership';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { csvLine } from '../resources/csv';
import type { Row } from '../resources/recordCodec';
import { tenantRidesOf } from './performance';
import { checkedDays, reportDay } from './reportDays';

type RidershipQuery = { Querystring: { from: string; to: string; routeId?: string } };
const querystring = {
  type: 'object', additionalProperties: false, required: ['from', 'to'],
  properties: { from: reportDay, to: reportDay, routeId: { type: 'string', maxLength: 10 } },
} as const;

/** Runs asked about at once: every database takes an `in` list this long. */
const IDS_PER_QUERY = 900;

/** The runs' student assignments in effect on any of the days. */
async function assignmentsOf(db: Kysely<Record<string, Row>>, routeIds: number[], days: ReportDays): Promise<RidershipAssignment[]> {
  const found: RidershipAssignment[] = [];
  for (let start = 0; start < routeIds.length; start += IDS_PER_QUERY) {
    const rows = await db.selectFrom('studentAssignments')
      .select((eb) => ['routeId', 'studentId', 'daysOfWeek', 'effectiveFrom', 'effectiveTo', eb.exists(eb.selectFrom('studentRfidBadges').select('studentRfidBadges.id')
        .whereRef('studentRfidBadges.studentId', '=', 'studentAssignments.studentId').where('studentRfidBadges.status', '=', 'active')).as('badged')])
      .where('routeId', 'in', routeIds.slice(start, start + IDS_PER_QUERY)).where('effectiveFrom', '<=', days.to)
      .where((eb) => eb.or([eb('effectiveTo', 'is', null), eb('effectiveTo', '>=', days.from)])).execute();
    // SQLite answers 0 or 1 where PostgreSQL answers a boolean.
    found.push(...rows.map((row) => ({ ...row, badged: Boolean(row.badged) }) as unknown as RidershipAssignment));
  }
  return found;
}

/**
 * Ridership over the days chosen within the caller's tenant (issue "who is on the bus"): each
 * ride's assigned students (their assignments that day) against those whose badge was scanned
 * getting on, the most on board at once and the bus's seats; totalled per day and per run. A
 * ride without any scan (a bus without a reader) is counted as a ride, not in who rode.
 */
export async function ridershipOf(request: FastifyRequest, context: AppContext, days: ReportDays, routeId: number | null = null) {
  const { rides: tenantRides, db } = await tenantRidesOf(request, context);
  let inDays = db.selectFrom('rides').where('rides.rideDate', '>=', days.from).where('rides.rideDate', '<=', days.to).where('rides.status', '!=', 'cancelled').where(tenantRides);
  if (routeId !== null) inDays = inDays.where('rides.routeId', '=', routeId);
  const [rideRows, scans] = await Promise.all([
    inDays.innerJoin('routes', 'routes.id', 'rides.routeId').innerJoin('districts', 'districts.id', 'rides.districtId')
      .leftJoin('vendors', 'vendors.id', 'rides.vendorId').leftJoin('vehicles', 'vehicles.id', 'rides.vehicleId')
      .select(['rides.id', 'rides.displayId', 'rides.rideDate', 'rides.routeId', 'rides.status', 'vehicles.seats', 'routes.number', 'routes.direction', 'districts.name as district', 'vendors.name as vendor'])
      .orderBy('rides.rideDate', 'desc').orderBy('routes.number').execute() as unknown as Promise<RidershipRideRow[]>,
    inDays.innerJoin('studentScans', 'studentScans.rideId', 'rides.id').select(['studentScans.rideId', 'studentScans.studentId', 'studentScans.badge', 'studentScans.kind'])
      .orderBy('studentScans.rideId').orderBy('studentScans.recordedAt').orderBy('studentScans.id').execute() as unknown as Promise<RidershipScan[]>,
  ]);
  const assignments = await assignmentsOf(db, [...new Set(rideRows.map((ride) => ride.routeId))], days);
  return ridershipFrom(days, routeId, rideRows, assignments, scans);
}

const HEADER = ['date', 'run', 'direction', 'district', 'vendor', 'ride', 'status', 'badge_scans', 'assigned', 'assigned_with_badge', 'rode', 'rode_percent', 'not_assigned', 'peak_on_board', 'seats', 'seats_used_percent'];
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/** The ridership report as a CSV file's text: one line per ride, by day and run. */
export async function ridershipCsv(request: FastifyRequest, context: AppContext, days: ReportDays): Promise<{ text: string; lines: number; rides: number }> {
  const { rows } = await ridershipOf(request, context, days);
  const lines = rows.map(({ ride, figures }) => csvLine([
    ride.rideDate, ride.number, ride.direction, ride.district, ride.vendor ?? '', ride.displayId, ride.status, figures.scanned ? 'yes' : 'no',
    figures.assigned, figures.badged, figures.scanned ? figures.rode : null, figures.scanned ? percent(rodeShare(figures)) : null, figures.scanned ? figures.unassigned : null,
    figures.scanned ? figures.peakOnBoard : null, figures.seats, figures.scanned && figures.seats ? percent(figures.peakOnBoard / figures.seats) : null,
  ]));
  return { text: [csvLine(HEADER), ...lines].join(''), lines: lines.length, rides: rows.length };
}

/** `GET RIDERSHIP_API`: the report for the screen, over the caller's tenant, narrowed to one run with `routeId`. */
export async function ridershipReportRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get<RidershipQuery>(RIDERSHIP_API, { config: { access: { gate: VIEW_REPORTS } }, schema: { querystring } }, async (request): Promise<RidershipReport> => {
    const { today } = await tenantRidesOf(request, context);
    const days = checkedDays(request.query, today);
    const { routeId } = request.query;
    if (routeId !== undefined && !/^[1-9][0-9]{0,9}$/.test(routeId)) throw badRequest('routeId must be a run id (a whole number from 1).', 'INVALID_PARAMETER');
    return (await ridershipOf(request, context, days, routeId === undefined ? null : Number(routeId))).report;
  });
}
