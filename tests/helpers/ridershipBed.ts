import polyline from '@mapbox/polyline';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { measurePath, metersAlongPath, type LatLng } from '../../server/telematics/geometry';
import { startableRideOf } from './startableRide';

const ALL_DAYS = JSON.stringify(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']);

/** Posts badge scans as a bus's reader with `token` would. */
export const postScans = (baseUrl: string, token: string, scans: object[]) => fetch(`${baseUrl}/api/telematics/scans`, {
  method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ scans }),
});

let scanNumber = 0;
/** A badge scan `minutesAgo` before now, at `at` when given. */
export const scanOf = (badge: string, kind: 'board' | 'alight', at: LatLng | null, minutesAgo = 1) => ({
  scanId: `scan-${process.pid}-${(scanNumber += 1)}`, recordedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(), badge, kind,
  ...(at ? { lat: at[0], lng: at[1] } : {}),
});

/**
 * A vendor's ride started five minutes ago (startableRideOf) that carries exactly three students
 * today, each at one of its first stops with an active badge, and a student of its district assigned
 * elsewhere (the stranger); with the run's measured path and direction.
 */
export async function rideWithRiders(db: Kysely<Database>, vendorId: number, yardId?: number) {
  const bus = await startableRideOf(db, vendorId, yardId);
  const run = await db.selectFrom('routes').select(['direction', 'stops', 'polyline']).where('id', '=', bus.ride.routeId).executeTakeFirstOrThrow();
  const path = measurePath(polyline.decode(run.polyline!, 6) as LatLng[]);
  const stops = (JSON.parse(run.stops) as { sequence: number; lat: number; lng: number }[])
    .sort((a, b) => metersAlongPath(path, [a.lat, a.lng]) - metersAlongPath(path, [b.lat, b.lng]));
  // The ride carries exactly these students today: the run's other assignments end the day before.
  const dayBefore = new Date(Date.parse(`${bus.ride.rideDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await db.updateTable('studentAssignments').set({ effectiveTo: dayBefore, effectiveFrom: '2020-01-01' }).where('routeId', '=', bus.ride.routeId).execute();
  const badges = await db.selectFrom('studentRfidBadges').innerJoin('students', 'students.id', 'studentRfidBadges.studentId')
    .select(['studentRfidBadges.code', 'studentRfidBadges.studentId', 'students.campusId', 'students.firstName', 'students.lastName'])
    .where('studentRfidBadges.status', '=', 'active').where('studentRfidBadges.districtId', '=', bus.ride.districtId).orderBy('studentRfidBadges.id').limit(4).execute();
  if (badges.length < 4) throw new Error(`District ${bus.ride.districtId} has fewer than four students with an active badge.`);
  const riders = badges.slice(0, 3).map((badge, index) => ({
    studentId: badge.studentId, badge: badge.code, name: `${badge.firstName} ${badge.lastName}`, stop: stops[Math.min(index, stops.length - 1)],
  }));
  const stranger = { studentId: badges[3].studentId, badge: badges[3].code, name: `${badges[3].firstName} ${badges[3].lastName}` };
  await db.insertInto('studentAssignments').values(riders.map(({ studentId, stop }, index) => ({
    studentId, routeId: bus.ride.routeId, stopSequence: stop.sequence, direction: run.direction, daysOfWeek: ALL_DAYS,
    effectiveFrom: bus.ride.rideDate, effectiveTo: null, districtId: bus.ride.districtId, campusId: badges[index].campusId,
  }))).execute();
  return { bus, riders, stranger, path, toSchool: run.direction === 'AM' };
}
