/** A started ride is on time when it starts within this many minutes of its schedule. */
export const ON_TIME_MINUTES = 5;
/** A vehicle is live when it reported a position within this many minutes. */
export const LIVE_MINUTES = 5;

/** `GET /api/dashboard`: today's operation at a glance, within the caller's tenant. */
export interface DashboardFigures {
  /** Today in the account's timezone, YYYY-MM-DD. */
  date: string;
  ridesToday: number;
  ridesByStatus: Record<string, number>;
  /** Share of the last 7 days' completed rides that started on time, 0–1. */
  onTimeRate: number | null;
  vehiclesInService: number;
  vehiclesLive: number;
  /** Route issues of the tenant's rides not yet resolved. */
  openRouteIssues: number;
}
