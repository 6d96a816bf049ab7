import type { Generated } from 'kysely';
import type { RecordColumns } from './operations';

/** A district's request for service for a student or a program, from submitted to scheduled on a run. */
export interface TransportationRequestsTable extends RecordColumns {
  districtId: number;
  campusId: number;
  programId: number | null;
  studentId: number | null;
  studentName: string;
  grade: string | null;
  /** new_enrollment, address_change, program_placement, temporary_need */
  requestType: string;
  address: string;
  lat: number | null;
  lng: number | null;
  /** 1 when a person placed the point for the address (migration 0024). */
  locationVerified: Generated<number>;
  wheelchair: Generated<number | null>;
  monitorRequired: Generated<number | null>;
  carSeat: Generated<number | null>;
  needsNotes: string | null;
  requestedStartDate: string;
  /** submitted, approved, declined, scheduled */
  status: Generated<string>;
  decisionNote: string | null;
  reviewedAt: string | null;
  reviewedByUserId: number | null;
  routeId: number | null;
  scheduledAt: string | null;
  scheduledByUserId: number | null;
}
