import { isWorkQueue, type ConsolePage } from './consolePages';
import type { RecentPage } from './recentlyViewed';

export const RECENTLY_VIEWED = 'RECENTLY_VIEWED';

export type GoToPageCategory = typeof RECENTLY_VIEWED | ConsolePage['category'];

/** Spec 3 "Go-to-page option": {id, label, category}, and where choosing it goes. */
export interface GoToPageOption {
  id: string;
  label: string;
  category: GoToPageCategory;
  path: string;
}

export interface OptionSources {
  pages: readonly ConsolePage[];
  recent: readonly RecentPage[];
  /** The link of the user's first work-queue item, if any. */
  workQueueLink: string | null;
  labelOf: (page: ConsolePage) => string;
  /** The address shown now: not offered as a recently viewed page. */
  currentPath?: string;
}

/** Recently viewed pages first (only those still allowed), then every page the user may open. */
export function goToPageOptions({ pages, recent, workQueueLink, labelOf, currentPath }: OptionSources): GoToPageOption[] {
  const allowed = new Set(pages.map((page) => page.path));
  const recentOptions = recent
    .filter((entry) => allowed.has(entry.pagePath) && entry.path !== currentPath)
    .map((entry): GoToPageOption => ({ id: `recent:${entry.path}`, label: entry.label, category: RECENTLY_VIEWED, path: entry.path }));
  const pageOptions = pages.flatMap((page): GoToPageOption[] => {
    const path = isWorkQueue(page) ? workQueueLink : page.path;
    return path ? [{ id: page.path, label: labelOf(page), category: page.category, path }] : [];
  });
  return [...recentOptions, ...pageOptions];
}
