import type { Generated } from 'kysely';
import type { RecordColumns } from './operations';

/** Who took a step of the trip's status flow, and when. */
type Stamps<S extends string> = { [K in S as `${K}At`]: string | null } & { [K in S as `${K}ByUserId`]: number | null };

export interface CharterTripsTable extends RecordColumns, Stamps<'approved' | 'booked' | 'completed' | 'invoiced' | 'cancelled'> {
  districtId: number;
  campusId: number | null;
  vendorId: number | null;
  purpose: string;
  destination: string;
  destinationAddress: string | null;
  departureAt: string;
  returnAt: string;
  passengers: number;
  busesNeeded: number;
  wheelchairPassengers: number | null;
  contactName: string | null;
  contactPhone: string | null;
  itinerary: string | null;
  notes: string | null;
  price: number | null;
  bookingAmount: number | null;
  invoiceNumber: string | null;
  status: string;
}

export interface CharterTripStatusLogTable {
  id: Generated<number>;
  tripId: number;
  fromStatus: string | null;
  toStatus: string;
  transition: string;
  at: string;
  actorUserId: number | null;
  actorName: string | null;
}

export interface TripApprovalStepsTable extends RecordColumns {
  districtId: number;
  stepOrder: number;
  approverKind: string;
  approverName: string;
  approverEmail: string | null;
  notes: string | null;
}

/** One step of a trip's approval signed: the step's approver and the signer as they were then. */
export interface TripApprovalSignoffsTable {
  id: Generated<number>;
  tripId: number;
  stepOrder: number;
  approverName: string;
  userId: number | null;
  signerName: string;
  signedAt: string;
}

/** A trip's tenant columns, copied onto the rows that belong to it. */
interface OfTrip {
  tripId: number;
  districtId: number;
  campusId: number | null;
}

export interface TripApprovalDocumentsTable extends RecordColumns, OfTrip {
  name: string;
  kind: string;
  fileName: string;
  contentType: string;
  sizeBytes: number | null;
  /** The attached file, base64; null when the download is written from the trip. */
  content: string | null;
  uploadedByUserId: number | null;
  uploadedByName: string | null;
  uploadedAt: string;
}

export interface TripRideAssignmentsTable extends RecordColumns, OfTrip {
  vendorId: number;
  vehicleId: number;
  driverId: number | null;
  vehicleNumber: string;
  driverName: string | null;
  startsAt: string;
  endsAt: string;
  notes: string | null;
}
