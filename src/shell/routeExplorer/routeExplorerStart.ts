import type { UserRole } from '../../../permissions/accountContext';
import { SHELL_PATHS } from '../routes/shellPaths';

/** The route explorer's last state, kept between visits (spec 2.4). */
export const ROUTE_EXPLORER_STATE_KEY = 'routeExplorerLastVisit';

export interface RouteExplorerState {
  districtId: number;
  /** What was picked inside the explorer (its screen defines it); kept only for the same district. */
  selection: number[];
  view: 'ROUTES';
}

/** Admin and vendor users choose a district first; everyone else works in their own district. */
export type RouteExplorerStart = { kind: 'choose'; lastVisit: RouteExplorerState | null } | { kind: 'open'; state: RouteExplorerState };

export function routeExplorerStartFor(userRole: UserRole, accountId: number | null, lastVisit: RouteExplorerState | null): RouteExplorerStart {
  if (userRole === 'admin' || userRole === 'vendor' || accountId === null) return { kind: 'choose', lastVisit };
  return { kind: 'open', state: stateForDistrict(accountId, lastVisit) };
}

/** The state to open a district with: the last visit's selection when it was the same district. */
export function stateForDistrict(districtId: number, lastVisit: RouteExplorerState | null): RouteExplorerState {
  return { districtId, selection: lastVisit?.districtId === districtId ? lastVisit.selection : [], view: 'ROUTES' };
}

export function routeExplorerUrl(state: RouteExplorerState): string {
  const params = new URLSearchParams({ districtId: String(state.districtId), view: state.view });
  if (state.selection.length) params.set('selection', state.selection.join(','));
  return `${SHELL_PATHS.routeExplorer}?${params.toString().replace(/%2C/g, ',')}`;
}

export function readRouteExplorerState(storage: Storage): RouteExplorerState | null {
  try {
    const value = JSON.parse(storage.getItem(ROUTE_EXPLORER_STATE_KEY) ?? 'null') as Partial<RouteExplorerState> | null;
    if (!value || !Number.isInteger(value.districtId)) return null;
    const selection = Array.isArray(value.selection) ? value.selection.filter(Number.isInteger) : [];
    return { districtId: value.districtId as number, selection, view: 'ROUTES' };
  } catch {
    return null;
  }
}

export function saveRouteExplorerState(storage: Storage, state: RouteExplorerState): void {
  storage.setItem(ROUTE_EXPLORER_STATE_KEY, JSON.stringify(state));
}
