import type { Flag, RecordColumns } from './operations';

export interface StandbyConfigurationsTable extends RecordColumns {
  vendorId: number;
  yardId: number;
  dayStartsAt: string;
  /** JSON list of { startsAt, endsAt, driversNeeded }. */
  windows: string;
  updatedByUserId: number | null;
}

export interface DriverDocumentSettingsTable extends RecordColumns {
  vendorId: number;
  typeCode: string;
  required: Flag;
  warningDays: number;
  updatedByUserId: number | null;
}

export interface RouteExplorerLimitsTable extends RecordColumns {
  districtId: number;
  maxRideMinutes: number;
  maxWalkMeters: number;
}

export interface RouteViolationWaiversTable extends RecordColumns {
  routeId: number;
  districtId: number;
  violationKey: string;
  reason: string;
  waivedByUserId: number | null;
  waivedAt: string;
}

export interface RouteExplorerDraftsTable extends RecordColumns {
  routeId: number;
  districtId: number;
  /** The run's stops (as in `routes.stops`) in their new order, with their new times. */
  stops: string;
  startTime: string;
  endTime: string;
  /** The run's version the draft was started from: publishing refuses a run changed since. */
  baseVersion: number;
  updatedByUserId: number | null;
}
