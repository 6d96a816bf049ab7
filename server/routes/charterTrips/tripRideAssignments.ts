import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../../permissions/defineAbility';
import type { CodeRule } from '../../../permissions/codeRules';
import { TENANT_COLUMNS } from '../../../permissions/tenantScopes';
import { BUS_ASSIGNABLE_STATUSES, charterTrips } from '../../../resources/charter-trips';
import type { TripRideAssignmentInput } from '../../../resources/charter-trips/details';
import { tripRideAssignments } from '../../../resources/trip-ride-assignments';
import { auditRequest } from '../../audit';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import { toRecord, type Row } from '../../resources/recordCodec';
import { tenantWhere } from '../../resources/tenantScope';
import { explainConstraint } from '../../resources/writeChecks';
import { assertMay, findInTenant, idParams, type LooseDb } from './tripScope';

const ASSIGN: CodeRule = ['create', 'trip-ride-assignments'];
const HALF_HOUR = 30 * 60_000;
const dateTime = { type: 'string', format: 'date-time', maxLength: 40 } as const;
const body = {
  type: 'object', additionalProperties: false, required: ['vehicleId'],
  properties: {
    vehicleId: { type: 'integer', minimum: 1 }, driverId: { type: ['integer', 'null'], minimum: 1 },
    startsAt: dateTime, endsAt: dateTime, notes: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

/** An instant moved by `ms`, in the stored form; undefined when it is not one. */
const shifted = (iso: unknown, ms: number) => {
  const time = Date.parse(String(iso));
  return Number.isNaN(time) ? undefined : new Date(time + ms).toISOString();
};

/**
 * A bus of the trip's vendor, with one of its drivers, assigned to an approved or booked trip
 * (CHARTER_TRIP_BOOKING_EDIT): the row takes the trip's tenant columns and keeps the bus number and
 * driver's name as they are now. A bus already on another trip at those times is refused.
 */
export async function tripRideAssignmentRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db as unknown as LooseDb;
  /** A vehicle or driver of the trip's vendor that the caller may see (a vendor user's chosen yards), or 400. */
  const vendorsOwn = async (table: 'vehicles' | 'drivers', id: number, vendorId: number, access: Awaited<ReturnType<typeof findInTenant>>) => {
    const found = await db.selectFrom(table).selectAll().where('id', '=', id).where('vendorId', '=', vendorId)
      .where(tenantWhere(tenantCondition(access.account, TENANT_COLUMNS[table]), table)).executeTakeFirst();
    if (!found) throw badRequest(`${table === 'vehicles' ? 'vehicleId' : 'driverId'} is not one of the trip's vendor's ${table}.`, 'INVALID_REFERENCE');
    return found;
  };

  app.post<{ Params: { id: string }; Body: TripRideAssignmentInput }>('/api/charter-trips/:id/ride-assignments', {
    config: { access: { gate: [ASSIGN] } }, schema: { params: idParams, body },
  }, async (request) => {
    const access = await findInTenant(request, context, charterTrips, Number(request.params.id));
    const trip = access.row;
    const input = request.body;
    if (!(BUS_ASSIGNABLE_STATUSES as readonly string[]).includes(String(trip.status))) throw new HttpError(409, `Buses are assigned to an approved or booked trip; this one is ${String(trip.status)}.`, 'INVALID_TRANSITION');
    if (trip.vendorId == null) throw new HttpError(409, 'Assign a vendor to the trip before its buses.', 'TRIP_RULE');
    const tenant = { tripId: trip.id, vendorId: trip.vendorId, districtId: trip.districtId, campusId: trip.campusId ?? null };
    assertMay(access, ASSIGN, tenant);
    const vehicle = await vendorsOwn('vehicles', input.vehicleId, trip.vendorId as number, access);
    const driver = input.driverId ? await vendorsOwn('drivers', input.driverId, trip.vendorId as number, access) : undefined;
    // Kept in one form (UTC, milliseconds), so that times compare as text in either database.
    const startsAt = shifted(input.startsAt ?? trip.departureAt, input.startsAt ? 0 : -HALF_HOUR);
    const endsAt = shifted(input.endsAt ?? trip.returnAt, input.endsAt ? 0 : HALF_HOUR);
    if (!startsAt || !endsAt) throw badRequest('startsAt and endsAt must be dates and times (ISO 8601).', 'VALIDATION_FAILED');
    if (endsAt <= startsAt) throw badRequest('endsAt must be after startsAt.', 'VALIDATION_FAILED');
    const now = new Date().toISOString();
    try {
      const created = await db.transaction().execute(async (trx) => {
        const busy = await trx.selectFrom('trip_ride_assignments').select('tripId').where('vehicleId', '=', vehicle.id as number)
          .where('startsAt', '<', endsAt).where('endsAt', '>', startsAt).executeTakeFirst();
        if (busy) throw new HttpError(409, `Bus ${String(vehicle.number)} is on ${busy.tripId === trip.id ? 'this' : 'another'} trip at that time.`, 'VEHICLE_BUSY');
        const row = await trx.insertInto('trip_ride_assignments').values({
          ...tenant, vehicleId: vehicle.id, driverId: driver?.id ?? null, vehicleNumber: vehicle.number,
          driverName: driver ? `${String(driver.firstName)} ${String(driver.lastName)}` : null, startsAt, endsAt, notes: input.notes ?? null, createdAt: now, updatedAt: now,
        }).returningAll().executeTakeFirstOrThrow();
        await auditRequest(trx as unknown as Kysely<Database>, request, context, { action: 'create', entity: tripRideAssignments.name, recordId: row.id as number, detail: { tripId: trip.id } });
        return row;
      });
      return toRecord(tripRideAssignments, created as Row, context.role, access.ability);
    } catch (error) {
      throw explainConstraint(error) ?? error;
    }
  });
}
