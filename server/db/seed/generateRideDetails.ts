import polyline from '@mapbox/polyline';
import type { Insertable } from 'kysely';
import type { PositionsTable, RideDriverFeesTable, RideEventsTable, RideVendorAssignmentsTable, RidesTable, RouteIssuesTable, RoutesTable, VehicleInspectionsTable } from '../schema';
import { DEMO_DISTRICTS, DEMO_VENDORS } from './operation';
import { round6 } from './places';
import type { SeededRandom } from './random';

type RideRow = Insertable<RidesTable> & { id: number };
type RunRow = Insertable<RoutesTable> & { id: number };

/** Everything a day of rides leaves behind besides the rides themselves. */
export interface RideDetails {
  rideEvents: Insertable<RideEventsTable>[];
  rideVendorAssignments: Insertable<RideVendorAssignmentsTable>[];
  rideDriverFees: Insertable<RideDriverFeesTable>[];
  positions: Insertable<PositionsTable>[];
  routeIssues: Insertable<RouteIssuesTable>[];
  vehicleInspections: Insertable<VehicleInspectionsTable>[];
}

export interface RideDetailsWindow {
  /** Completed rides from this date on keep their GPS trace (older traces are pruned in a real operation). */
  tracesFrom: string;
  /** Completed rides from this date on have an end-of-ride inspection. */
  inspectionsFrom: string;
  now: string;
}

/** The fee a driver earns for a ride: a base, then by distance and by time (DOMAIN.md "driver fee"). */
export const DRIVER_FEE = { baseCents: 4500, centsPerKm: 100, centsPerMinute: 25 } as const;

const TRACE_POINTS = 60;
const DEFECTS = ['Left mirror loose', 'Seat 12 torn', 'Stop arm slow to extend', 'Interior light out', 'Wheelchair lift rattles', 'First-aid kit incomplete'];
const REASSIGN_REASONS = ['Vendor capacity', 'Driver shortage', 'Contract change', 'District request'];

const vendorsServing = new Map(DEMO_DISTRICTS.map((district, index) => [
  index + 1,
  DEMO_VENDORS.flatMap((vendor, vendorIndex) => ((vendor.districts as readonly string[]).includes(district.code) ? [vendorIndex + 1] : [])),
]));

const minutesBetween = (from: string, to: string) => Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
const shift = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/**
 * The history, vendor assignments, driver fee, GPS trace, route issues and end-of-ride inspection of
 * a day's rides, consistent with the rides (a late ride has a late issue, a substitute bus an
 * assignment event). Uses its own random stream so that the rides stay what they were.
 */
export function generateRideDetails(random: SeededRandom, rides: RideRow[], runs: Map<number, RunRow>, window: RideDetailsWindow): RideDetails {
  const details: RideDetails = { rideEvents: [], rideVendorAssignments: [], rideDriverFees: [], positions: [], routeIssues: [], vehicleInspections: [] };
  for (const ride of rides) {
    const run = runs.get(ride.routeId)!;
    const created = shift(`${ride.rideDate}T12:00:00.000Z`, -14 * 24 * 60);
    const event = (at: string, kind: string, data: Record<string, unknown> = {}) =>
      details.rideEvents.push({ rideId: ride.id, at, kind, actorUserId: null, details: JSON.stringify(data) });

    event(created, 'created', { routeId: ride.routeId });
    if (ride.vendorId) assignVendors(random, ride, created, details, event);
    if (ride.vehicleId) event(shift(created, 5), 'vehicle_assigned', { to: ride.vehicleId });
    if (ride.driverId) event(shift(created, 5), 'driver_assigned', { to: ride.driverId });
    details.rideDriverFees.push(driverFee(random, ride, run));

    if (ride.status === 'assigned' && ride.scheduledStart < window.now && random.chance(0.05)) {
      details.routeIssues.push(routeIssue(ride, 'late', 'medium', shift(ride.scheduledStart, 6), 'Not started 6 minutes after the scheduled start', null, null));
    }
    if (ride.status === 'cancelled') event(shift(ride.scheduledStart, -random.int(30, 600)), 'status_changed', { from: 'assigned', to: 'cancelled' });
    if (ride.status !== 'completed' || !ride.actualStart || !ride.actualEnd) continue;
    event(ride.actualStart, 'status_changed', { from: 'assigned', to: 'en_route' });
    event(ride.actualEnd, 'status_changed', { from: 'en_route', to: 'completed' });
    const lateMinutes = minutesBetween(ride.scheduledStart, ride.actualStart);
    if (Date.parse(ride.actualStart) - Date.parse(ride.scheduledStart) > 5 * 60_000) {
      details.routeIssues.push(routeIssue(ride, 'late', lateMinutes > 15 ? 'high' : 'medium', ride.actualStart, `Started ${lateMinutes} minutes late`, ride.actualEnd, 'Completed late'));
    } else if (random.chance(0.01)) {
      details.routeIssues.push(routeIssue(ride, random.pick(['missed_stop', 'off_route', 'breakdown']), 'medium', shift(ride.actualStart, 10), null, shift(ride.actualStart, 25), 'Resolved by dispatch'));
    }
    if (ride.vehicleId && ride.rideDate >= window.tracesFrom && run.polyline) details.positions.push(...trace(random, ride, run.polyline));
    if (ride.vehicleId && ride.rideDate >= window.inspectionsFrom) details.vehicleInspections.push(endOfRideInspection(random, ride, window.now));
  }
  return details;
}

