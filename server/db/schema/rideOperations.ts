import type { Generated } from 'kysely';
import type { RecordColumns } from './operations';

export interface RideEventsTable {
  id: Generated<number>;
  rideId: number;
  at: string;
  /** created, vendor_assigned, vehicle_assigned, driver_assigned, monitor_assigned, status_changed, tags_changed… */
  kind: string;
  actorUserId: number | null;
  /** JSON object: what changed, from and to. */
  details: Generated<string>;
}

export interface RideVendorAssignmentsTable {
  id: Generated<number>;
  rideId: number;
  vendorId: number;
  assignedAt: string;
  unassignedAt: string | null;
  assignedByUserId: number | null;
  reason: string | null;
}

export interface RideDriverFeesTable {
  rideId: number;
  baseCents: number;
  distanceCents: number;
  timeCents: number;
  adjustmentsCents: Generated<number>;
  distanceMeters: number;
  durationMinutes: number;
  adjustmentNote: string | null;
}

export interface PositionsTable {
  id: Generated<number>;
  vehicleId: number;
  rideId: number | null;
  recordedAt: string;
  lat: number;
  lng: number;
  speedKph: number | null;
  heading: number | null;
}

/** A badge read on a bus (board or alight), as its device sent it, with the ride and student it was matched to. */
export interface StudentScansTable {
  id: Generated<number>;
  vehicleId: number;
  scanId: string;
  badge: string;
  kind: string;
  recordedAt: string;
  lat: number | null;
  lng: number | null;
  receivedAt: string;
  rideId: number | null;
  studentId: number | null;
  districtId: number | null;
  campusId: number | null;
  vendorId: number | null;
  yardId: number | null;
}

export interface RouteIssuesTable extends RecordColumns {
  rideId: number;
  districtId: number;
  vendorId: number | null;
  kind: string;
  severity: string;
  detectedAt: string;
  details: string | null;
  resolvedAt: string | null;
  resolution: string | null;
  /** The student a ridership alert is about; null for the ride's own issues (late, off route). */
  studentId: number | null;
}

export interface VehicleInspectionsTable extends RecordColumns {
  vehicleId: number;
  vendorId: number;
  yardId: number | null;
  driverId: number | null;
  rideId: number | null;
  /** pre_trip, post_trip, end_of_day, end_of_ride */
  kind: string;
  inspectedAt: string;
  /** pass, defects, fail */
  result: string;
  /** JSON list of {item, note}. */
  defects: Generated<string>;
  odometer: number | null;
  notes: string | null;
  mechanicUserId: number | null;
  assessment: string | null;
  assessedAt: string | null;
  /** no_follow_up, reported, mechanic_assigned, repaired, out_of_service, no_defect */
  status: Generated<string>;
  mechanicName: string | null;
  mechanicAssignedAt: string | null;
  mechanicAssignedByUserId: number | null;
  assessedByUserId: number | null;
  /** The ride's district and campus, for end-of-ride inspections. */
  districtId: number | null;
  campusId: number | null;
}

export interface TelematicsDevicesTable {
  id: Generated<number>;
  vehicleId: number;
  tokenHash: string;
  createdAt: Generated<string>;
  lastSeenAt: string | null;
}

export interface FlaggedCheckpointsTable {
  id: Generated<number>;
  rideId: number;
  stopSequence: number;
  flaggedAt: string;
  /** driver or system */
  source: string;
  reason: string;
  resolvedAt: string | null;
}
