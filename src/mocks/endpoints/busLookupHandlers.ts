import { http, HttpResponse } from 'msw';
import { SEATS_BY_VEHICLE_TYPE } from '../../../resources/route-explorer/violations';
import { BUS_LOOKUP_MAX_RUNS, nearestStop, type BusLookupResult, type BusLookupRide, type BusLookupRun, type RunStop } from '../../../resources/transportation-requests/busLookup';
import { busLookupOf } from '../../../resources/transportation-requests/busLookupSearch';
import { etasOf } from '../live/fleetMotion';
import { mockStore, type MockStore } from '../records/mockStore';
import type { MockRow } from '../records/recordTypes';
import { ridersOnBusiestDay } from '../records/stopStudents';
import { answered, badRequest, notFound } from './mockReplies';

type Origin = BusLookupResult['origin'];

const pointOf = (row: MockRow) => ({ lat: Number(row.lat), lng: Number(row.lng) });

/** A home by its address, among the places the mock knows: requests, students, campuses. */
function geocode(address: string): Origin {
  const store = mockStore();
  const term = address.toLowerCase();
  for (const [resource, source] of [['transportation-requests', 'request'], ['students', 'student'], ['campuses', 'campus']] as const) {
    const found = store.rowsOf(resource).find((row) => String(row.address ?? '').toLowerCase().startsWith(term) && row.lat != null);
    if (found) return { ...pointOf(found), address: String(found.address), source };
  }
  throw badRequest('No known place has this address: give the home\'s coordinates (lat and lng) instead.', 'ADDRESS_NOT_FOUND');
}

/** The run's ride today, and while under way its predicted arrival at the stop. */
function todaysRideOf(store: MockStore, routeId: number, sequence: number): BusLookupRide | null {
  const rides = store.rowsOf('rides').filter((ride) => ride.routeId === routeId && ride.rideDate === store.clock.today && ride.status !== 'cancelled');
  const ride = rides.find((row) => row.status === 'en_route') ?? rides.find((row) => row.status !== 'completed') ?? rides.at(-1);
  if (!ride) return null;
  const eta = etasOf(store, ride, Date.now()).stops.find((stop) => stop.sequence === sequence) ?? null;
  return { rideId: ride.id, displayId: Number(ride.displayId), status: String(ride.status), eta };
}

/** The bus lookup (spec 2.5): a campus's active runs, each with its stop nearest to the home and its seats left today, nearest first. */
export const busLookupHandlers = [
  http.get('/api/transportation-requests/bus-lookup', ({ request }) => answered(() => {
    const store = mockStore();
    const query = busLookupOf(new URL(request.url).searchParams) ?? {};
    let campusId = query.campusId;
    let origin: Origin | undefined;
    if (query.requestId !== undefined) {
      const filed = store.byId('transportation-requests', query.requestId);
      if (!filed) throw notFound('No such transportation request.');
      campusId ??= Number(filed.campusId);
      if (query.lat === undefined && query.address === undefined) origin = { ...pointOf(filed), address: String(filed.address), source: 'request' };
    }
    if (campusId === undefined) throw badRequest('campusId is required (or a requestId, whose campus is used).');
    if (!origin && query.lat === undefined && !query.address) throw badRequest('Give the home as lat and lng, or as an address.');
    origin ??= query.lat !== undefined ? { lat: query.lat, lng: Number(query.lng), address: query.address ?? null, source: 'coordinates' } : geocode(String(query.address));
    const campus = store.byId('campuses', campusId);
    if (!campus) throw notFound('No such campus.');
    const home = origin;
    const riders = ridersOnBusiestDay(store, store.clock.today);
    const runs: BusLookupRun[] = store.rowsOf('routes').filter((run) => run.campusId === campus.id && run.status === 'active').flatMap((run) => {
      const near = nearestStop(run.stops as RunStop[], home);
      if (!near) return [];
      const { sequence, address, time, lat, lng } = near.stop;
      const seats = SEATS_BY_VEHICLE_TYPE[String(run.vehicleType)];
      return [{
        routeId: run.id, number: String(run.number), direction: String(run.direction), startTime: String(run.startTime), endTime: String(run.endTime),
        vendorName: (store.byId('vendors', run.vendorId)?.name as string | undefined) ?? null, monitorRequired: Boolean(run.monitorRequired),
        stop: { sequence, address, time, lat, lng }, distanceMeters: near.distanceMeters,
        seatsLeft: seats === undefined ? null : Math.max(0, seats - (riders.get(run.id) ?? 0)), today: todaysRideOf(store, run.id, sequence),
      }];
    }).sort((a, b) => a.distanceMeters - b.distanceMeters || a.number.localeCompare(b.number)).slice(0, BUS_LOOKUP_MAX_RUNS);
    return HttpResponse.json<BusLookupResult>({ campus: { id: campus.id, name: String(campus.name), ...pointOf(campus) }, origin: home, runs });
  })),
];
