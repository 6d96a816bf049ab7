import polyline from '@mapbox/polyline';
import type { Insertable } from 'kysely';
import type { RidesTable, RoutesTable, StudentScansTable } from '../schema';
import { round6 } from './places';
import type { SeededRandom } from './random';

type RideRow = Insertable<RidesTable> & { id: number };
type RunRow = Insertable<RoutesTable> & { id: number };

/** Of the students assigned to a ride, about this share rode it (the rest were absent, driven by a parent, ...). */
const RIDES_SHARE = 0.88;
/** Now and then a reader misses a student getting off. */
const ALIGHT_READ_SHARE = 0.98;

export interface ScanInputs {
  /** Each run's students by stop (stopStudentsOf). */
  onStops: ReadonlyMap<number, ReadonlyMap<number, readonly number[]>>;
  /** The active badge of each student who has one. */
  badgeOf: ReadonlyMap<number, string>;
  /** Completed rides from this day on have their badge scans. */
  scansFrom: string;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * The badge scans of a day's completed rides (issue "who is on the bus"): most students assigned
 * to a ride got on at their stop and off at school in the morning, on at school and off at their
 * stop in the afternoon, at the stop's time read at the ride's actual pace. What the ridership report
 * and a student's last scans show of the days before the demo's own buses began to run.
 */
export function generateRideScans(random: SeededRandom, rides: RideRow[], runs: ReadonlyMap<number, RunRow>, inputs: ScanInputs): Insertable<StudentScansTable>[] {
  const scans: Insertable<StudentScansTable>[] = [];
  for (const ride of rides) {
    const run = runs.get(ride.routeId)!;
    if (ride.status !== 'completed' || !ride.vehicleId || !ride.actualStart || !ride.actualEnd || ride.rideDate < inputs.scansFrom || !run.polyline) continue;
    const path = polyline.decode(run.polyline, 6);
    const toSchool = run.direction === 'AM';
    const school = toSchool ? path[path.length - 1] : path[0];
    const start = Date.parse(ride.actualStart);
    const span = Date.parse(ride.actualEnd) - start;
    const planned = Math.max(1, minutesOf(run.endTime) - minutesOf(run.startTime));
    const scan = (studentId: number, badge: string, kind: 'board' | 'alight', at: number, [lat, lng]: [number, number]) => {
      const recordedAt = new Date(at).toISOString();
      scans.push({
        vehicleId: ride.vehicleId!, scanId: `seed-${ride.id}-${studentId}-${kind}`, badge, kind, recordedAt, receivedAt: recordedAt,
        lat: round6(lat + random.float(-0.00003, 0.00003)), lng: round6(lng + random.float(-0.00003, 0.00003)),
        rideId: ride.id, studentId, districtId: ride.districtId, campusId: ride.campusId ?? null, vendorId: ride.vendorId ?? null, yardId: ride.yardId ?? null,
      });
    };
    for (const stop of JSON.parse(run.stops) as { sequence: number; lat: number; lng: number; time: string }[]) {
      const atStop = start + span * Math.min(1, Math.max(0, (minutesOf(stop.time) - minutesOf(run.startTime)) / planned));
      for (const studentId of inputs.onStops.get(run.id)?.get(stop.sequence) ?? []) {
        const badge = inputs.badgeOf.get(studentId);
        if (!badge || !random.chance(RIDES_SHARE)) continue;
        const atSchool = toSchool ? Date.parse(ride.actualEnd) - random.int(0, 90) * 1000 : start + random.int(0, 120) * 1000;
        scan(studentId, badge, 'board', toSchool ? atStop : atSchool, toSchool ? [stop.lat, stop.lng] : school);
        if (random.chance(ALIGHT_READ_SHARE)) scan(studentId, badge, 'alight', toSchool ? atSchool : atStop, toSchool ? school : [stop.lat, stop.lng]);
      }
    }
  }
  return scans;
}
