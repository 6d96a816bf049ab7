import type { QueryClient } from '@tanstack/react-query';
import type { AppAbility } from '../../permissions/defineAbility';
import type { dataProvider as consoleDataProvider } from '../providers/dataProvider';
import { SectionDrawer } from '../shell/drawer/sectionDrawerCode';
import { preloadSectionAt } from '../shell/routes/sectionRoutes';
import { preloadRecordViews, SHOW_IN_DRAWER } from './customViews';

type Prefetcher = (id: string, queryClient: QueryClient, dataProvider: typeof consoleDataProvider, ability: AppAbility) => void;

/** Record pages that ask for what they show the moment their address opens, by resource name; each its own chunk. */
const PREFETCHERS: Partial<Record<string, () => Promise<{ default: Prefetcher }>>> = {
  rides: () => import('../pages/rides/prefetchRide'),
};

/** Starts asking for what the record page at `path` (`/rides/12/show`) shows, where its section says what that is. */
export function prefetchRecordAt(path: string, queryClient: QueryClient, dataProvider: typeof consoleDataProvider, ability: AppAbility): void {
  const [, resource, id] = /^\/([a-z-]+)\/([^/]+)\/show$/.exec(path) ?? [];
  const load = resource ? PREFETCHERS[resource] : undefined;
  // A prefetcher that fails to load leaves the page to ask for its parts itself, as it would anyway.
  load?.().then(({ default: prefetch }) => prefetch(decodeURIComponent(id), queryClient, dataProvider, ability), () => undefined);
}

/**
 * Fetches, while a list is on screen, the code its records' page draws — the page's own parts, the
 * maps' code where it shows a map, and for a record opened in the drawer the drawer and its
 * prefetcher — so that a click on a row draws the record at once, with its data the only wait.
 */
export function preloadRecordPage(resource: string): void {
  preloadRecordViews(resource);
  void preloadSectionAt(`/${resource}/0/show`);
  if (!SHOW_IN_DRAWER.has(resource)) return;
  SectionDrawer.preload();
  void PREFETCHERS[resource]?.().catch(() => undefined);
}
