import type { Generated } from 'kysely';
import type { RecordColumns } from './operations';

/** Who decided a request or an entry, and when. */
interface Decided {
  decidedByUserId: number | null;
  decidedByName: string | null;
  decidedAt: string | null;
}

/** Who asked, and where the request stands. */
interface Requested {
  requestedByUserId: number | null;
  requestedByName: string | null;
  status: Generated<string>;
}

export interface TimesheetEntriesTable extends RecordColumns, Decided {
  vendorId: number;
  yardId: number | null;
  driverId: number | null;
  monitorId: number | null;
  workDate: string;
  startTime: string;
  endTime: string;
  activityType: string;
  hours: number;
  notes: string | null;
  source: string;
  uploadId: string | null;
  status: Generated<string>;
}

export interface AccountingTransactionsTable extends RecordColumns {
  number: string;
  vendorId: number;
  districtId: number;
  rideId: number | null;
  tripReference: string | null;
  periodStart: string;
  periodEnd: string;
  itemsTotalCents: number;
  adjustmentCents: number;
  amountCents: number;
  status: Generated<string>;
  notes: string | null;
  refreshedAt: string | null;
  approvedAt: string | null;
  approvedByUserId: number | null;
  invoicedAt: string | null;
  invoicedByUserId: number | null;
  paidAt: string | null;
  paidByUserId: number | null;
}

export interface AccountingTransactionItemsTable extends RecordColumns {
  transactionId: number;
  vendorId: number;
  districtId: number;
  routeId: number | null;
  kind: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  itemStatus: Generated<string>;
}

export interface RouteGroupChangeRequestsTable extends RecordColumns, Requested, Decided {
  routeGroupId: number;
  districtId: number;
  vendorId: number | null;
  campusId: number | null;
  kind: string;
  description: string;
  proposedChanges: string | null;
}

export interface StudentChangeRequestsTable extends RecordColumns, Requested, Decided {
  studentId: number;
  districtId: number;
  campusId: number | null;
  kind: string;
  payload: string | null;
  effectiveDate: string;
}

export interface StudentRfidBadgesTable extends RecordColumns {
  studentId: number;
  districtId: number;
  campusId: number | null;
  code: string;
  orderNumber: string | null;
  status: Generated<string>;
  activatedAt: string | null;
  activatedByUserId: number | null;
  lostAt: string | null;
  lostByUserId: number | null;
}

export interface RouteNotificationsTable extends RecordColumns {
  districtId: number;
  campusId: number | null;
  audience: string;
  routeId: number | null;
  routeGroupId: number | null;
  subject: string;
  body: string;
  status: Generated<string>;
  recipientCount: number;
  sentByUserId: number | null;
  sentByName: string | null;
  sentAt: string | null;
}
