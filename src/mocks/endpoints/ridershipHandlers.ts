import { http, HttpResponse } from 'msw';
import { RIDERSHIP_API, ridershipFrom, type RidershipAssignment, type RidershipReport, type RidershipRideRow, type RidershipScan } from '../../../resources/reports/ridership';
import { keyedRandom } from '../records/keyedRandom';
import { mockStore, type MockStore } from '../records/mockStore';
import type { MockRow } from '../records/recordTypes';
import { answered, badRequest } from './mockReplies';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The rides' badge scans as a reader would have made them: most of a ride's badged students on, then all of them off. */
function scansOf(rides: readonly RidershipRideRow[], assignments: readonly RidershipAssignment[]): RidershipScan[] {
  return rides.filter((ride) => ride.status === 'completed').flatMap((ride) => {
    const riders = assignments.filter((assignment) => assignment.routeId === ride.routeId && assignment.badged && keyedRandom(`rides:${ride.id}:${assignment.studentId}`).happens('rode', 0.88));
    return (['board', 'alight'] as const).flatMap((kind) => riders.map(({ studentId }) => ({ rideId: ride.id, studentId, badge: `RF${studentId}`, kind })));
  });
}

const rideRowOf = (store: MockStore, ride: MockRow): RidershipRideRow => ({
  id: ride.id, displayId: Number(ride.displayId), rideDate: String(ride.rideDate), routeId: Number(ride.routeId), status: String(ride.status),
  seats: (store.byId('vehicles', ride.vehicleId)?.seats as number | undefined) ?? null,
  number: String(store.byId('routes', ride.routeId)?.number ?? ride.routeId), direction: String(store.byId('routes', ride.routeId)?.direction ?? ''),
  district: String(store.byId('districts', ride.districtId)?.name ?? ride.districtId), vendor: (store.byId('vendors', ride.vendorId)?.name as string | undefined) ?? null,
});

/**
 * The ridership report (docs/sections.md "Who is on the bus"): worked out as the server does, from
 * the mock's rides and assignments; the mock keeps no scans, so its completed rides are given the
 * scans a reader would have made (seven students in ten with a badge, most of them riding).
 */
export const ridershipHandlers = [
  http.get(RIDERSHIP_API, ({ request }) => answered(() => {
    const search = new URL(request.url).searchParams;
    const [from, to, routeId] = [search.get('from') ?? '', search.get('to') ?? '', search.get('routeId')];
    if (!DAY.test(from) || !DAY.test(to)) throw badRequest('from and to must be days of the calendar (YYYY-MM-DD).');
    if (from > to) throw badRequest(`from (${from}) comes after to (${to}).`);
    const store = mockStore();
    const rides = store.rowsOf('rides')
      .filter((ride) => String(ride.rideDate) >= from && String(ride.rideDate) <= to && ride.status !== 'cancelled' && (routeId === null || String(ride.routeId) === routeId))
      .sort((a, b) => String(b.rideDate).localeCompare(String(a.rideDate)))
      .map((ride) => rideRowOf(store, ride));
    const assignments = (store.rowsOf('student-assignments') as unknown as RidershipAssignment[])
      .map((assignment) => ({ ...assignment, badged: keyedRandom(`students:${assignment.studentId}`).happens('badge', 0.7) }));
    return HttpResponse.json<RidershipReport>(ridershipFrom({ from, to }, routeId === null ? null : Number(routeId), rides, assignments, scansOf(rides, assignments)).report);
  })),
];
