import type { UserRole } from '../../../permissions/accountContext';
import { SHELL_PATHS } from '../routes/shellPaths';

/** The route explorer's last state, kept between visits (spec 2.4). */
export const ROUTE_EXPLORER_STATE_KEY = 'routeExplorerLastVisit';

export interface RouteExplorerState {
  districtId: number;
  /** What was picked inside the explorer (its screen defines it); kept only for the same district. */
  selection: number[];
  view: 'ROUTES';
  /** Where the explorer's map was left, reopened for the same district. */
  map?: ExplorerMapView;
}

export interface ExplorerMapView {
  lat: number;
  lng: number;
  zoom: number;
}

/** Admin and vendor users choose a district first; everyone else works in their own district. */
export type RouteExplorerStart = { kind: 'choose'; lastVisit: RouteExplorerState | null } | { kind: 'open'; state: RouteExplorerState };

export function routeExplorerStartFor(userRole: UserRole, accountId: number | null, lastVisit: RouteExplorerState | null): RouteExplorerStart {
  if (userRole === 'admin' || userRole === 'vendor' || accountId === null) return { kind: 'choose', lastVisit };
  return { kind: 'open', state: stateForDistrict(accountId, lastVisit) };
}

/** The state to open a district with: the last visit's selection when it was the same district. */
export function stateForDistrict(districtId: number, lastVisit: RouteExplorerState | null): RouteExplorerState {
  if (lastVisit?.districtId !== districtId) return { districtId, selection: [], view: 'ROUTES' };
  return { districtId, selection: lastVisit.selection, view: 'ROUTES', ...(lastVisit.map ? { map: lastVisit.map } : {}) };
}

export function routeExplorerUrl(state: RouteExplorerState): string {
  const params = new URLSearchParams({ districtId: String(state.districtId), view: state.view });
  if (state.selection.length) params.set('selection', state.selection.join(','));
  return `${SHELL_PATHS.routeExplorer}?${params.toString().replace(/%2C/g, ',')}`;
}

/**
 * The last visit kept in this browser; with `userId`, only that user's (another user who signs in on
 * the same browser starts afresh).
 */
export function readRouteExplorerState(storage: Storage, userId?: number): RouteExplorerState | null {
  try {
    const value = JSON.parse(storage.getItem(ROUTE_EXPLORER_STATE_KEY) ?? 'null') as (Partial<RouteExplorerState> & { userId?: number }) | null;
    if (!value || !Number.isInteger(value.districtId)) return null;
    if (userId !== undefined && value.userId !== undefined && value.userId !== userId) return null;
    const selection = Array.isArray(value.selection) ? value.selection.filter(Number.isInteger) : [];
    const map = value.map && [value.map.lat, value.map.lng, value.map.zoom].every(Number.isFinite) ? { map: { lat: value.map.lat, lng: value.map.lng, zoom: value.map.zoom } } : {};
    return { districtId: value.districtId as number, selection, view: 'ROUTES', ...map };
  } catch {
    return null;
  }
}

export function saveRouteExplorerState(storage: Storage, state: RouteExplorerState, userId?: number): void {
  storage.setItem(ROUTE_EXPLORER_STATE_KEY, JSON.stringify(userId === undefined ? state : { ...state, userId }));
}
