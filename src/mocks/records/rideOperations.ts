import { ON_TIME_MINUTES } from '../../../resources/dashboard/figures';
import { keyedRandom } from './keyedRandom';
import { minutesAfter } from './mockClock';
import type { MockStore, RouteIssueRow } from './mockStore';
import type { MockRow } from './recordTypes';
import { ROUTE_ISSUE_DETAILS, ROUTE_ISSUE_KINDS } from './vocabulary';

/** How many rides the mock keeps on the road, whatever the hour: the live map has a fleet to show. */
export const RIDES_ON_THE_ROAD = 30;

const minutesBetween = (from: unknown, to: unknown) => (Date.parse(String(to)) - Date.parse(String(from))) / 60_000;

/**
 * Today's rides on the road: those under way now, one per vehicle; and, as the demo simulator does
 * outside school hours, the next ones brought forward to now (then the day's finished ones again)
 * until RIDES_ON_THE_ROAD vehicles drive. A brought-forward ride keeps its old start in
 * `rescheduledFrom`, which its history shows.
 */
export function keepRidesOnTheRoad(store: MockStore): void {
  const { now, today } = store.clock;
  const todays = store.rowsOf('rides').filter((ride) => ride.rideDate === today && ride.vehicleId != null && ride.driverId != null);
  const driving = new Set<unknown>();
  for (const ride of todays.filter((candidate) => candidate.status === 'en_route')) {
    if (driving.has(ride.vehicleId)) store.save('rides', { ...ride, status: 'assigned', actualStart: null });
    else driving.add(ride.vehicleId);
  }
  const byNearness = (a: MockRow, b: MockRow) => Math.abs(Date.parse(String(a.scheduledStart)) - now) - Math.abs(Date.parse(String(b.scheduledStart)) - now);
  const waiting = [...todays.filter((ride) => ride.status === 'assigned').sort(byNearness), ...todays.filter((ride) => ride.status === 'completed').sort(byNearness)];
  for (const ride of waiting) {
    if (driving.size >= RIDES_ON_THE_ROAD) break;
    if (driving.has(ride.vehicleId)) continue;
    driving.add(ride.vehicleId);
    const random = keyedRandom(`rides:${ride.id}:road`);
    const duration = minutesBetween(ride.scheduledStart, ride.scheduledEnd);
    const scheduledStart = new Date(Math.floor((now - random.float('progress', 0.05, 0.85) * duration * 60_000) / 60_000) * 60_000).toISOString();
    store.save('rides', {
      ...ride, status: 'en_route', scheduledStart, scheduledEnd: minutesAfter(scheduledStart, duration),
      actualStart: minutesAfter(scheduledStart, random.int('delay', 0, 2)), actualEnd: null, rescheduledFrom: ride.scheduledStart, version: Number(ride.version) + 1,
    });
  }
}

/**
 * The rides' route issues: a late start (settled when the ride started), now and then a stop missed,
 * a detour or a breakdown (settled by dispatch, or still open on a ride under way), and a `late`
 * still open for a ride not started five minutes after its schedule.
 */
export function routeIssuesOf(store: MockStore): RouteIssueRow[] {
  const issues: RouteIssueRow[] = [];
  const raise = (ride: MockRow, issue: Omit<RouteIssueRow, 'id' | 'rideId' | 'districtId' | 'studentId'>) =>
    issues.push({ id: issues.length + 1, rideId: ride.id, districtId: Number(ride.districtId), studentId: null, ...issue });
  for (const ride of store.rowsOf('rides')) {
    const random = keyedRandom(`rides:${ride.id}:issues`);
    const lateBy = ride.actualStart ? minutesBetween(ride.scheduledStart, ride.actualStart) : minutesBetween(ride.scheduledStart, new Date(store.clock.now).toISOString());
    const underWay = ride.status === 'en_route';
    if (lateBy > ON_TIME_MINUTES && ride.status !== 'cancelled' && ride.status !== 'scheduled') {
      const started = ride.actualStart != null;
      raise(ride, {
        kind: 'late', severity: lateBy > 15 ? 'high' : 'medium', detectedAt: minutesAfter(String(ride.scheduledStart), ON_TIME_MINUTES + 1),
        details: started ? `Started ${Math.round(lateBy)} minutes late` : `Not started ${Math.round(lateBy)} minutes after the scheduled start`,
        resolvedAt: started ? String(ride.actualStart) : null, resolution: started ? 'Started late' : null,
      });
    }
    if (ride.actualStart && random.happens('trouble', underWay ? 0.2 : 0.06)) {
      const detectedAt = minutesAfter(String(ride.actualStart), random.int('after', 4, 18));
      const settledAt = minutesAfter(detectedAt, random.int('settled', 6, 25));
      const open = (underWay && random.happens('open', 0.7)) || Date.parse(settledAt) > store.clock.now;
      const kind = random.pick('kind', ROUTE_ISSUE_KINDS.slice(1));
      raise(ride, {
        kind, severity: random.pick('severity', ['low', 'medium', 'medium', 'high']), detectedAt,
        details: ROUTE_ISSUE_DETAILS[kind], resolvedAt: open ? null : settledAt, resolution: open ? null : 'Resolved by dispatch',
      });
    }
  }
  return issues.filter((issue) => Date.parse(issue.detectedAt) <= store.clock.now);
}
