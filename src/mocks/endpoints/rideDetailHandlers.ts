import { http, HttpResponse, type JsonBodyType } from 'msw';
import type {
  ManifestStudent, RideDriverFee, RideEndOfRideInspection, RideEtas, RideHistoryEvent, RideLive, RideManifest, RidePolyline, RideRouteTrace, RideVendorAssignment,
} from '../../../resources/rides/details';
import { drivenPath, etasOf, positionOf } from '../live/fleetMotion';
import { flaggedCheckpointsOf, liveIssueOf, rideChangeOf } from '../live/liveShapes';
import { driverFeeOf } from '../records/driverFees';
import { encodePath, POLYLINE_PRECISION } from '../records/mockGeography';
import { mockStore, type MockStore } from '../records/mockStore';
import type { MockRow } from '../records/recordTypes';
import { rideHistoryOf } from '../records/rideHistory';
import { studentsAtStops, type StoredStop } from '../records/stopStudents';
import { answered, badRequest, MockRefusal, notFound } from './mockReplies';

const rideOf = (store: MockStore, id: string) => {
  const ride = store.byId('rides', Number(id));
  if (!ride) throw notFound('No such rides record.');
  return ride;
};

const nameOf = (person: MockRow | undefined) => (person ? `${String(person.firstName)} ${String(person.lastName)}` : null);

/** The per-ride outputs of spec 7.3, worked out from the ride, its run and the mock's clock. */
const OUTPUTS: Record<string, (store: MockStore, ride: MockRow) => JsonBodyType> = {
  polyline: (store, ride): RidePolyline => {
    const run = store.byId('routes', ride.routeId);
    // Who rides is the assignments in effect on the ride's day, not today's.
    const students = studentsAtStops(store, String(ride.rideDate)).get(Number(ride.routeId));
    return {
      polyline: (run?.polyline as string | null) ?? null, precision: POLYLINE_PRECISION, distanceMeters: (run?.distanceMeters as number | null) ?? null,
      stops: ((run?.stops as StoredStop[] | undefined) ?? []).map((stop) => ({ ...stop, studentCount: students?.get(stop.sequence)?.length ?? 0 })),
    };
  },
  'driver-fee': (store, ride): { driverFee: RideDriverFee | null } => ({ driverFee: driverFeeOf(ride, store.byId('routes', ride.routeId)) }),
  'end-of-ride-inspection': (store, ride): { inspection: RideEndOfRideInspection | null } => {
    const found = store.rowsOf('end-of-ride-inspections').find((inspection) => inspection.rideId === ride.id);
    if (!found) return { inspection: null };
    return {
      inspection: {
        id: found.id, inspectedAt: String(found.inspectedAt), result: found.result as RideEndOfRideInspection['result'], defects: found.defects as RideEndOfRideInspection['defects'],
        notes: (found.notes as string | null) ?? null, vehicleId: Number(found.vehicleId), vehicleNumber: (store.byId('vehicles', found.vehicleId)?.number as string | undefined) ?? null,
        driverId: (found.driverId as number | null) ?? null, driverName: nameOf(store.byId('drivers', found.driverId)),
      },
    };
  },
  'route-traces': (store, ride): { traces: RideRouteTrace[] } => {
    const path = drivenPath(store, ride, Date.now());
    if (path.length < 2 || ride.vehicleId == null) return { traces: [] };
    const [from, to] = [String(ride.actualStart), String(ride.actualEnd ?? new Date().toISOString())];
    // The points are evenly spread along the drive, so their times are too.
    const seconds = Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);
    return {
      traces: [{
        vehicleId: Number(ride.vehicleId), vehicleNumber: (store.byId('vehicles', ride.vehicleId)?.number as string | undefined) ?? null, from,
        to, pointCount: path.length, precision: POLYLINE_PRECISION, polyline: encodePath(path),
        secondsFromStart: path.map((_, index) => Math.round((seconds * index) / (path.length - 1))),
      }],
    };
  },
  history: (store, ride): { events: RideHistoryEvent[] } => ({ events: rideHistoryOf(store, ride) }),
  'vendor-assignments': (store, ride): { assignments: RideVendorAssignment[] } => ({
    assignments: ride.vendorId == null ? [] : [{
      id: ride.id, vendorId: Number(ride.vendorId), vendorName: (store.byId('vendors', ride.vendorId)?.name as string | undefined) ?? null,
      assignedAt: ride.createdAt, unassignedAt: null, reason: null, assignedByName: null,
    }],
  }),
  live: (store, ride): RideLive => ({
    ride: rideChangeOf(ride),
    position: positionOf(store, ride, Date.now()),
    openIssues: store.routeIssues.filter((issue) => issue.rideId === ride.id && !issue.resolvedAt).map(liveIssueOf),
    flaggedCheckpoints: flaggedCheckpointsOf(store, ride),
  }),
  manifest: (store, ride): RideManifest => manifestOf(store, ride),
  etas: (store, ride): RideEtas => etasOf(store, ride, Date.now()),
};

