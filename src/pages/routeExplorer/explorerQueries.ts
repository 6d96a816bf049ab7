import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExplorerDistrict, ExplorerRun, ExplorerRunList } from '../../../resources/route-explorer/explorer';
import { callConsoleApi } from '../../providers/consoleApi';

/** The route explorer's reads, cached by react-query under `route-explorer`. */
export const explorerKeys = {
  districts: ['route-explorer', 'districts'],
  runs: (districtId: number) => ['route-explorer', districtId, 'runs'],
  details: (districtId: number, ids: readonly number[]) => ['route-explorer', districtId, 'details', [...ids].sort((a, b) => a - b).join(',')],
};

export function useExplorerDistricts() {
  return useQuery({ queryKey: explorerKeys.districts, queryFn: () => callConsoleApi<ExplorerDistrict[]>('/api/route-explorer/districts') });
}

export function useRunList(districtId: number | null) {
  return useQuery({
    queryKey: explorerKeys.runs(districtId ?? 0),
    queryFn: () => callConsoleApi<ExplorerRunList>(`/api/route-explorer/districts/${districtId}/runs`),
    enabled: districtId !== null,
  });
}

/** The selected runs in full; the last ones stay on screen while a changed selection loads. */
export function useRunDetails(districtId: number | null, ids: readonly number[]) {
  return useQuery({
    queryKey: explorerKeys.details(districtId ?? 0, ids),
    queryFn: () => callConsoleApi<ExplorerRun[]>(`/api/route-explorer/districts/${districtId}/runs/details?ids=${ids.join(',')}`),
    enabled: districtId !== null && ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
