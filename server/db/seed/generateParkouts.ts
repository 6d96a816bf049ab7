import type { Insertable } from 'kysely';
import type { ParkoutEventsTable, ParkoutsTable } from '../schema';
import { addDays } from './calendar';
import type { Organisation } from './generateOrganisation';
import { DEMO_DISTRICTS } from './operation';
import { distanceMeters, pointNear, round6, streetAddress } from './places';
import type { SeededRandom } from './random';

const PLACES = ['driver_home', 'driver_home', 'driver_home', 'school', 'other'] as const;
const PENDING_PER_VENDOR = 2;
const REASONS = ['Early first pickup near my home', 'Yard closed for resurfacing', 'Field trip departs from the school', 'Shorter deadhead to the first stop'];

/**
 * The vendors' parkouts (DOMAIN.md): about one vehicle in eight kept away from its yard, and the
 * drivers' requests — two per vendor waiting for the office, the others decided. An approved request has become
 * its parkout, as approving one does.
 */
export function generateParkouts(random: SeededRandom, org: Organisation, today: string, now: string) {
  const parkoutEvents: (Insertable<ParkoutEventsTable> & { id: number })[] = [];
  const parkouts: Insertable<ParkoutsTable>[] = [];
  const yards = new Map(org.yards.map((yard) => [yard.id, yard]));
  const driversOf = (vendorId: number) => org.drivers.filter((driver) => driver.vendorId === vendorId);

  const requestsOf = new Map<number, number>();
  for (const vehicle of org.vehicles) {
    // Every vendor's office has a couple of requests waiting; beyond those, one vehicle in eight.
    const waiting = (requestsOf.get(vehicle.vendorId) ?? 0) < PENDING_PER_VENDOR;
    if (!waiting && !random.chance(0.12)) continue;
    const yard = yards.get(vehicle.yardId ?? -1);
    const home = { lat: yard?.lat ?? DEMO_DISTRICTS[0].lat, lng: yard?.lng ?? DEMO_DISTRICTS[0].lng };
    const city = DEMO_DISTRICTS.reduce((best, d) => (distanceMeters(d, home) < distanceMeters(best, home) ? d : best));
    const point = pointNear(random, home, 2000, 10000);
    const startsOn = addDays(today, random.int(-60, 7));
    const placement = {
      vendorId: vehicle.vendorId, yardId: vehicle.yardId ?? null, vehicleId: vehicle.id, driverId: random.pick(driversOf(vehicle.vendorId)).id,
      place: random.pick(PLACES), address: streetAddress(random, city), lat: round6(point.lat), lng: round6(point.lng),
      startsOn, endsOn: random.chance(0.5) ? addDays(startsOn, random.int(5, 90)) : null,
    };
    const stamp = { createdAt: now, updatedAt: now };
    const status = waiting ? 'requested' : random.pick(['approved', 'approved', 'rejected'] as const);
    if (!waiting && random.chance(0.3)) {
      // A parkout the office set up directly, without a request.
      parkouts.push({ ...placement, notes: null, status: startsOn < today && random.chance(0.2) ? 'ended' : 'active', requestId: null, ...stamp });
      continue;
    }
    const id = parkoutEvents.length + 1;
    requestsOf.set(vehicle.vendorId, (requestsOf.get(vehicle.vendorId) ?? 0) + 1);
    const decided = status !== 'requested';
    parkoutEvents.push({ id, ...placement, reason: random.pick(REASONS), status, decidedAt: decided ? now : null, decidedByUserId: null, ...stamp });
    if (status === 'approved') parkouts.push({ ...placement, notes: null, status: 'active', requestId: id, ...stamp });
  }
  return { parkoutEvents, parkouts };
}
