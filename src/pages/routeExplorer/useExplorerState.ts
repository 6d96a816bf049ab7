import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MAX_SELECTED_RUNS } from '../../../resources/route-explorer/explorer';
import type { Viewport } from '../../maps/mapTypes';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import { readRouteExplorerState, saveRouteExplorerState, type ExplorerMapView, type RouteExplorerState } from '../../shell/routeExplorer/routeExplorerStart';

const idsOf = (value: string | null) => (value ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0).slice(0, MAX_SELECTED_RUNS);

/**
 * The explorer's state (spec 3 "Route explorer persisted state"): the district and selection from the
 * address, the map's view from the user's last visit of the same district. Every change is kept for
 * the next visit, which the menu item reopens (spec 2.4).
 */
export function useExplorerState() {
  const [params, setParams] = useSearchParams();
  const { account, check } = useConsoleSession();
  const fromUrl = Number(params.get('districtId'));
  const ownDistrict = account.userRole === 'enterprise' || account.userRole === 'others' ? account.account.accountId : null;
  const districtId = Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : ownDistrict;
  const selection = idsOf(params.get('selection'));
  // Read once: the map opens where it was left, then follows the user.
  const [restoredMap] = useState<ExplorerMapView | undefined>(() => {
    const stored = readRouteExplorerState(window.localStorage, check.userId);
    return stored?.districtId === districtId ? stored.map : undefined;
  });
  const [map, setMap] = useState(restoredMap);

  const keep = (next: Partial<RouteExplorerState>) => {
    if (districtId === null) return;
    saveRouteExplorerState(window.localStorage, { districtId, selection, view: 'ROUTES', ...(map ? { map } : {}), ...next }, check.userId);
  };
  const select = (ids: number[]) => {
    const next = ids.slice(0, MAX_SELECTED_RUNS);
    setParams((old) => {
      const changed = new URLSearchParams(old);
      if (districtId !== null) changed.set('districtId', String(districtId));
      changed.set('view', 'ROUTES');
      if (next.length) changed.set('selection', next.join(','));
      else changed.delete('selection');
      return changed;
    }, { replace: true });
    keep({ selection: next });
  };
  const chooseDistrict = (id: number) => {
    setParams({ districtId: String(id), view: 'ROUTES' });
    saveRouteExplorerState(window.localStorage, { districtId: id, selection: [], view: 'ROUTES' }, check.userId);
  };
  const viewChanged = ({ center, zoom }: Viewport) => {
    const next = { lat: center.lat, lng: center.lng, zoom };
    setMap(next);
    keep({ map: next });
  };

  const lastVisit = () => readRouteExplorerState(window.localStorage, check.userId);
  return { districtId, selection, restoredMap, select, chooseDistrict, viewChanged, lastVisit };
}
