import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RIDE_WINDOW_AFTER_MS, RIDE_WINDOW_BEFORE_MS } from './ingest';

export const SCAN_KINDS = ['board', 'alight'] as const;

/** A badge read as a bus's reader sends it; `scanId` is the device's own, unique on that device. */
export interface DeviceScan {
  scanId: string;
  recordedAt: string;
  badge: string;
  kind: (typeof SCAN_KINDS)[number];
  lat?: number | null;
  lng?: number | null;
}

export interface ScanOutcome {
  /** Scans stored now. */
  accepted: number;
  /** Scans this device had sent before (same scan id): stored once, not again. */
  duplicates: number;
  /** Badges of stored scans that no active badge holds: kept, for the office to look into. */
  unknownBadges: string[];
  /** Stored scans read when the vehicle had no ride. */
  withoutRide: number;
}

/** What a batch stored, and the rides its new scans were matched to (whose manifests changed). */
export interface StoredScans {
  outcome: ScanOutcome;
  rideIds: number[];
}

interface RideAt {
  id: number;
  scheduledStart: string;
  scheduledEnd: string;
  districtId: number;
  campusId: number | null;
  vendorId: number | null;
  yardId: number | null;
}

/**
 * One device's batch of badge scans, in whatever order and however late they come (a tablet that was
 * offline sends its morning at noon): each matched to the vehicle's ride at the scan's own time and
 * to the student whose active badge it is, and stored once per scan id. Nothing is dropped: a badge
 * no student holds is stored and reported.
 */
export async function ingestScans(db: Kysely<Database>, vehicleId: number, scans: DeviceScan[]): Promise<StoredScans> {
  const vehicle = await db.selectFrom('vehicles').select(['vendorId', 'yardId']).where('id', '=', vehicleId).executeTakeFirstOrThrow();
  const times = scans.map(({ recordedAt }) => Date.parse(recordedAt));
  const rides = await ridesAround(db, vehicleId, Math.min(...times), Math.max(...times));
  const badges = [...new Set(scans.map(({ badge }) => badge))];
  const holders = new Map((await db.selectFrom('studentRfidBadges').select(['code', 'studentId']).where('status', '=', 'active').where('code', 'in', badges).execute())
    .map(({ code, studentId }) => [code, studentId]));
  const receivedAt = new Date().toISOString();
  const rows = scans.map((scan, index) => {
    const ride = rideAt(rides, times[index]);
    return {
      vehicleId, scanId: scan.scanId, badge: scan.badge, kind: scan.kind, recordedAt: new Date(times[index]).toISOString(),
      lat: scan.lat ?? null, lng: scan.lng ?? null, receivedAt,
      rideId: ride?.id ?? null, studentId: holders.get(scan.badge) ?? null,
      districtId: ride?.districtId ?? null, campusId: ride?.campusId ?? null,
      vendorId: ride ? ride.vendorId : vehicle.vendorId, yardId: ride ? ride.yardId : vehicle.yardId,
    };
  });
  // A scan id sent twice in one batch is one scan, as across batches.
  const unique = rows.filter((row, index) => rows.findIndex((other) => other.scanId === row.scanId) === index);
  // One statement: all of the batch's new scans or none; those the device had sent before are left as they were.
  const added = new Set((await db.insertInto('studentScans').values(unique).onConflict((conflict) => conflict.columns(['vehicleId', 'scanId']).doNothing())
    .returning('scanId').execute()).map(({ scanId }) => scanId));
  const stored = unique.filter((row) => added.has(row.scanId));
  return {
    outcome: {
      accepted: stored.length,
      duplicates: scans.length - stored.length,
      unknownBadges: [...new Set(stored.filter((row) => row.studentId === null).map((row) => row.badge))],
      withoutRide: stored.filter((row) => row.rideId === null).length,
    },
    rideIds: [...new Set(stored.flatMap((row) => (row.rideId === null ? [] : [row.rideId])))],
  };
}

/** The vehicle's rides whose window (RIDE_WINDOW_BEFORE_MS before its start to RIDE_WINDOW_AFTER_MS after its end) meets the span of the scans. */
function ridesAround(db: Kysely<Database>, vehicleId: number, from: number, until: number): Promise<RideAt[]> {
  return db.selectFrom('rides').select(['id', 'scheduledStart', 'scheduledEnd', 'districtId', 'campusId', 'vendorId', 'yardId'])
    .where('vehicleId', '=', vehicleId).where('status', '<>', 'cancelled')
    .where('scheduledStart', '<=', new Date(until + RIDE_WINDOW_BEFORE_MS).toISOString())
    .where('scheduledEnd', '>=', new Date(from - RIDE_WINDOW_AFTER_MS).toISOString())
    .orderBy('scheduledStart').execute() as Promise<RideAt[]>;
}

/** The ride a scan at `time` belongs to: one running then, or else the nearest whose window holds it. */
function rideAt(rides: RideAt[], time: number): RideAt | undefined {
  const distance = (ride: RideAt) => Math.max(0, Date.parse(ride.scheduledStart) - time, time - Date.parse(ride.scheduledEnd));
  const inWindow = rides.filter((ride) => time >= Date.parse(ride.scheduledStart) - RIDE_WINDOW_BEFORE_MS && time <= Date.parse(ride.scheduledEnd) + RIDE_WINDOW_AFTER_MS);
  return inWindow.sort((a, b) => distance(a) - distance(b))[0];
}
