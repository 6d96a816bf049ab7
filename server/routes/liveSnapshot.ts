import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { LIVE_MINUTES } from '../../resources/dashboard/figures';
import { LIVE_MAP_GATE, MAX_OPEN_ISSUES, type LiveArea, type LiveVehicles, type OpenRouteIssues } from '../../resources/live/snapshot';
import { accountAccessOf } from '../access';
import type { AppContext } from '../context';
import type { Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import { liveIssue } from '../telematics/ingest';

/**
 * What the live map shows before its feeds say more (spec 7.7): the vehicles reporting on the
 * tenant's rides and the tenant's open route issues, found under the same tenant condition as every
 * query, so that the snapshot and the feeds agree on who sees what.
 */
export async function liveSnapshotRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db as unknown as Kysely<Record<string, Row>>;

  app.get('/api/live/vehicles', { config: { access: { gate: LIVE_MAP_GATE } } }, async (request): Promise<LiveVehicles> => {
    const { account, ability } = await accountAccessOf(request, context);
    const since = new Date(Date.now() - LIVE_MINUTES * 60_000).toISOString();
    const rows = await db.selectFrom('positions').innerJoin('rides', 'rides.id', 'positions.rideId').innerJoin('vehicles', 'vehicles.id', 'positions.vehicleId')
      .leftJoin('drivers', 'drivers.id', 'rides.driverId').leftJoin('routes', 'routes.id', 'rides.routeId')
      .select(['positions.id', 'positions.vehicleId', 'positions.rideId', 'positions.recordedAt', 'positions.lat', 'positions.lng', 'positions.speedKph', 'positions.heading',
        'vehicles.number as vehicleNumber', 'rides.displayId', 'rides.status', 'drivers.firstName', 'drivers.lastName', 'routes.number as runNumber'])
      .where('positions.recordedAt', '>=', since).where(tenantWhere(tenantCondition(account, TENANT_COLUMNS.rides), 'rides'))
      .orderBy('positions.recordedAt', 'desc').orderBy('positions.id', 'desc').execute();
    const latest = new Map<number, Row>();
    for (const row of rows) if (!latest.has(row.vehicleId as number)) latest.set(row.vehicleId as number, row);
    // The driver and run are the ride's: shown to those who may view rides, not to those who see vehicles only.
    const seesRides = ability.can('view', 'rides');
    return {
      minutes: LIVE_MINUTES,
      vehicles: [...latest.values()].map((row) => ({
        vehicleId: row.vehicleId as number, rideId: row.rideId as number, at: row.recordedAt as string, lat: row.lat as number, lng: row.lng as number,
        speedKph: (row.speedKph as number | null) ?? null, heading: (row.heading as number | null) ?? null,
        vehicleNumber: row.vehicleNumber as string, rideDisplayId: row.displayId as number, rideStatus: row.status as string,
        driverName: seesRides && row.firstName ? `${row.firstName as string} ${row.lastName as string}` : null,
        runNumber: seesRides ? (row.runNumber as string | null) ?? null : null,
        nextStop: seesRides && row.status === 'en_route' ? context.positions?.etas.nextStopOf(row.rideId as number) ?? null : null,
      })),
    };
  });

  app.get('/api/live/area', { config: { access: { gate: LIVE_MAP_GATE } } }, async (request): Promise<LiveArea> => {
    const { account } = await accountAccessOf(request, context);
    const places = await Promise.all((['yards', 'campuses'] as const).map((table) => db.selectFrom(table)
      .select((eb) => [eb.fn.min('lat').as('south'), eb.fn.max('lat').as('north'), eb.fn.min('lng').as('west'), eb.fn.max('lng').as('east')])
      .where('lat', 'is not', null).where('lng', 'is not', null)
      .where(tenantWhere(tenantCondition(account, TENANT_COLUMNS[table]), table)).executeTakeFirstOrThrow()));
    const found = places.filter((place) => place.south !== null) as { south: number; west: number; north: number; east: number }[];
    if (!found.length) return { bounds: null };
    return {
      bounds: {
        south: Math.min(...found.map((place) => Number(place.south))), west: Math.min(...found.map((place) => Number(place.west))),
        north: Math.max(...found.map((place) => Number(place.north))), east: Math.max(...found.map((place) => Number(place.east))),
      },
    };
  });

  app.get('/api/live/route-issues', { config: { access: { gate: [['view', 'rides']] } } }, async (request): Promise<OpenRouteIssues> => {
    const { account } = await accountAccessOf(request, context);
    const rows = await db.selectFrom('routeIssues').innerJoin('rides', 'rides.id', 'routeIssues.rideId')
      .selectAll('routeIssues').select('rides.displayId as rideDisplayId')
      .where('routeIssues.resolvedAt', 'is', null).where(tenantWhere(tenantCondition(account, TENANT_COLUMNS.rides), 'rides'))
      .orderBy('routeIssues.detectedAt', 'desc').orderBy('routeIssues.id', 'desc').limit(MAX_OPEN_ISSUES).execute();
    return { issues: rows.map((row) => ({ ...liveIssue(row), rideDisplayId: row.rideDisplayId as number })) };
  });
}
