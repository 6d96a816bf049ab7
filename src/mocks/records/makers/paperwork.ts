import { STUDENT_CHANGE_PAYLOADS, type StudentChangeKind } from '../../../../resources/student-change-requests';
import { minutesOf } from '../../../../resources/settings/clockTime';
import { addressAt, pointAround, type Point } from '../mockGeography';
import type { FieldContext, FieldMaker } from '../recordTypes';
import { CHARTER_DESTINATIONS, CHARTER_PURPOSES, DOCUMENT_TYPES, NOTES } from '../vocabulary';
import { parentOf, placeOf, WEEKDAYS } from './makerKit';

const destinationOf = (context: FieldContext) => context.random.pick('destination', CHARTER_DESTINATIONS);
const documentTypeOf = (context: FieldContext) => DOCUMENT_TYPES[context.index % DOCUMENT_TYPES.length];
const titleCase = (code: string) => code.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

/** What a student change request carries for its kind (STUDENT_CHANGE_PAYLOADS). */
function payloadOf(context: FieldContext): Record<string, unknown> {
  const kind = context.row.kind as StudentChangeKind;
  const student = parentOf(context, 'studentId');
  if (kind === 'address_change') {
    const home: Point = pointAround(context.random, 'newHome', student ? { lat: Number(student.lat), lng: Number(student.lng) } : placeOf(context), 400, 2500);
    return { address: addressAt(context.random, 'newAddress', home), ...home };
  }
  if (kind === 'needs_change') return { wheelchair: context.random.happens('wheelchair', 0.3), monitorRequired: true, carSeat: false };
  return Object.keys(STUDENT_CHANGE_PAYLOADS[kind]).includes('reason') ? { reason: context.random.pick('reason', NOTES.request) } : {};
}

/** Trips, money, requests, documents and notices: what the offices write. */
export const PAPERWORK_MAKERS: Record<string, FieldMaker> = {
  purpose: ({ random }) => random.pick('purpose', CHARTER_PURPOSES),
  destination: (context) => destinationOf(context).name,
  destinationAddress: (context) => destinationOf(context).address,
  passengers: ({ random }) => random.int('passengers', 18, 140),
  busesNeeded: (context) => Math.ceil(Number(context.row.passengers) / 70),
  wheelchairPassengers: ({ random }) => (random.happens('wheelchair', 0.25) ? 1 : 0),
  itinerary: (context) => `Leave campus\nArrive at ${destinationOf(context).name}\nLunch on site\nLeave for campus`,
  price: ({ random }) => random.int('price', 24, 190) * 25,
  bookingAmount: (context) => Math.round(Number(context.row.price) * 0.25),
  invoiceNumber: (context) => (context.row.status === 'invoiced' ? `CT-INV-${context.random.digits('invoice', 5)}` : null),
  'invoicing.number': ({ index }) => `INV-${String(2400 + index).padStart(5, '0')}`,
  periodStart: (context) => `${monthBack(context).slice(0, 7)}-01`,
  periodEnd: (context) => lastDayOf(monthBack(context)),
  'invoicing.rideId': () => null,
  adjustmentCents: ({ random }) => (random.happens('adjusted', 0.3) ? random.int('adjustment', -40, 60) * 500 : 0),
  description: (context) => (context.row.kind === 'rides'
    ? `Run ${String(parentOf(context, 'routeId')?.number ?? '')} — school days of the month`
    : context.random.pick('charge', ['Fuel surcharge', 'Wheelchair lift service', 'Late cancellation fee', 'Monitor hours', 'Field trip standby'])),
  quantity: (context) => (context.row.kind === 'rides' ? context.random.int('rides', 16, 22) * 2 : context.random.int('count', 1, 6)),
  unitPriceCents: (context) => (context.row.kind === 'rides' ? context.random.int('perRide', 180, 320) * 100 : context.random.int('charge', 20, 150) * 100),
  amountCents: (context) => Number(context.row.quantity) * Number(context.row.unitPriceCents),
  'route-group-change-requests.description': ({ random }) => random.pick('description', NOTES.changeRequest),
  proposedChanges: (context) => (context.row.kind === 'schedule_change' ? { daysOfWeek: WEEKDAYS.slice(0, 4) } : { effectiveFrom: context.clock.today }),
  payload: payloadOf,
  'student-rfid.code': ({ random }) => `RF${random.digits('badge', 10)}`,
  rfidBadge: ({ random }) => (random.happens('badge', 0.7) ? `RF${random.digits('badge', 10)}` : null),
  orderNumber: ({ random }) => `PO-${random.digits('order', 6)}`,
  studentNumber: (context) => `${String(parentOf(context, 'districtId')?.code ?? 'S')}${String(context.index + 1).padStart(6, '0')}`,
  grade: (context) => context.random.pick('grade', (parentOf(context, 'campusId')?.grades as string[] | undefined) ?? ['3']),
  'driver-document-types.name': (context) => documentTypeOf(context).name,
  'driver-document-types.code': (context) => documentTypeOf(context).code,
  warningDays: ({ random }) => random.pick('warning', [30, 30, 45, 60, 90]),
  'driver-document-types.required': ({ index }) => index % DOCUMENT_TYPES.length < 4,
  'driver-documents.number': ({ random }) => `D-${random.digits('number', 8)}`,
  fileName: (context) => `${String(context.row.kind ?? parentOf(context, 'typeId')?.code ?? 'document')}-${context.random.digits('file', 4)}.pdf`,
  'trip-approval-documents.name': (context) => `${titleCase(String(context.row.kind))} — ${String(parentOf(context, 'tripId')?.purpose ?? 'trip')}`,
  sizeBytes: ({ random }) => random.int('size', 40, 480) * 1024,
  hours: (context) => Math.round(((minutesOf(String(context.row.endTime)) - minutesOf(String(context.row.startTime))) / 60) * 100) / 100,
  uploadId: (context) => (context.row.source === 'upload' ? `UP-${context.random.digits('upload', 6)}` : null),
  subject: ({ random }) => random.pick('subject', NOTES.notificationSubject),
  body: ({ random }) => random.pick('body', NOTES.notification),
  recipientCount: (context) => (context.row.status === 'sent' ? context.random.int('recipients', 12, 160) : null),
  decisionNote: ({ random }) => random.pick('decision', NOTES.decision),
  reason: ({ random }) => random.pick('reason', NOTES.request),
  notes: ({ random }) => (random.happens('noted', 0.3) ? random.pick('notes', NOTES.general) : null),
};

function monthBack(context: FieldContext): string {
  const today = new Date(`${context.clock.today}T00:00:00Z`);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - Math.floor(context.index / 8) - 1, 1)).toISOString().slice(0, 10);
}

const lastDayOf = (firstOfMonth: string) => {
  const day = new Date(`${firstOfMonth}T00:00:00Z`);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};
