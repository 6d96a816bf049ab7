/**
 * What the trip's own API outputs exchange beside the record itself (`/api/charter-trips/:id/<output>`
 * and the writes made through a trip), shared by the server that answers and the screens that ask.
 */

/** One change of a trip's status, as the status log shows it (CHARTER_TRIP_STATUS_LOG_VIEW). */
export interface TripStatusLogEntry {
  id: number;
  at: string;
  /** null for the request itself. */
  fromStatus: string | null;
  toStatus: string;
  /** The step taken (`approve`, `reject`, `cancel`…), or `create` for the request. */
  transition: string;
  actorName: string | null;
}

/** A bus and its driver on the trip sheet. */
export interface TripSheetBus {
  id: number;
  vehicleNumber: string;
  vehicleSeats: number | null;
  driverName: string | null;
  startsAt: string;
  endsAt: string;
  notes: string | null;
}

/** The printable trip sheet (CHARTER_TRIP_DETAILS_VIEW): the trip, where it goes and who drives it. */
export interface TripSheet {
  /** The trip as its record reads for this user: gated fields (price) only for those who may see them. */
  trip: Record<string, unknown> & { id: number; status: string; departureAt: string; returnAt: string };
  districtName: string;
  campusName: string | null;
  campusAddress: string | null;
  vendorName: string | null;
  /** The itinerary, one stop a line. */
  itinerary: string[];
  /** Present only for those who may see the buses (CHARTER_TRIP_RIDE_VIEW). */
  buses?: TripSheetBus[];
}

/** `POST /api/charter-trips/:id/ride-assignments`: a bus of the trip's vendor, its driver and its times (the trip's when left out). */
export interface TripRideAssignmentInput {
  vehicleId: number;
  driverId?: number | null;
  startsAt?: string;
  endsAt?: string;
  notes?: string | null;
}

export const TRIP_DOCUMENT_KINDS = ['permission_slip', 'board_approval', 'risk_assessment', 'insurance_certificate', 'itinerary', 'quote', 'other'] as const;

/** The files an approval document may be, by extension, with the type it is served as. */
export const TRIP_DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
} as const;

/** The largest file attached to a trip's approval, in bytes (it travels base64 in a JSON body). */
export const TRIP_DOCUMENT_MAX_BYTES = 512 * 1024;

/** `POST /api/charter-trips/:id/approval-documents`: one file, base64. */
export interface TripDocumentUpload {
  name: string;
  kind: (typeof TRIP_DOCUMENT_KINDS)[number];
  fileName: string;
  contentBase64: string;
}

/** One approver of a district's path, in the order given (`PUT /api/trip-approval-path/districts/:id`). */
export interface ApprovalStepInput {
  approverKind: 'role' | 'user';
  approverName: string;
  approverEmail?: string | null;
  notes?: string | null;
}

export interface ApprovalPathSave {
  steps: ApprovalStepInput[];
  /** The steps the editor loaded, by id and version: a path changed meanwhile answers 409. */
  basedOn: { id: number; version: number }[];
}

export const MAX_APPROVAL_STEPS = 12;

/** One step of a trip's approval as its Approval card shows it: the approver, and who signed it when. */
export interface TripApprovalStep {
  stepOrder: number;
  /** null for a step signed on a path that has since lost it. */
  approverKind: 'role' | 'user' | null;
  /** The path's approver, or for a signed step the one it had when it was signed. */
  approverName: string;
  approverEmail: string | null;
  signerName: string | null;
  signedAt: string | null;
}

/** `GET /api/charter-trips/:id/approval`: the walk of the trip along its district's approval path. */
export interface TripApproval {
  steps: TripApprovalStep[];
  /** The step that waits for a sign-off; null when none does (no path, every step signed, or the trip is past its approval). */
  currentStep: number | null;
  /** Whether the caller may approve or reject the trip now: the approve rule, and the current step theirs to sign. */
  maySign: boolean;
}

/**
 * How an accounting transaction names the charter trip it bills (its `tripReference`): the trip's id,
 * so that the trip's invoice history finds the transactions, however its invoice number was typed.
 */
export function charterTripReference(tripId: number): string {
  return `CT-${String(tripId).padStart(5, '0')}`;
}

/** The trip's own invoicing, from its status log: who invoiced it and when, with the trip's invoice number. */
export interface TripInvoiceEvent {
  id: number;
  at: string;
  actorName: string | null;
  /** The trip's invoice number; the status log keeps the step, the trip keeps the number. */
  invoiceNumber: string | null;
}

/** An accounting transaction billing the trip, as its invoice history shows it; amounts in cents. */
export interface TripInvoiceTransaction {
  id: number;
  number: string;
  periodStart: string;
  periodEnd: string;
  amountCents: number;
  status: string;
  approvedAt: string | null;
  invoicedAt: string | null;
  paidAt: string | null;
}

/** `GET /api/charter-trips/:id/invoice-history` (CHARTER_PORTAL_TRIP_INVOICE_HISTORY_VIEW), oldest first in each list. */
export interface TripInvoiceHistory {
  /** The `tripReference` the trip's transactions carry. */
  reference: string;
  invoices: TripInvoiceEvent[];
  transactions: TripInvoiceTransaction[];
}
