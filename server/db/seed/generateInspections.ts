import type { Insertable } from 'kysely';
import type { VehicleInspectionsTable } from '../schema';
import { zonedToUtcIso } from './calendar';
import type { Organisation } from './generateOrganisation';
import type { Routing } from './generateRouting';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { SeededRandom } from './random';

/** What a driver writes up before leaving the yard and when parking for the night. */
const DEFECTS: Record<'pre_trip' | 'end_of_day', readonly (readonly [string, string | null])[]> = {
  pre_trip: [['Brakes', 'Soft pedal at the yard check'], ['Tires', 'Right rear inner tire low'], ['Stop arm', 'Slow to extend'], ['Mirrors', 'Left crossview mirror loose'],
    ['Lights', 'Amber warning light out, front left'], ['Emergency exit', 'Rear door buzzer silent'], ['Horn', null], ['Wipers', 'Streaking on the driver side']],
  end_of_day: [['Seats', 'Seat 14 cover torn'], ['Fluid leak', 'Drip under the engine after parking'], ['Interior lights', 'Two dome lights out'], ['First-aid kit', 'Gauze used up'],
    ['Wheelchair lift', 'Rattles when stowed'], ['Fire extinguisher', 'Gauge in the red'], ['Windows', 'Window at seat 9 will not latch']],
};
/** Failed inspections take turns through the shop's states, so every step has work waiting in every vendor. */
const FOLLOW_UP = ['reported', 'mechanic_assigned', 'repaired', 'reported', 'out_of_service', 'mechanic_assigned', 'no_defect'] as const;
const FINDINGS = {
  repaired: ['Adjusted and tested; back in service.', 'Part replaced from yard stock.', 'Fixed on the line before the next run.'],
  out_of_service: ['Needs a part on order; vehicle kept in the yard.', 'Unsafe to drive until the brake job is done.', 'Sent to the dealer for repair.'],
  no_defect: ['Checked with the driver; works as it should.', 'Could not reproduce; within limits.'],
} as const;
const DRIVER_NOTES = ['Told the yard supervisor before leaving.', 'Took the spare bus for the morning runs.', 'Written up on the paper form too.'];
const FAIL_SHARE = 0.08;
/** Each vendor has at least this many failed inspections of each kind, however small the demo. */
const MIN_FAILED = 7;

const later = (iso: string, minutes: number, cap: string) => {
  const at = new Date(Date.parse(iso) + minutes * 60_000).toISOString();
  return at < cap ? at : cap;
};

/** A vehicle's checks of a day: before leaving, after the morning runs for one vehicle in three, and when parked for the night. */
function checksOf(random: SeededRandom, vehicleId: number) {
  const minutes = (hour: string, upTo: number) => `${hour}:${String(random.int(0, upTo)).padStart(2, '0')}`;
  return [
    { kind: 'pre_trip', time: minutes('06', 35), miles: 60 },
    ...(vehicleId % 3 === 0 ? [{ kind: 'post_trip', time: minutes('09', 40), miles: 35 }] : []),
    { kind: 'end_of_day', time: minutes('17', 45), miles: 0 },
  ] as const;
}

/**
 * Pre-trip, post-trip and end-of-day inspections of every vehicle that runs, by its usual driver, for the
 * recent school days (DOMAIN.md "vehicle inspections"); about one in twelve fails with defects, and
 * the failed ones stand at every step of the shop's follow-up.
 */
export function generateInspections(random: SeededRandom, org: Organisation, routing: Routing, days: string[], now: string): Insertable<VehicleInspectionsTable>[] {
  const timezoneOf = new Map(org.districts.map((district) => [district.id, district.timezone]));
  const runOf = new Map<number, { driverId: number; timezone: string }>();
  for (const run of routing.routes) {
    const crew = routing.crews.get(run.id);
    if (crew && !runOf.has(crew.vehicleId)) runOf.set(crew.vehicleId, { driverId: crew.driverId, timezone: timezoneOf.get(run.districtId)! });
  }
  const mechanics = new Map(org.vendors.map((vendor) => [vendor.id, [0, 1, 2].map(() => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`)]));
  const failed = new Map<string, number>();
  const rows: Insertable<VehicleInspectionsTable>[] = [];
  [...days].reverse().forEach((day, daysBack) => {
    for (const vehicle of org.vehicles) {
      const run = runOf.get(vehicle.id);
      if (!run) continue;
      const mileage = (vehicle.odometer ?? 60_000) - daysBack * random.int(55, 90);
      for (const { kind, time, miles } of checksOf(random, vehicle.id)) {
        const inspectedAt = zonedToUtcIso(day, time, run.timezone);
        if (inspectedAt > now) continue;
        // Pre-trip and post-trip checks share one section, and so one share of the failures.
        const key = `${vehicle.vendorId}|${kind === 'end_of_day' ? kind : 'vehicle'}`;
        const count = failed.get(key) ?? 0;
        const fails = random.chance(FAIL_SHARE) || (count < MIN_FAILED && random.chance(0.5));
        const base = {
          vehicleId: vehicle.id, vendorId: vehicle.vendorId, yardId: vehicle.yardId ?? null, driverId: run.driverId, rideId: null, kind, inspectedAt,
          odometer: mileage - miles, mechanicUserId: null, createdAt: inspectedAt, updatedAt: inspectedAt,
        };
        if (!fails) {
          rows.push({ ...base, result: 'pass', defects: '[]', notes: null, status: 'no_follow_up', assessment: null, assessedAt: null });
          continue;
        }
        failed.set(key, count + 1);
        const found = DEFECTS[kind === 'end_of_day' ? kind : 'pre_trip'];
        const defects = [...new Set(Array.from({ length: random.int(1, 2) }, () => random.pick(found)))].map(([item, note]) => ({ item, note }));
        const status = FOLLOW_UP[count % FOLLOW_UP.length];
        const assigned = status !== 'reported';
        const assessed = status === 'repaired' || status === 'out_of_service' || status === 'no_defect';
        rows.push({
          ...base, result: random.chance(0.3) ? 'fail' : 'defects', defects: JSON.stringify(defects), notes: random.chance(0.4) ? random.pick(DRIVER_NOTES) : null, status,
          mechanicName: assigned ? random.pick(mechanics.get(vehicle.vendorId)!) : null, mechanicAssignedAt: assigned ? later(inspectedAt, random.int(20, 120), now) : null,
          assessment: assessed ? random.pick(FINDINGS[status]) : null, assessedAt: assessed ? later(inspectedAt, random.int(150, 600), now) : null,
        });
      }
    }
  });
  return rows;
}
