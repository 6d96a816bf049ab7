import type { Insertable } from 'kysely';
import type { RidesTable } from '../schema';
import { zonedToUtcIso } from './calendar';
import type { Organisation } from './generateOrganisation';
import type { Routing } from './generateRouting';
import type { SeededRandom } from './random';

type RideRow = Insertable<RidesTable> & { id: number };

const FIRST_DISPLAY_ID = 100001;
const TAGS = ['substitute bus', 'late start', 'combined run', 'field trip conflict'];

/**
 * Rides of every run on every school day, one day at a time so that a million rows never sit in
 * memory at once. Past rides are finished (a few cancelled or late), today's and later ones planned.
 */
export function* generateRides(random: SeededRandom, org: Organisation, routing: Routing, days: string[], today: string, now: string): Generator<RideRow[]> {
  const timezoneOf = new Map(org.districts.map((d) => [d.id, d.timezone]));
  const vehiclesByVendor = groupIds(org.vehicles);
  const driversByVendor = groupIds(org.drivers);
  let id = 0;
  for (const date of days) {
    const batch: RideRow[] = [];
    for (const run of routing.routes) {
      id += 1;
      const crew = routing.crews.get(run.id)!;
      const timezone = timezoneOf.get(run.districtId)!;
      const scheduledStart = zonedToUtcIso(date, run.startTime, timezone);
      const scheduledEnd = zonedToUtcIso(date, run.endTime, timezone);
      const past = date < today;
      const substitute = random.chance(0.04);
      const unassigned = !past && random.chance(date === today ? 0.02 : 0.1);
      const cancelled = random.chance(0.02);
      const lateMinutes = random.chance(0.12) ? random.int(6, 25) : random.int(-3, 4);
      const status = cancelled ? 'cancelled' : past ? 'completed' : unassigned ? 'scheduled' : 'assigned';
      const finished = status === 'completed';
      batch.push({
        id, displayId: FIRST_DISPLAY_ID + id - 1, routeId: run.id, rideDate: date,
        districtId: run.districtId, campusId: run.campusId, vendorId: run.vendorId, yardId: run.yardId,
        vehicleId: unassigned ? null : substitute ? random.pick(vehiclesByVendor.get(run.vendorId!)!) : crew.vehicleId,
        driverId: unassigned ? null : substitute ? random.pick(driversByVendor.get(run.vendorId!)!) : crew.driverId,
        monitorId: crew.monitorId, status, scheduledStart, scheduledEnd,
        actualStart: finished ? shiftMinutes(scheduledStart, lateMinutes) : null,
        actualEnd: finished ? shiftMinutes(scheduledEnd, lateMinutes + random.int(-2, 6)) : null,
        tags: JSON.stringify(substitute ? [TAGS[0]] : random.chance(0.03) ? [random.pick(TAGS)] : []),
        createdAt: now, updatedAt: now,
      });
    }
    yield batch;
  }
}

function shiftMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60000).toISOString();
}

function groupIds(rows: { id: number; vendorId: number }[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.vendorId, [...(groups.get(row.vendorId) ?? []), row.id]);
  return groups;
}
