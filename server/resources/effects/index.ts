import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Row } from '../recordCodec';
import type { LiveRideChange } from '../../../permissions/liveFeeds';
import { TENANT_COLUMNS } from '../../../permissions/tenantScopes';
import type { LiveHub } from '../../realtime/liveHub';
import { takeUnsafeVehicleOutOfService } from './inspectionAssessment';
import { moveDriverRecords, rewarnDocuments } from './driverRecords';
import { applyCharterTripChange, keepRanTripBuses } from './charterTrips';
import { createApprovedParkout } from './parkoutApproval';
import { recordRideHistory } from './rideHistory';
import { checkTransportationRequest } from './transportationRequestChecks';
import { WORK_AND_MONEY_EFFECTS } from './workAndMoney';

/** One write through the CRUD API, as its side effects see it (stored columns, before and after). */
export interface RecordChange {
  before: Row | null;
  after: Row | null;
  /** null for changes the system makes (a GPS position starting a ride). */
  actorUserId: number | null;
  at: string;
  /** The status-flow step that made the change, when one did (`approve`, `reject`…). */
  transition?: string;
  /** What the caller said about the change beyond its columns (a cancellation's reason). */
  note?: Record<string, unknown>;
}

export type WriteEffect = (db: Kysely<Database>, change: RecordChange) => Promise<Row | void>;

/**
 * What else a write to an entity must record, run inside the write's transaction. Keyed by
 * resource name; an entity without effects has no entry. An effect that sets columns of the written
 * row itself (hours worked, an amount) returns them, so that the answer shows them; one that throws
 * an HttpError refuses the whole write.
 */
export const WRITE_EFFECTS: Partial<Record<string, WriteEffect>> = {
  rides: recordRideHistory,
  'parkout-requests': createApprovedParkout,
  'vehicle-inspections': takeUnsafeVehicleOutOfService,
  'end-of-day-inspections': takeUnsafeVehicleOutOfService,
  'end-of-ride-inspections': takeUnsafeVehicleOutOfService,
  'transportation-requests': checkTransportationRequest,
  drivers: moveDriverRecords,
  'driver-document-types': rewarnDocuments,
  'charter-trips': applyCharterTripChange,
  'trip-ride-assignments': keepRanTripBuses,
  ...WORK_AND_MONEY_EFFECTS,
};

/**
 * What live sockets hear of a committed write, by resource name (spec 7.7): published only after the
 * transaction commits, so that nobody sees a change that was rolled back.
 */
export const LIVE_PUBLISHERS: Partial<Record<string, (hub: LiveHub, after: Row) => void>> = {
  rides: (hub, after) => hub.publishRideChange(rideChangeOf(after), after, TENANT_COLUMNS.rides!),
  dbr: (hub, after) => hub.publishToTenants('dbr-list', TENANT_COLUMNS['driver-bus-reports']!, after, { id: after.id as number, status: after.status as string, version: after.version as number }),
};

export function rideChangeOf(row: Row): LiveRideChange {
  return {
    rideId: row.id as number, displayId: row.displayId as number, status: row.status as string, actualStart: (row.actualStart as string | null) ?? null, actualEnd: (row.actualEnd as string | null) ?? null,
    vehicleId: (row.vehicleId as number | null) ?? null, driverId: (row.driverId as number | null) ?? null, version: row.version as number,
  };
}
