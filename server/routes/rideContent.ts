import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import type { Gate } from '../../permissions/menu';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { CONTENT_APIS } from '../../resources/content/contentMetadata';
import type { RideStop } from '../../resources/rides/details';
import { accountAccessOf } from '../access';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../errors';
import type { Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import { rideMapSvg, rideReportHtml } from './rideContentRendering';
import { studentsAtStops } from '../transportation/stopStudents';

export const VIEW_RIDES: Gate = [['view', 'rides']];
const RIDE_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** A ride as its report and map show it: no student, driver or fee detail, only the run and its stops. */
export interface RideContent {
  id: number;
  displayId: number;
  rideDate: string;
  status: string;
  scheduledStart: string;
  scheduledEnd: string;
  actualStart: string | null;
  actualEnd: string | null;
  runNumber: string;
  direction: string;
  districtName: string;
  /** The account's timezone, in which the report writes times. */
  timezone: string;
  polyline: string | null;
  stops: RideStop[];
}

/** The ride that `rideId` names within the caller's tenant; another tenant's ride does not exist. */
export async function rideContentOf(request: FastifyRequest, context: AppContext, rideId: string | undefined): Promise<RideContent> {
  if (!rideId || !RIDE_ID_PATTERN.test(rideId)) throw badRequest('rideId must be the id of a ride (a whole number).', 'INVALID_PARAMETER');
  const { account } = await accountAccessOf(request, context);
  const db = context.database.db as unknown as Kysely<Record<string, Row>>;
  const row = await db.selectFrom('rides')
    .innerJoin('routes', 'routes.id', 'rides.routeId')
    .innerJoin('districts', 'districts.id', 'rides.districtId')
    .select(['rides.id', 'rides.routeId', 'rides.displayId', 'rides.rideDate', 'rides.status', 'rides.scheduledStart', 'rides.scheduledEnd', 'rides.actualStart', 'rides.actualEnd',
      'routes.number as runNumber', 'routes.direction', 'routes.polyline', 'routes.stops', 'districts.name as districtName'])
    .where('rides.id', '=', Number(rideId))
    .where(tenantWhere(tenantCondition(account, TENANT_COLUMNS.rides), 'rides'))
    .executeTakeFirst();
  if (!row) throw notFound('No such rides record.');
  const stops = JSON.parse(row.stops as string) as Omit<RideStop, 'studentCount'>[];
  const routeId = row.routeId as number;
  const students = (await studentsAtStops(context.database.db, [routeId], row.rideDate as string)).get(routeId);
  const { routeId: _run, ...ride } = row;
  return {
    ...(ride as unknown as Omit<RideContent, 'stops' | 'timezone'>),
    timezone: account.account.timezone,
    stops: stops.map(({ sequence, lat, lng, address, time }) => ({ sequence, lat, lng, address, time, studentCount: students?.get(sequence)?.length ?? 0 })),
  };
}

type RideQuery = { Querystring: { rideId: string } };
const rideQuery = { type: 'object', properties: { rideId: { type: 'string' } }, required: ['rideId'], additionalProperties: false } as const;

/**
 * The ride contents the landing page hands out (spec 2.9): the ride's report as an HTML document to
 * download, and its planned path as an SVG image to view. Both drawn from our own data, escaped.
 */
export async function rideContentRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get<RideQuery>(CONTENT_APIS.rideReport, { config: { access: { gate: VIEW_RIDES } }, schema: { querystring: rideQuery } }, async (request, reply) => {
    const ride = await rideContentOf(request, context, request.query.rideId);
    reply.header('Content-Type', 'text/html; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="ride-${ride.displayId}.html"`);
    return rideReportHtml(ride);
  });

  app.get<RideQuery>(CONTENT_APIS.rideMap, { config: { access: { gate: VIEW_RIDES } }, schema: { querystring: rideQuery } }, async (request, reply) => {
    const ride = await rideContentOf(request, context, request.query.rideId);
    reply.header('Content-Type', 'image/svg+xml; charset=utf-8');
    reply.header('Content-Disposition', `inline; filename="ride-${ride.displayId}.svg"`);
    return rideMapSvg(ride);
  });
}
