import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import polyline from '@mapbox/polyline';
import { tenantCondition } from '../../permissions/defineAbility';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import type { Gate } from '../../permissions/menu';
import { accountAccessOf, forbidden, type AccountAccess } from '../access';
import { auditRequest } from '../audit';
import { seesStudentNames } from './routeSheet';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import type { Row } from '../resources/recordCodec';
import { rideChangeOf } from '../resources/effects';
import { liveIssue, livePositionOf } from '../telematics/ingest';
import { Ridership, type RidershipRide } from '../telematics/ridership';
import { RideEtaService, type EtaRide } from '../telematics/rideEtas';
import { tenantWhere } from '../resources/tenantScope';
import { studentsAtStops } from '../transportation/stopStudents';
import type {
  RideDriverFee, RideEndOfRideInspection, RideLive, RideHistoryEvent, RideEtas, RideManifest, RidePolyline, RideRouteTrace, RideVendorAssignment,
} from '../../resources/rides/details';

type RideParams = { Params: { id: string } };

const VIEW_RIDES: Gate = [['view', 'rides']];
const TRACE_PRECISION = 6;
const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['id'] } as const;

/**
 * The per-ride outputs of spec 7.3 that the ride drawer shows beside the ride itself: planned path,
 * driver fee, end-of-ride inspection abstract, route traces, history and vendor assignment history.
 * Each first finds the ride within the caller's tenant: another tenant's ride is one that does not exist.
 */
