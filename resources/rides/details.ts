import type { LiveFlaggedCheckpoint, LivePosition, LiveRideChange, LiveRouteIssue } from '../../permissions/liveFeeds';

/**
 * The per-ride outputs of spec 7.3 as the API returns them (`/api/rides/:id/<output>`), shared by
 * the server that answers and the ride drawer that shows them.
 */
export const RIDE_DETAIL_OUTPUTS = ['polyline', 'driver-fee', 'end-of-ride-inspection', 'route-traces', 'history', 'vendor-assignments', 'live'] as const;

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
