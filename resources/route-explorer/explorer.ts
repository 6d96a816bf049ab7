import type { ExplorerLimits, Violation } from './violations';

/**
 * What the route explorer's API answers (`/api/route-explorer/...`): the districts one may explore,
 * a district's runs, and the selected runs in full — path, stops, students per stop, ride time and,
 * with ROUTE_EXPLORER_VIOLATION_VIEW, the violations and their waivers.
 */
export interface ExplorerDistrict {
  id: number;
  name: string;
}

export interface ExplorerRunSummary {
  id: number;
  number: string;
  direction: string;
  campusName: string | null;
  vendorName: string | null;
  startTime: string;
  endTime: string;
  vehicleType: string;
  stopCount: number;
  studentCount: number;
  /** Violations not waived; null without the code to see them. */
  openViolations: number | null;
  hasDraft: boolean;
}

export interface ExplorerRunList {
  district: ExplorerDistrict;
  /** Where the map opens while no run is ticked. */
  center: { lat: number; lng: number } | null;
  limits: ExplorerLimits & { seats: Readonly<Record<string, number>> };
  runs: ExplorerRunSummary[];
}

export interface ExplorerStop {
  sequence: number;
  lat: number;
  lng: number;
  address: string;
  time: string;
  studentCount: number;
  rideMinutes: number;
}

export interface ExplorerWaiver {
  id: number;
  /** Taking the waiver back names it (`?version=`). */
  version: number;
  reason: string;
  waivedBy: string | null;
  waivedAt: string;
}

export interface ExplorerViolation extends Violation {
  /** The student's name where the portal may know it (not in the vendor portal). */
  studentName: string | null;
  waiver: ExplorerWaiver | null;
}

export interface ExplorerRun extends ExplorerRunSummary {
  version: number;
  polyline: string | null;
  precision: number;
  distanceMeters: number | null;
  longestRideMinutes: number;
  seats: number | null;
  stops: ExplorerStop[];
  violations: ExplorerViolation[] | null;
}

/** Route management: the run as published and its unpublished edit, if any. */
export interface RunManagement {
  run: ExplorerRun;
  draft: RunDraft | null;
}

export interface RunDraft {
  version: number;
  baseVersion: number;
  startTime: string;
  endTime: string;
  stops: ExplorerStop[];
  violations: ExplorerViolation[] | null;
  updatedAt: string;
  updatedBy: string | null;
}

/** An edit of a run: its stops, by their published sequence, in the new order and at the new times. */
export interface RunDraftChange {
  version: number | null;
  stops: { sequence: number; time: string }[];
}

export interface PublishResult {
  routeId: number;
  version: number;
  ridesUpdated: number;
}

export const MAX_SELECTED_RUNS = 20;