export async function rideDetailRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db;
  const loose = db as unknown as Kysely<Record<string, Row>>;

  const scopedRide = async (request: FastifyRequest<RideParams>) => {
    const access = await accountAccessOf(request, context);
    const ride = await loose.selectFrom('rides').selectAll()
      .where('id', '=', Number(request.params.id))
      .where(tenantWhere(tenantCondition(access.account, TENANT_COLUMNS.rides), 'rides')).executeTakeFirst();
    if (!ride) throw notFound('No such rides record.');
    return { ...access, ride: ride as Row & { id: number; routeId: number; vendorId: number | null } };
  };
  const get = <T>(suffix: string, gate: Gate, handler: (found: Awaited<ReturnType<typeof scopedRide>>) => Promise<T>) =>
    app.get<RideParams>(`/api/rides/:id/${suffix}`, { config: { access: { gate } }, schema: { params: idParams } }, async (request) => handler(await scopedRide(request)));

  get('polyline', VIEW_RIDES, async ({ ride }): Promise<RidePolyline> => {
    const run = await db.selectFrom('routes').select(['polyline', 'stops', 'distanceMeters']).where('id', '=', ride.routeId).executeTakeFirstOrThrow();
    const stops = JSON.parse(run.stops) as { sequence: number; lat: number; lng: number; address: string; time: string }[];
    const students = (await studentsAtStops(db, [ride.routeId], ride.rideDate as string)).get(ride.routeId);
    return {
      polyline: run.polyline, precision: TRACE_PRECISION, distanceMeters: run.distanceMeters,
      stops: stops.map(({ sequence, lat, lng, address, time }) => ({ sequence, lat, lng, address, time, studentCount: students?.get(sequence)?.length ?? 0 })),
    };
  });

  get('driver-fee', VIEW_RIDES, async ({ ride }): Promise<{ driverFee: RideDriverFee | null }> => {
    // The same rule as the ride's driverFeeCents field: what a ride pays its driver is the vendor's and operator's business.
    if (context.role === 'enterprise') throw forbidden();
    const fee = await db.selectFrom('rideDriverFees').selectAll().where('rideId', '=', ride.id).executeTakeFirst();
    if (!fee) return { driverFee: null };
    const { rideId: _rideId, ...parts } = fee;
    return { driverFee: { ...parts, totalCents: fee.baseCents + fee.distanceCents + fee.timeCents + fee.adjustmentsCents } };
  });

  get('end-of-ride-inspection', VIEW_RIDES, async ({ ride, ability }): Promise<{ inspection: RideEndOfRideInspection | null }> => {
    if (!ability.can('view', 'end-of-ride-inspections')) throw forbidden();
    const row = await db.selectFrom('vehicleInspections')
      .leftJoin('vehicles', 'vehicles.id', 'vehicleInspections.vehicleId')
      .leftJoin('drivers', 'drivers.id', 'vehicleInspections.driverId')
      .select(['vehicleInspections.id', 'vehicleInspections.inspectedAt', 'vehicleInspections.result', 'vehicleInspections.defects', 'vehicleInspections.notes',
        'vehicleInspections.vehicleId', 'vehicles.number as vehicleNumber', 'vehicleInspections.driverId', 'drivers.firstName', 'drivers.lastName'])
      .where('vehicleInspections.rideId', '=', ride.id).where('vehicleInspections.kind', '=', 'end_of_ride')
      .orderBy('vehicleInspections.inspectedAt', 'desc').executeTakeFirst();
    if (!row) return { inspection: null };
    const defects = JSON.parse(row.defects) as { item: string; note: string | null }[];
    return {
      inspection: {
        id: row.id, inspectedAt: row.inspectedAt, result: row.result as RideEndOfRideInspection['result'], notes: row.notes,
        defects, vehicleId: row.vehicleId, vehicleNumber: row.vehicleNumber, driverId: row.driverId,
        driverName: row.firstName ? `${row.firstName} ${row.lastName}` : null,
      },
    };
  });

  get('route-traces', VIEW_RIDES, async ({ ride }): Promise<{ traces: RideRouteTrace[] }> => {
    const points = await db.selectFrom('positions').select(['vehicleId', 'recordedAt', 'lat', 'lng'])
      .where('rideId', '=', ride.id).orderBy('recordedAt').orderBy('id').execute();
    const byVehicle = new Map<number, typeof points>();
    for (const point of points) {
      const trace = byVehicle.get(point.vehicleId) ?? [];
      trace.push(point);
      byVehicle.set(point.vehicleId, trace);
    }
    const numbers = await vehicleNumbers(db, [...byVehicle.keys()]);
    return {
      traces: [...byVehicle].map(([vehicleId, trace]) => {
        const start = Date.parse(trace[0].recordedAt);
        return {
          vehicleId, vehicleNumber: numbers.get(vehicleId) ?? null, from: trace[0].recordedAt, to: trace[trace.length - 1].recordedAt,
          pointCount: trace.length, precision: TRACE_PRECISION, polyline: polyline.encode(trace.map((p) => [p.lat, p.lng]), TRACE_PRECISION),
          secondsFromStart: trace.map((p) => Math.round((Date.parse(p.recordedAt) - start) / 1000)),
        };
      }),
    };
  });

  get('history', VIEW_RIDES, async ({ ride, account }): Promise<{ events: RideHistoryEvent[] }> => {
    const rows = await db.selectFrom('rideEvents').leftJoin('users', 'users.id', 'rideEvents.actorUserId')
      .select(['rideEvents.id', 'rideEvents.at', 'rideEvents.kind', 'rideEvents.details', 'users.firstName', 'users.lastName'])
      .where('rideEvents.rideId', '=', ride.id).orderBy('rideEvents.at').orderBy('rideEvents.id').execute();
    const ownVendor = vendorOnlySeen(account);
    return {
      events: rows.map((row) => ({
        id: row.id, at: row.at, kind: row.kind, actorName: row.firstName ? `${row.firstName} ${row.lastName}` : null,
        details: row.kind === 'vendor_assigned' ? maskVendors(JSON.parse(row.details), ownVendor) : JSON.parse(row.details),
      })),
    };
  });

  get('vendor-assignments', [['view-vendor-history', 'rides']], async ({ ride, account }): Promise<{ assignments: RideVendorAssignment[] }> => {
    const rows = await db.selectFrom('rideVendorAssignments').innerJoin('vendors', 'vendors.id', 'rideVendorAssignments.vendorId')
      .leftJoin('users', 'users.id', 'rideVendorAssignments.assignedByUserId')
      .select(['rideVendorAssignments.id', 'rideVendorAssignments.vendorId', 'vendors.name as vendorName', 'rideVendorAssignments.assignedAt',
        'rideVendorAssignments.unassignedAt', 'rideVendorAssignments.reason', 'users.firstName', 'users.lastName'])
      .where('rideVendorAssignments.rideId', '=', ride.id).orderBy('rideVendorAssignments.assignedAt').orderBy('rideVendorAssignments.id').execute();
    const ownVendor = vendorOnlySeen(account);
    return {
      assignments: rows.map((row) => {
        const hidden = ownVendor !== null && row.vendorId !== ownVendor;
        return {
          id: row.id, vendorId: hidden ? null : row.vendorId, vendorName: hidden ? null : row.vendorName, assignedAt: row.assignedAt,
          unassignedAt: row.unassignedAt, reason: row.reason, assignedByName: row.firstName ? `${row.firstName} ${row.lastName}` : null,
        };
      }),
    };
  });

  const ridership = context.positions?.ridership ?? new Ridership(db, context.live);
  app.get<RideParams>('/api/rides/:id/manifest', { config: { access: { gate: VIEW_RIDES } }, schema: { params: idParams } }, async (request): Promise<RideManifest> => {
    const { ride, ability } = await scopedRide(request);
    const manifest = await ridership.manifest(ride as unknown as RidershipRide, seesStudentNames(context.role, ability));
    if (manifest.students?.length) {
      await auditRequest(db, request, context, { action: 'read', entity: 'students', detail: { via: 'ride-manifest', rideId: ride.id, studentIds: manifest.students.map(({ studentId }) => studentId) } });
    }
    return manifest;
  });

  const etas = context.positions?.etas ?? new RideEtaService(db, context.live);
  get('etas', VIEW_RIDES, async ({ ride }): Promise<RideEtas> => etas.of(ride as unknown as EtaRide));

  get('live', VIEW_RIDES, async ({ ride }): Promise<RideLive> => {
    const position = await db.selectFrom('positions').selectAll().where('rideId', '=', ride.id).orderBy('recordedAt', 'desc').orderBy('id', 'desc').executeTakeFirst();
    const issues = await db.selectFrom('routeIssues').selectAll().where('rideId', '=', ride.id).where('resolvedAt', 'is', null).orderBy('detectedAt', 'desc').execute();
    const flagged = await db.selectFrom('flaggedCheckpoints').selectAll().where('rideId', '=', ride.id).orderBy('flaggedAt', 'desc').limit(100).execute();
    return {
      ride: rideChangeOf(ride),
      position: position ? livePositionOf(position) : null,
      openIssues: issues.map(liveIssue),
      flaggedCheckpoints: flagged.map((row) => ({ ...row, resolvedAt: row.resolvedAt ?? null })),
    };
  });
}

/** A vendor's users see their own vendor by name; which competitor held a ride before is not theirs to know. */
function vendorOnlySeen(account: AccountAccess['account']): number | null {
  return account.vendor?.vendorId ?? null;
}

function maskVendors(details: Record<string, unknown>, ownVendor: number | null): Record<string, unknown> {
  if (ownVendor === null) return details;
  const mask = (value: unknown) => (value === ownVendor ? value : value === undefined ? undefined : null);
  return { ...details, from: mask(details.from), to: mask(details.to) };
}

async function vehicleNumbers(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('vehicles').select(['id', 'number']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.number]));
}
