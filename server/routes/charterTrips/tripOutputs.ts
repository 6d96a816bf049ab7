import { subject as tagged } from '@casl/ability';
import type { FastifyInstance } from 'fastify';
import type { Gate } from '../../../permissions/menu';
import { charterTrips } from '../../../resources/charter-trips';
import { charterTripReference, type TripApproval, type TripInvoiceHistory, type TripSheet, type TripStatusLogEntry } from '../../../resources/charter-trips/details';
import { tenantCondition } from '../../../permissions/defineAbility';
import { TENANT_COLUMNS } from '../../../permissions/tenantScopes';
import type { AppContext } from '../../context';
import { approvalStepsOf, approvalWalkOf, maySign } from '../../resources/preparations/tripApprovalWalk';
import { toRecord } from '../../resources/recordCodec';
import { tenantWhere } from '../../resources/tenantScope';
import { findInTenant, idParams, type IdParams } from './tripScope';

const SHEET: Gate = [['view-details', 'charter-trips']];
const STATUS_LOG: Gate = [['view-status-log', 'charter-trips']];
// The approval names the district's approvers, as its path does to those who may see it.
const APPROVAL: Gate = [['view', 'trip-approval-path']];
const INVOICE_HISTORY: Gate = [['view-invoice-history', 'charter-trips']];
const [APPROVE] = charterTrips.statusFlow!.transitions.approve.rule;

/**
 * A trip's own outputs beside its record: the printable trip sheet (CHARTER_TRIP_DETAILS_VIEW), the
 * status log (CHARTER_TRIP_STATUS_LOG_VIEW), the walk of its approval along the district's path and
 * its invoice history (CHARTER_PORTAL_TRIP_INVOICE_HISTORY_VIEW). Each first finds the trip within
 * the caller's tenant.
 */
export async function tripOutputRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db;

  app.get<IdParams>('/api/charter-trips/:id/sheet', { config: { access: { gate: SHEET } }, schema: { params: idParams } }, async (request): Promise<TripSheet> => {
    const { row, ability } = await findInTenant(request, context, charterTrips, Number(request.params.id));
    const trip = toRecord(charterTrips, row, context.role, ability) as TripSheet['trip'];
    const district = await db.selectFrom('districts').select('name').where('id', '=', row.districtId as number).executeTakeFirstOrThrow();
    const campus = row.campusId ? await db.selectFrom('campuses').select(['name', 'address']).where('id', '=', row.campusId as number).executeTakeFirst() : undefined;
    // The company that drives the trip is part of the sheet, for the district as for the vendor.
    const vendor = row.vendorId ? await db.selectFrom('vendors').select('name').where('id', '=', row.vendorId as number).executeTakeFirst() : undefined;
    const sheet: TripSheet = {
      trip, districtName: district.name, campusName: campus?.name ?? null, campusAddress: campus?.address ?? null, vendorName: vendor?.name ?? null,
      itinerary: String(row.itinerary ?? '').split('\n').map((line) => line.trim()).filter(Boolean),
    };
    if (!ability.can('view', 'trip-ride-assignments')) return sheet;
    const buses = await db.selectFrom('tripRideAssignments').leftJoin('vehicles', 'vehicles.id', 'tripRideAssignments.vehicleId')
      .select(['tripRideAssignments.id', 'tripRideAssignments.vehicleNumber', 'vehicles.seats', 'tripRideAssignments.driverName', 'tripRideAssignments.startsAt',
        'tripRideAssignments.endsAt', 'tripRideAssignments.notes'])
      .where('tripRideAssignments.tripId', '=', trip.id).orderBy('tripRideAssignments.vehicleNumber').execute();
    return { ...sheet, buses: buses.map(({ seats, ...bus }) => ({ ...bus, vehicleSeats: seats ?? null })) };
  });

  app.get<IdParams>('/api/charter-trips/:id/status-log', { config: { access: { gate: STATUS_LOG } }, schema: { params: idParams } }, async (request): Promise<{ entries: TripStatusLogEntry[] }> => {
    const { row } = await findInTenant(request, context, charterTrips, Number(request.params.id));
    const entries = await db.selectFrom('charterTripStatusLog').select(['id', 'at', 'fromStatus', 'toStatus', 'transition', 'actorName'])
      .where('tripId', '=', row.id as number).orderBy('at').orderBy('id').execute();
    return { entries };
  });

  app.get<IdParams>('/api/charter-trips/:id/approval', { config: { access: { gate: APPROVAL } }, schema: { params: idParams } }, async (request): Promise<TripApproval> => {
    const { row, ability, session } = await findInTenant(request, context, charterTrips, Number(request.params.id));
    const walk = await approvalWalkOf(db, { id: row.id as number, districtId: row.districtId as number });
    const current = row.status === 'requested' ? walk.waiting[0] ?? null : null;
    const user = await db.selectFrom('users').select('email').where('id', '=', session.userId).executeTakeFirstOrThrow();
    const approves = row.status === 'requested' && ability.can(APPROVE, tagged(charterTrips.subject, { ...row })) && (!current || maySign(current, user.email));
    return { steps: approvalStepsOf(walk), currentStep: current?.stepOrder ?? null, maySign: approves };
  });

  app.get<IdParams>('/api/charter-trips/:id/invoice-history', { config: { access: { gate: INVOICE_HISTORY } }, schema: { params: idParams } }, async (request): Promise<TripInvoiceHistory> => {
    const { row, account } = await findInTenant(request, context, charterTrips, Number(request.params.id));
    const reference = charterTripReference(row.id as number);
    const invoices = await db.selectFrom('charterTripStatusLog').select(['id', 'at', 'actorName'])
      .where('tripId', '=', row.id as number).where('transition', '=', 'invoice').orderBy('at').orderBy('id').execute();
    // The trip's district is billed; of its transactions, only those the caller's own tenant shares.
    const transactions = await db.selectFrom('accountingTransactions')
      .select(['id', 'number', 'periodStart', 'periodEnd', 'amountCents', 'status', 'approvedAt', 'invoicedAt', 'paidAt'])
      .where('tripReference', '=', reference).where('districtId', '=', row.districtId as number)
      .where(tenantWhere(tenantCondition(account, TENANT_COLUMNS['accounting-transactions']), 'accountingTransactions') as never)
      .orderBy('periodStart').orderBy('id').execute();
    const invoiceNumber = (row.invoiceNumber as string | null) ?? null;
    return { reference, invoices: invoices.map((entry) => ({ ...entry, invoiceNumber })), transactions };
  });
}
