import type { CodeRule } from '../../permissions/codeRules';
import { choice, datetime, integer, money, phone, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const TRIP_STATUSES = ['requested', 'approved', 'booked', 'completed', 'invoiced', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];
/** A trip's buses are assigned, and taken off, only while it is approved or booked. */
export const BUS_ASSIGNABLE_STATUSES: readonly TripStatus[] = ['approved', 'booked'];

const BOOKING: CodeRule = ['edit-booking', 'charter-trips'];
const STATUS: CodeRule = ['edit-status', 'charter-trips'];
const APPROVE: CodeRule = ['approve', 'charter-trips'];

/**
 * Charter trips (DOMAIN.md "Charter trips", menu "Trips"): a district's request for buses outside the
 * daily runs — a field trip, a game, a competition. Requested → approved (the approvers) → booked
 * with a vendor's buses → completed → invoiced, or cancelled before it runs. The price and booking
 * amount are sent only to those whose codes show them, and set by those who book.
 */
export const charterTrips = defineResource({
  name: 'charter-trips',
  table: 'charter_trips',
  subject: 'charter-trips',
  fields: {
    purpose: text({ required: true, maxLength: 200, list: true, search: true }),
    destination: text({ required: true, maxLength: 200, list: true, search: true }),
    destinationAddress: text({ maxLength: 300 }),
    districtId: reference('districts', { required: true, list: true, filter: true }),
    campusId: reference('campuses', { list: true, filter: true }),
    vendorId: reference('vendors', { list: true, filter: true, editRule: ['assign-vendor', 'charter-trips'] }),
    departureAt: datetime({ required: true, list: true, filter: true }),
    returnAt: datetime({ required: true, sort: true }),
    passengers: integer({ required: true, min: 1, max: 2000, list: true }),
    busesNeeded: integer({ required: true, min: 1, max: 50, list: true }),
    wheelchairPassengers: integer({ min: 0, max: 100 }),
    contactName: text({ maxLength: 120 }),
    contactPhone: phone(),
    /** One stop a line, as the trip sheet prints it ("09:30 Science Center — drop-off"). */
    itinerary: text({ maxLength: 4000 }),
    notes: text({ maxLength: 2000 }),
    price: money({ list: true, viewRule: ['view-pricing', 'charter-trips'], editRule: BOOKING }),
    bookingAmount: money({ list: true, viewRule: ['view-booking-amount', 'charter-trips'], editRule: BOOKING }),
    invoiceNumber: text({ maxLength: 40, search: true, editRule: ['edit-invoice', 'charter-trips'] }),
    status: choice(TRIP_STATUSES, { readOnly: true, list: true, filter: true }),
    approvedAt: datetime({ readOnly: true }),
    bookedAt: datetime({ readOnly: true }),
    completedAt: datetime({ readOnly: true }),
    invoicedAt: datetime({ readOnly: true }),
    cancelledAt: datetime({ readOnly: true }),
  },
  permissions: { view: ['view', 'charter-trips'], create: ['create', 'charter-trips'], edit: ['edit', 'charter-trips'], export: ['export', 'charter-trips'] },
  statusFlow: {
    field: 'status',
    transitions: {
      approve: { from: ['requested'], to: 'approved', rule: APPROVE, stamp: { by: 'approvedByUserId', at: 'approvedAt' } },
      // The approvers' "no": the request ends as cancelled, told apart from a cancellation in the status log.
      reject: { from: ['requested'], to: 'cancelled', rule: APPROVE, stamp: { by: 'cancelledByUserId', at: 'cancelledAt' } },
      book: { from: ['approved'], to: 'booked', rule: BOOKING, stamp: { by: 'bookedByUserId', at: 'bookedAt' } },
      complete: { from: ['booked'], to: 'completed', rule: STATUS, stamp: { by: 'completedByUserId', at: 'completedAt' } },
      invoice: { from: ['completed'], to: 'invoiced', rule: ['edit-invoice', 'charter-trips'], stamp: { by: 'invoicedByUserId', at: 'invoicedAt' } },
      cancel: { from: ['requested', 'approved', 'booked'], to: 'cancelled', rule: STATUS, stamp: { by: 'cancelledByUserId', at: 'cancelledAt' } },
    },
  },
  recordRepresentation: '%{purpose} · %{destination}',
  defaultSort: { field: 'departureAt', order: 'DESC' },
});
