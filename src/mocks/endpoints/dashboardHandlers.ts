import { http, HttpResponse } from 'msw';
import { ON_TIME_CHART_DAYS, type DashboardFigures } from '../../../resources/dashboard/figures';
import { startedOnTime } from '../../../resources/reports/performance';
import { addDays } from '../records/mockClock';
import { mockStore, type MockStore } from '../records/mockStore';
import { performanceOf, talliedRide } from './performanceHandlers';

/** The vehicles on the road now: one per ride under way. */
export const ridesUnderWay = (store: MockStore) => store.rowsOf('rides').filter((ride) => ride.status === 'en_route' && ride.vehicleId != null);

/** Today's operation at a glance, counted from the mock's rides, fleet and route issues as the server counts them. */
export function dashboardOf(store: MockStore): DashboardFigures {
  const { today } = store.clock;
  const weekAgo = addDays(today, -7);
  const rides = store.rowsOf('rides');
  const ridesByStatus: Record<string, number> = {};
  for (const ride of rides.filter((candidate) => candidate.rideDate === today)) ridesByStatus[String(ride.status)] = (ridesByStatus[String(ride.status)] ?? 0) + 1;
  const completed = rides.filter((ride) => ride.status === 'completed' && String(ride.rideDate) >= weekAgo && String(ride.rideDate) < today);
  return {
    date: today,
    ridesToday: Object.values(ridesByStatus).reduce((sum, count) => sum + count, 0),
    ridesByStatus,
    onTimeRate: completed.length ? Math.round((completed.filter((ride) => startedOnTime(talliedRide(store, ride))).length / completed.length) * 1000) / 1000 : null,
    vehiclesInService: store.rowsOf('vehicles').filter((vehicle) => vehicle.status === 'in_service').length,
    vehiclesLive: new Set(ridesUnderWay(store).map((ride) => ride.vehicleId)).size,
    openRouteIssues: store.routeIssues.filter((issue) => !issue.resolvedAt).length,
    onTimeByDay: performanceOf(store, ON_TIME_CHART_DAYS).days,
  };
}

export const dashboardHandlers = [http.get('/api/dashboard', () => HttpResponse.json<DashboardFigures>(dashboardOf(mockStore())))];
