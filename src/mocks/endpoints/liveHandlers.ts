import { http, HttpResponse } from 'msw';
import { LIVE_MINUTES } from '../../../resources/dashboard/figures';
import { MAX_OPEN_ISSUES, type LiveArea, type LiveVehicle, type LiveVehicles, type OpenRouteIssues } from '../../../resources/live/snapshot';
import { etasOf, positionOf } from '../live/fleetMotion';
import { liveIssueOf } from '../live/liveShapes';
import { mockStore, type MockStore } from '../records/mockStore';
import { ridesUnderWay } from './dashboardHandlers';

/** The vehicles on the road now, where they are, with their rides: what the live map opens with. */
export function liveVehiclesOf(store: MockStore, at: number): LiveVehicle[] {
  return ridesUnderWay(store).flatMap((ride) => {
    const position = positionOf(store, ride, at);
    const vehicle = store.byId('vehicles', ride.vehicleId);
    const driver = store.byId('drivers', ride.driverId);
    const run = store.byId('routes', ride.routeId);
    return position ? [{
      ...position, vehicleNumber: String(vehicle?.number ?? ride.vehicleId), rideDisplayId: Number(ride.displayId), rideStatus: String(ride.status),
      driverName: driver ? `${String(driver.firstName)} ${String(driver.lastName)}` : null, runNumber: run ? String(run.number) : null,
      nextStop: etasOf(store, ride, at).stops[0] ?? null,
    }] : [];
  });
}

/** The bounds of the mock operation's yards and campuses: where the live map opens. */
export function liveAreaOf(store: MockStore): LiveArea {
  const places = (['yards', 'campuses'] as const).flatMap((resource) => store.rowsOf(resource))
    .filter((place) => typeof place.lat === 'number' && typeof place.lng === 'number') as unknown as { lat: number; lng: number }[];
  if (!places.length) return { bounds: null };
  const lats = places.map(({ lat }) => lat);
  const lngs = places.map(({ lng }) => lng);
  return { bounds: { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) } };
}

export function openIssuesOf(store: MockStore): OpenRouteIssues {
  const issues = store.routeIssues.filter((issue) => !issue.resolvedAt).sort((a, b) => b.detectedAt.localeCompare(a.detectedAt) || b.id - a.id).slice(0, MAX_OPEN_ISSUES);
  return { issues: issues.map((issue) => ({ ...liveIssueOf(issue), rideDisplayId: Number(store.byId('rides', issue.rideId)?.displayId) })) };
}

/** The live map's snapshot (spec 7.7), which the mock feed then keeps moving. */
export const liveHandlers = [
  http.get('/api/live/vehicles', () => HttpResponse.json<LiveVehicles>({ minutes: LIVE_MINUTES, vehicles: liveVehiclesOf(mockStore(), Date.now()) })),
  http.get('/api/live/area', () => HttpResponse.json<LiveArea>(liveAreaOf(mockStore()))),
  http.get('/api/live/route-issues', () => HttpResponse.json<OpenRouteIssues>(openIssuesOf(mockStore()))),
];
