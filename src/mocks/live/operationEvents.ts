import type { LiveFeed, LiveMessages } from '../../../permissions/liveFeeds';
import { keyedRandom } from '../records/keyedRandom';
import { minutesAfter } from '../records/mockClock';
import type { MockStore, RouteIssueRow } from '../records/mockStore';
import type { MockRow } from '../records/recordTypes';
import { ROUTE_ISSUE_DETAILS } from '../records/vocabulary';
import { liveIssueOf, rideChangeOf } from './liveShapes';

/** A message of a feed, as the server would send it. */
export type LiveEvent = { [F in LiveFeed]: { feed: F; message: LiveMessages[F] } }[LiveFeed];

const underWay = (store: MockStore) => store.rowsOf('rides').filter((ride) => ride.status === 'en_route');
const nowIso = () => new Date().toISOString();

function rideChanged(store: MockStore, ride: MockRow, fields: Record<string, unknown>): LiveEvent[] {
  const saved = store.save('rides', { ...ride, ...fields, version: ride.version + 1, updatedAt: nowIso() });
  const change = rideChangeOf(saved);
  return [{ feed: 'rides-primary', message: change }, { feed: 'rides-secondary', message: change }, { feed: 'ride-status', message: change }];
}

function issueChanged(issue: RouteIssueRow): LiveEvent[] {
  return [{ feed: 'route-issues', message: liveIssueOf(issue) }];
}

/**
 * One ride ends and the next one of the day sets off, in another vehicle: the live map keeps as
 * many vehicles on the road, and the rides list sees statuses change. The ride ending takes its
 * open issues with it.
 */
export function relieveLongestRide(store: MockStore): LiveEvent[] {
  const driving = underWay(store);
  const busy = new Set(driving.map((ride) => ride.vehicleId));
  const next = store.rowsOf('rides')
    .filter((ride) => ride.rideDate === store.clock.today && ride.status === 'assigned' && !busy.has(ride.vehicleId))
    .sort((a, b) => String(a.scheduledStart).localeCompare(String(b.scheduledStart)))[0];
  const longest = [...driving].sort((a, b) => String(a.actualStart).localeCompare(String(b.actualStart)))[0];
  if (!next || !longest) return [];
  const now = nowIso();
  const duration = (Date.parse(String(next.scheduledEnd)) - Date.parse(String(next.scheduledStart))) / 60_000;
  const settled = store.routeIssues.filter((issue) => issue.rideId === longest.id && !issue.resolvedAt).map((issue) => Object.assign(issue, { resolvedAt: now, resolution: 'Ride completed' }));
  return [
    ...rideChanged(store, longest, { status: 'completed', actualEnd: now }),
    ...settled.flatMap(issueChanged),
    ...rideChanged(store, next, { status: 'en_route', rescheduledFrom: next.scheduledStart, scheduledStart: now, scheduledEnd: minutesAfter(now, duration), actualStart: now }),
  ];
}

/** A ride under way strays from its path (a detour, a missed stop), or an open issue is settled by dispatch. */
export function changeRouteIssue(store: MockStore, turn: number): LiveEvent[] {
  const open = store.routeIssues.filter((issue) => !issue.resolvedAt && store.byId('rides', issue.rideId)?.status === 'en_route');
  const random = keyedRandom(`live:${turn}`);
  if (turn % 2 === 1 && open.length) return issueChanged(Object.assign(open[0], { resolvedAt: nowIso(), resolution: 'Resolved by dispatch' }));
  const calm = underWay(store).filter((ride) => !open.some((issue) => issue.rideId === ride.id));
  if (!calm.length) return [];
  const ride = random.pick('ride', calm);
  const kind = random.pick('kind', ['off_route', 'missed_stop']);
  const issue: RouteIssueRow = {
    id: Math.max(0, ...store.routeIssues.map((known) => known.id)) + 1, rideId: ride.id, districtId: Number(ride.districtId),
    kind, severity: 'medium', detectedAt: nowIso(), details: ROUTE_ISSUE_DETAILS[kind], resolvedAt: null, resolution: null, studentId: null,
  };
  store.routeIssues.push(issue);
  return issueChanged(issue);
}