function assignVendors(random: SeededRandom, ride: RideRow, created: string, details: RideDetails, event: (at: string, kind: string, data: Record<string, unknown>) => void) {
  const others = (vendorsServing.get(ride.districtId) ?? []).filter((id) => id !== ride.vendorId);
  if (others.length && random.chance(0.05)) {
    const first = random.pick(others);
    const reassigned = shift(created, random.int(60, 6 * 24 * 60));
    details.rideVendorAssignments.push({ rideId: ride.id, vendorId: first, assignedAt: created, unassignedAt: reassigned, assignedByUserId: null, reason: null });
    details.rideVendorAssignments.push({ rideId: ride.id, vendorId: ride.vendorId!, assignedAt: reassigned, unassignedAt: null, assignedByUserId: null, reason: random.pick(REASSIGN_REASONS) });
    event(created, 'vendor_assigned', { to: first });
    event(reassigned, 'vendor_assigned', { from: first, to: ride.vendorId });
    return;
  }
  details.rideVendorAssignments.push({ rideId: ride.id, vendorId: ride.vendorId!, assignedAt: created, unassignedAt: null, assignedByUserId: null, reason: null });
  event(created, 'vendor_assigned', { to: ride.vendorId });
}

/** The fee's parts; the ride's driver_fee_cents is their sum. */
export function driverFee(random: SeededRandom, ride: RideRow, run: RunRow): Insertable<RideDriverFeesTable> {
  const distanceMeters = run.distanceMeters ?? 0;
  const durationMinutes = minutesBetween(ride.actualStart ?? ride.scheduledStart, ride.actualEnd ?? ride.scheduledEnd);
  const adjusted = ride.status === 'completed' && random.chance(0.03);
  return {
    rideId: ride.id, baseCents: DRIVER_FEE.baseCents,
    distanceCents: Math.round((distanceMeters / 1000) * DRIVER_FEE.centsPerKm),
    timeCents: durationMinutes * DRIVER_FEE.centsPerMinute,
    adjustmentsCents: adjusted ? 1500 : 0, adjustmentNote: adjusted ? 'Extra stop requested by dispatch' : null,
    distanceMeters, durationMinutes,
  };
}

export const driverFeeTotal = (fee: Insertable<RideDriverFeesTable>) => fee.baseCents + fee.distanceCents + fee.timeCents + (fee.adjustmentsCents ?? 0);

function routeIssue(ride: RideRow, kind: string, severity: string, detectedAt: string, text: string | null, resolvedAt: string | null, resolution: string | null): Insertable<RouteIssuesTable> {
  return { rideId: ride.id, districtId: ride.districtId, vendorId: ride.vendorId ?? null, kind, severity, detectedAt, details: text, resolvedAt, resolution, createdAt: detectedAt, updatedAt: resolvedAt ?? detectedAt };
}

/** Positions along the run's path from actual start to end, a little GPS noise on each. */
function trace(random: SeededRandom, ride: RideRow, encoded: string): Insertable<PositionsTable>[] {
  const path = polyline.decode(encoded, 6);
  const start = Date.parse(ride.actualStart!);
  const span = Date.parse(ride.actualEnd!) - start;
  const count = Math.min(TRACE_POINTS, Math.max(2, path.length * 4));
  return Array.from({ length: count }, (_, i) => {
    const [lat, lng] = along(path, i / (count - 1));
    return {
      vehicleId: ride.vehicleId!, rideId: ride.id, recordedAt: new Date(start + (span * i) / (count - 1)).toISOString(),
      lat: round6(lat + random.float(-0.00004, 0.00004)), lng: round6(lng + random.float(-0.00004, 0.00004)),
      speedKph: i === 0 || i === count - 1 ? 0 : Math.round(random.float(15, 45)), heading: null,
    };
  });
}

/** The point a fraction of the way along a path (by vertex count: the demo's legs are short). */
function along(path: [number, number][], fraction: number): [number, number] {
  const position = fraction * (path.length - 1);
  const index = Math.min(path.length - 2, Math.floor(position));
  const t = position - index;
  const [a, b] = [path[index], path[index + 1] ?? path[index]];
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

function endOfRideInspection(random: SeededRandom, ride: RideRow, now: string): Insertable<VehicleInspectionsTable> {
  const defects = random.chance(0.12) ? [{ item: random.pick(DEFECTS), note: null }] : [];
  const inspectedAt = shift(ride.actualEnd!, random.int(1, 6));
  return {
    vehicleId: ride.vehicleId!, vendorId: ride.vendorId!, yardId: ride.yardId ?? null, driverId: ride.driverId ?? null, rideId: ride.id,
    kind: 'end_of_ride', inspectedAt, result: defects.length ? 'defects' : 'pass', defects: JSON.stringify(defects),
    odometer: null, notes: random.chance(0.2) ? 'No students left on board.' : null, mechanicUserId: null, assessment: null, assessedAt: null,
    status: defects.length ? 'reported' : 'no_follow_up', districtId: ride.districtId, campusId: ride.campusId ?? null,
    createdAt: inspectedAt < now ? inspectedAt : now, updatedAt: inspectedAt < now ? inspectedAt : now,
  };
}
