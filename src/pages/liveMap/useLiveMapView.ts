import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { LiveArea } from '../../../resources/live/snapshot';
import type { Viewport } from '../../maps/projection';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { useOptionalConsoleSession } from '../../shell/ConsoleSessionGate';

export const LIVE_MAP_VIEW_KEY = 'liveMapView';

type StoredView = Viewport & { userId?: number };

function storedView(userId: number | undefined): Viewport | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(LIVE_MAP_VIEW_KEY) ?? 'null') as StoredView | null;
    const valid = stored && Number.isFinite(stored.zoom) && Number.isFinite(stored.center?.lat) && Number.isFinite(stored.center?.lng);
    return valid && stored.userId === userId ? { center: stored.center, zoom: stored.zoom } : null;
  } catch {
    return null;
  }
}

/**
 * Where the live map opens: where this user left it in this browser, else on their own area (the
 * yards and campuses they see), not on every vehicle of the account across states. Each settled view
 * is kept for the next visit.
 */
export function useLiveMapView() {
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const userId = useOptionalConsoleSession()?.account.userId;
  const [remembered] = useState(() => storedView(userId));
  const area = useQuery({ queryKey: ['live', 'area'], queryFn: () => dataProvider.liveSnapshot<LiveArea>('area'), enabled: remembered === null });
  return {
    remembered,
    areaBounds: area.data?.bounds ?? null,
    areaSettled: remembered !== null || !area.isPending,
    keep: (view: Viewport) => window.localStorage.setItem(LIVE_MAP_VIEW_KEY, JSON.stringify({ ...view, userId } satisfies StoredView)),
  };
}
