import type { LivePosition, LiveRouteIssue } from '../../permissions/liveFeeds';
import type { Gate } from '../../permissions/menu';

/** The live map's gate: anyone who may view rides or vehicles (positions are shown within the rides' tenant). */
export const LIVE_MAP_GATE: Gate = [['view', 'rides'], ['view', 'vehicles']];

/** A vehicle on the live map: its latest position on one of the tenant's rides, with that ride. */
export interface LiveVehicle extends LivePosition {
  vehicleNumber: string;
  rideDisplayId: number | null;
  rideStatus: string | null;
}

/** `GET /api/live/vehicles`: the vehicles that reported within `minutes`, latest position each. */
export interface LiveVehicles {
  minutes: number;
  vehicles: LiveVehicle[];
}

export interface OpenRouteIssue extends LiveRouteIssue {
  rideDisplayId: number;
}

/** `GET /api/live/route-issues`: the tenant's open route issues, newest first, at most MAX_OPEN_ISSUES. */
export interface OpenRouteIssues {
  issues: OpenRouteIssue[];
}

export const MAX_OPEN_ISSUES = 200;
