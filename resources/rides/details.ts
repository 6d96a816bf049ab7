import type { LiveFlaggedCheckpoint, LivePosition, LiveRideChange, LiveRouteIssue } from '../../permissions/liveFeeds';

/**
 * The per-ride outputs of spec 7.3 as the API returns them (`/api/rides/:id/<output>`), shared by
 * the server that answers and the ride drawer that shows them.
 */
export const RIDE_DETAIL_OUTPUTS = ['polyline', 'driver-fee', 'end-of-ride-inspection', 'route-traces', 'history', 'vendor-assignments', 'live', 'manifest', 'etas'] as const;

export interface RideStop {
  sequence: number;
  lat: number;
  lng: number;
  address: string;
  /** HH:MM, local to the district. */
  time: string;
  studentCount: number;
}

/** The run's planned path (Google encoded polyline) and its stops. */
export interface RidePolyline {
  polyline: string | null;
  precision: 5 | 6;
  distanceMeters: number | null;
  stops: RideStop[];
}

export interface RideDriverFee {
  baseCents: number;
  distanceCents: number;
  timeCents: number;
  adjustmentsCents: number;
  adjustmentNote: string | null;
  distanceMeters: number;
  durationMinutes: number;
  totalCents: number;
}

export interface RideEndOfRideInspection {
  id: number;
  inspectedAt: string;
  result: 'pass' | 'defects' | 'fail';
  defects: { item: string; note: string | null }[];
  notes: string | null;
  vehicleId: number;
  vehicleNumber: string | null;
  driverId: number | null;
  driverName: string | null;
}

/** Where one vehicle actually went on the ride, from its positions. */
export interface RideRouteTrace {
  vehicleId: number;
  vehicleNumber: string | null;
  from: string;
  to: string;
  pointCount: number;
  precision: 5 | 6;
  polyline: string;
  /** When each point was recorded, in whole seconds after `from`: what a replay plays back. */
  secondsFromStart: number[];
}

export interface RideHistoryEvent {
  id: number;
  at: string;
  kind: string;
  actorName: string | null;
  /** What changed: `{from, to}` for assignments and status; another vendor shows as null to a vendor. */
  details: Record<string, unknown>;
}

export interface RideVendorAssignment {
  id: number;
  /** null when the vendor is not the caller's (a vendor sees that the ride was elsewhere, not where). */
  vendorId: number | null;
  vendorName: string | null;
  assignedAt: string;
  unassignedAt: string | null;
  reason: string | null;
  assignedByName: string | null;
}

/** The ride as it stands now, for the drawer's live card: then kept current by the ride's live feeds. */
export interface RideLive {
  ride: LiveRideChange;
  /** The vehicle's latest recorded position on this ride. */
  position: LivePosition | null;
  openIssues: LiveRouteIssue[];
  /** Stops flagged on this ride, newest first. */
  flaggedCheckpoints: LiveFlaggedCheckpoint[];
}

/** A student on a ride's manifest: assigned to it, or scanned on it (a wrong bus). */
export interface ManifestStudent {
  studentId: number;
  name: string;
  /** on_board: last scanned getting on; alighted: last scanned getting off; expected: assigned, not scanned yet. */
  status: 'on_board' | 'alighted' | 'expected';
  /** Whether the student is assigned to this ride's run that day. */
  assigned: boolean;
  /** The stop of the student's assignment; null for a student not assigned to the run. */
  stopSequence: number | null;
  boardedAt: string | null;
  alightedAt: string | null;
}

/**
 * Who is on a ride's bus, from its badge scans (`/api/rides/:id/manifest`, feed `ride-manifest`).
 * `students` is null for those who may not view students: they see the counts.
 */
export interface RideManifest {
  rideId: number;
  counts: {
    /** Students assigned to the ride's run that day. */
    expected: number;
    onBoard: number;
    /** Students scanned getting on at least once. */
    boarded: number;
    /** Students whose last scan was getting off. */
    alighted: number;
    /** Assigned students not scanned getting on. */
    notBoarded: number;
    /** Badges scanned that no student holds. */
    unknownBadges: number;
  };
  students: ManifestStudent[] | null;
}

/** A student on board in an emergency manifest; the guardians only for those who may see them. */
export interface EmergencyManifestStudent {
  studentId: number;
  name: string | null;
  grade: string | null;
  boardedAt: string;
  /** The stop of the student's assignment on the ride they boarded, when they have one. */
  stopSequence: number | null;
  guardians: { name: string; relationship: string | null; phone: string | null; otherPhone: string | null }[] | null;
}

/**
 * Who is on a vehicle now (`/api/vehicles/:id/manifest`, and `.pdf` to print): every student whose
 * last scan on it in the past hours was getting on, whatever ride that was. Names and guardians are
 * left out (null) for those who may not see them.
 */
export interface EmergencyManifest {
  vehicleId: number;
  vehicleNumber: string;
  at: string;
  ride: { id: number; displayId: number; routeNumber: string | null; status: string; driverName: string | null } | null;
  onBoard: EmergencyManifestStudent[];
}

/** A stop ahead of an en-route ride, when its bus is predicted there and when it was due. */
export interface StopEta {
  sequence: number;
  address: string;
  predictedAt: string;
  scheduledAt: string;
  /** Positive: predicted after the stop's time. */
  delaySeconds: number;
}

/**
 * The predicted arrivals at the stops ahead of a ride (`/api/rides/:id/etas`, feed `ride-etas`),
 * worked out at `at` (null with no stop ahead or no position yet).
 */
export interface RideEtas {
  rideId: number;
  at: string | null;
  stops: StopEta[];
}
