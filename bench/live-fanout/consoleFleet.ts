import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { DemoSize } from '../../server/db/seed/operation';
import type { VehicleRef } from './protocol';

/** A vehicle of the fleet with the row the ingest would publish it under (server/telematics/ingest.ts). */
export interface FleetVehicle extends VehicleRef {
  tenantRow: Record<string, unknown>;
}

/**
 * A demo operation of the demo's shape with `vehicles` vehicles and about two runs (an AM/PM pair)
 * per vehicle, so that nearly every vehicle drives a ride as it would when it reports; one day of
 * history either side keeps the seed to seconds.
 */
export function fleetDemoSize(vehicles: number): DemoSize {
  return { vehicles, drivers: vehicles, monitors: Math.ceil(vehicles / 30), students: vehicles * 2, runs: vehicles * 2, pastSchoolDays: 1, futureSchoolDays: 1 };
}

/**
 * The first `count` vehicles, each with the ride of its that starts nearest to now: the ride's tenant
 * columns (vendor, yard, district, campus) decide who sees its positions, as in the ingest. A vehicle
 * without a ride is published under its own vendor and yard, as the ingest does.
 */
export async function fleetOf(db: Kysely<Database>, count: number): Promise<FleetVehicle[]> {
  const vehicles = await db.selectFrom('vehicles').select(['id', 'vendorId', 'yardId']).orderBy('id').limit(count).execute();
  if (vehicles.length < count) throw new Error(`The demo holds ${vehicles.length} vehicles; ${count} are to report.`);
  const rides = await db.selectFrom('rides').select(['id', 'vehicleId', 'vendorId', 'yardId', 'districtId', 'campusId', 'scheduledStart'])
    .where('vehicleId', 'is not', null).execute();
  const now = Date.now();
  const nearest = new Map<number, (typeof rides)[number]>();
  for (const ride of rides) {
    const known = nearest.get(ride.vehicleId!);
    const distance = (start: string) => Math.abs(Date.parse(start) - now);
    if (!known || distance(ride.scheduledStart) < distance(known.scheduledStart)) nearest.set(ride.vehicleId!, ride);
  }
  return vehicles.map((vehicle) => {
    const ride = nearest.get(vehicle.id);
    return ride
      ? { vehicleId: vehicle.id, rideId: ride.id, tenantRow: { vendorId: ride.vendorId, yardId: ride.yardId, districtId: ride.districtId, campusId: ride.campusId } }
      : { vehicleId: vehicle.id, rideId: null, tenantRow: { vendorId: vehicle.vendorId, yardId: vehicle.yardId } };
  });
}