/**
 * A ride's manifest as its badge scans would make it: no one scanned before it starts, everyone on
 * board while it runs, everyone off once it is done (the mock keeps no scans of its own).
 */
function manifestOf(store: MockStore, ride: MockRow): RideManifest {
  const status: ManifestStudent['status'] = ride.status === 'en_route' ? 'on_board' : ride.status === 'completed' ? 'alighted' : 'expected';
  const [boardedAt, alightedAt] = [(ride.actualStart as string | null) ?? null, (ride.actualEnd as string | null) ?? null];
  const stops = studentsAtStops(store, String(ride.rideDate)).get(Number(ride.routeId)) ?? new Map<number, number[]>();
  const students = [...stops].flatMap(([stopSequence, ids]) => ids.map((studentId): ManifestStudent => ({
    studentId, name: nameOf(store.byId('students', studentId)) ?? '', status, assigned: true, stopSequence,
    boardedAt: status === 'expected' ? null : boardedAt, alightedAt: status === 'alighted' ? alightedAt : null,
  })));
  const count = (wanted: ManifestStudent['status']) => students.filter((student) => student.status === wanted).length;
  return {
    rideId: ride.id, students,
    counts: { expected: students.length, onBoard: count('on_board'), boarded: students.length - count('expected'), alighted: count('alighted'), notBoarded: count('expected'), unknownBadges: 0 },
  };
}

/** `/api/rides/:id/<output>` and the ride lookup by its number (the deeplink resolver). */
export const rideDetailHandlers = [
  http.get('/api/rides/lookup', ({ request }) => answered(() => {
    const displayId = new URL(request.url).searchParams.get('rideDisplayId');
    const ride = mockStore().rowsOf('rides').find((candidate) => String(candidate.displayId) === displayId);
    if (!ride) throw notFound(`No ride #${displayId ?? ''} in this account.`);
    return HttpResponse.json({ rideId: ride.id });
  })),
  // Putting a route issue away by hand, as the server does: a left-on-bus alert only with a note.
  http.post<{ id: string }>('/api/route-issues/:id/resolve', async ({ params, request }) => {
    const { note = '' } = (await request.json()) as { note?: string };
    return answered(() => {
      const issue = mockStore().routeIssues.find((candidate) => candidate.id === Number(params.id));
      if (!issue) throw notFound('No such route issue.');
      if (!note.trim() && issue.kind === 'left_on_bus') throw badRequest('Say what became of the student before resolving this alert.', 'NOTE_REQUIRED');
      if (issue.resolvedAt) throw new MockRefusal(409, 'This route issue was already resolved.', 'ALREADY_RESOLVED');
      return HttpResponse.json(liveIssueOf(Object.assign(issue, { resolvedAt: new Date().toISOString(), resolution: note.trim() || 'Resolved by dispatch' })));
    });
  }),
  http.get<{ id: string; output: string }>('/api/rides/:id/:output', ({ params }) => {
    const output = OUTPUTS[params.output];
    if (!output) return undefined;
    return answered(() => HttpResponse.json(output(mockStore(), rideOf(mockStore(), params.id))));
  }),
];
