import type { LivePosition, LiveRouteIssue } from '../../permissions/liveFeeds';
import type { Gate } from '../../permissions/menu';
import type { StopEta } from '../rides/details';

/** The live map's gate: anyone who may view rides or vehicles (positions are shown within the rides' tenant). */
export const LIVE_MAP_GATE: Gate = [['view', 'rides'], ['view', 'vehicles']];

/** A vehicle on the live map: its latest position on one of the tenant's rides, with that ride. */
export interface LiveVehicle extends LivePosition {
  vehicleNumber: string;
  rideDisplayId: number | null;
  rideStatus: string | null;
  /** The ride's driver and run, for those who may view rides; null otherwise or when there is none. */
  driverName: string | null;
  runNumber: string | null;
  /** The ride's next stop and when its bus is predicted there (feed `ride-next-stops`), for those who may view rides. */
  nextStop: StopEta | null;
}

/** `GET /api/live/vehicles`: the vehicles that reported within `minutes`, latest position each. */
export interface LiveVehicles {
  minutes: number;
  vehicles: LiveVehicle[];
}

/**
 * `GET /api/live/area`: where the user's operation is, the bounds of the yards and campuses they
 * see: the live map opens on it rather than on every vehicle the account has. Null without any.
 */
export interface LiveArea {
  bounds: { south: number; west: number; north: number; east: number } | null;
}

export interface OpenRouteIssue extends LiveRouteIssue {
  rideDisplayId: number;
}

/** `GET /api/live/route-issues`: the tenant's open route issues, newest first, at most MAX_OPEN_ISSUES. */
export interface OpenRouteIssues {
  issues: OpenRouteIssue[];
}

export const MAX_OPEN_ISSUES = 200;
