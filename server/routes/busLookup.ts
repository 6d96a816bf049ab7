import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import type { Subject } from '../../permissions/subjects';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { todayIn } from '../../resources/engine/calendarDay';
import { SEATS_BY_VEHICLE_TYPE } from '../../resources/route-explorer/violations';
import {
  BUS_LOOKUP_MAX_RUNS, nearestStop, type BusLookupResult, type BusLookupRun, type Point, type RunStop,
} from '../../resources/transportation-requests/busLookup';
import { accountAccessOf } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import type { EtaRide } from '../telematics/rideEtas';
import { parseBusLookupQuery } from '../transportation/busLookupQuery';
import { rideOfTheDay, ridersOnBusiestDay } from '../transportation/stopStudents';

type LooseDb = Kysely<Record<string, Row>>;
type Origin = BusLookupResult['origin'];
const QUERY_NAMES = ['campusId', 'requestId', 'lat', 'lng', 'address'];
const querystring = { type: 'object', additionalProperties: false, properties: Object.fromEntries(QUERY_NAMES.map((name) => [name, { type: 'string', maxLength: 400 }])) };

/**
 * Spec 2.5 "transportation request bus lookup": the runs serving a campus, each with its stop nearest
 * to a home, nearest first. Everything it reads is scoped to the caller's tenant: another district's
 * campus or request answers 404, as if it did not exist.
 */
export async function busLookupRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db as unknown as LooseDb;

  app.get<{ Querystring: Record<string, string> }>('/api/transportation-requests/bus-lookup', {
    config: { access: { gate: [['execute', 'transportation-requests']] } }, schema: { querystring },
  }, async (request): Promise<BusLookupResult> => {
    const query = parseBusLookupQuery(request.query);
    const { account, ability } = await accountAccessOf(request, context);
    const scoped = (subject: Subject, table: string) => tenantWhere(tenantCondition(account, TENANT_COLUMNS[subject]), table);
    // Addresses are matched only among places the caller may see: requests and students with their codes, campuses always.
    const places: [Subject, string, Origin['source']][] = [['transportation-requests', 'transportation_requests', 'request'], ['students', 'students', 'student'], ['campuses', 'campuses', 'campus']];
    const geocode = async (address: string): Promise<Origin> => {
      const term = `${address.toLowerCase().replace(/[%_\\]/g, '')}%`;
      for (const [subject, table, source] of places.filter(([subject]) => subject === 'campuses' || ability.can('view', subject))) {
        const found = await db.selectFrom(table).select(['id', 'address', 'lat', 'lng']).where(scoped(subject, table))
          .where((eb) => eb(eb.fn('lower', [eb.ref(`${table}.address`)]), 'like', term)).where('lat', 'is not', null).where('lng', 'is not', null).orderBy('id').executeTakeFirst();
        if (!found) continue;
        // A student's home is a student record read (SECURITY.md "Privacy and audit").
        if (subject === 'students') {
          await auditRequest(context.database.db, request, context, { action: 'read', entity: 'students', recordId: found.id as number, detail: { via: 'bus-lookup' } });
        }
        return { lat: found.lat as number, lng: found.lng as number, address: found.address as string, source };
      }
      throw badRequest('No known place has this address: give the home\'s coordinates (lat and lng) instead.', 'ADDRESS_NOT_FOUND');
    };

    let campusId = query.campusId;
    let origin: Origin | undefined;
    if (query.requestId !== undefined) {
      const filed = ability.can('view', 'transportation-requests')
        ? await db.selectFrom('transportation_requests').select(['campusId', 'address', 'lat', 'lng']).where('id', '=', query.requestId)
          .where(scoped('transportation-requests', 'transportation_requests')).executeTakeFirst()
        : undefined;
      if (!filed) throw notFound('No such transportation request.');
      campusId ??= filed.campusId as number;
      if (query.lat === undefined && query.address === undefined) {
        origin = filed.lat != null && filed.lng != null ? { lat: filed.lat as number, lng: filed.lng as number, address: filed.address as string, source: 'request' } : await geocode(filed.address as string);
      }
    }
    origin ??= query.lat !== undefined ? { lat: query.lat, lng: query.lng!, address: query.address ?? null, source: 'coordinates' } : await geocode(query.address!);

    const campus = await db.selectFrom('campuses').select(['id', 'name', 'lat', 'lng']).where('id', '=', campusId!).where(scoped('campuses', 'campuses')).executeTakeFirst();
    if (!campus) throw notFound('No such campus.');
    const today = todayIn(account.account.timezone);
    const runs = await runsServing(db, campus.id as number, origin, scoped('routes', 'routes'), today);
    if (ability.can('view', 'rides')) await addTodaysRides(db, context, runs, scoped('rides', 'rides'), today);
    return { campus: campus as BusLookupResult['campus'], origin, runs };
  });
}

/** The campus's active runs the caller may see, each with its stop nearest to the home and its seats left today, nearest first. */
async function runsServing(db: LooseDb, campusId: number, home: Point, where: ReturnType<typeof tenantWhere>, today: string): Promise<BusLookupRun[]> {
  const runs = await db.selectFrom('routes').leftJoin('vendors', 'vendors.id', 'routes.vendorId')
    .select(['routes.id', 'routes.number', 'routes.direction', 'routes.startTime', 'routes.endTime', 'routes.stops', 'routes.monitorRequired', 'routes.vehicleType', 'vendors.name as vendorName'])
    .where('routes.campusId', '=', campusId).where('routes.status', '=', 'active').where(where).execute();
  const riders = await ridersOnBusiestDay(db as unknown as Kysely<Database>, runs.map((run) => run.id as number), today);
  return runs.flatMap((run) => {
    const seats = SEATS_BY_VEHICLE_TYPE[run.vehicleType as string];
    const near = nearestStop(JSON.parse(run.stops as string) as RunStop[], home);
    if (!near) return [];
    const { sequence, address, time, lat, lng } = near.stop;
    return [{
      routeId: run.id as number, number: run.number as string, direction: run.direction as string, startTime: run.startTime as string, endTime: run.endTime as string,
      vendorName: (run.vendorName as string | null) ?? null, monitorRequired: Boolean(run.monitorRequired), stop: { sequence, address, time, lat, lng }, distanceMeters: near.distanceMeters,
      seatsLeft: seats === undefined ? null : Math.max(0, seats - (riders.get(run.id as number) ?? 0)), today: null,
    }];
  }).sort((a, b) => a.distanceMeters - b.distanceMeters || a.number.localeCompare(b.number)).slice(0, BUS_LOOKUP_MAX_RUNS);
}

/** Each run's ride today within the caller's tenant, and while it is under way its bus's predicted arrival at the run's stop. */
async function addTodaysRides(db: LooseDb, context: AppContext, runs: BusLookupRun[], where: ReturnType<typeof tenantWhere>, today: string): Promise<void> {
  if (!runs.length) return;
  const rides = await db.selectFrom('rides').selectAll().where('rideDate', '=', today).where('routeId', 'in', runs.map((run) => run.routeId))
    .where('status', '!=', 'cancelled').where(where).orderBy('scheduledStart').execute();
  for (const run of runs) {
    const ride = rideOfTheDay(rides.filter((row) => row.routeId === run.routeId));
    if (!ride) continue;
    const etas = ride.status === 'en_route' && context.positions ? await context.positions.etas.of(ride as unknown as EtaRide) : null;
    run.today = { rideId: ride.id as number, displayId: ride.displayId as number, status: ride.status as string, eta: etas?.stops.find((stop) => stop.sequence === run.stop.sequence) ?? null };
  }
}
