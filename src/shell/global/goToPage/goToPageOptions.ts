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
  /** The address shown now (path and query): its page is not offered, as a section or a recent visit. */
  currentPath?: string;
}

const ANY_ORIGIN = 'http://console.invalid';

/**
 * Does `optionPath` lead to the page shown at `currentPath`? The same path, and every query
 * parameter the option names with the same value there: `/rides` is the page shown at
 * `/rides?page=2` (a list's own parameters, a drawer over it), while the work queue's
 * `/student-rfid?queue=3` is another page than `/student-rfid?queue=4`.
 */
export function isPageShownAt(optionPath: string, currentPath: string): boolean {
  const option = new URL(optionPath, ANY_ORIGIN);
  const current = new URL(currentPath, ANY_ORIGIN);
  return option.pathname === current.pathname && [...option.searchParams].every(([name, value]) => current.searchParams.getAll(name).includes(value));
}

/**
 * Recently viewed pages first (only those still allowed), then every page the user may open — but
 * never the page the user is on, which there is no going to.
 */
export function goToPageOptions({ pages, recent, workQueueLink, labelOf, currentPath }: OptionSources): GoToPageOption[] {
  const allowed = new Set(pages.map((page) => page.path));
  const elsewhere = (option: GoToPageOption) => currentPath === undefined || !isPageShownAt(option.path, currentPath);
  const recentOptions = recent
    .filter((entry) => allowed.has(entry.pagePath))
    .map((entry): GoToPageOption => ({ id: `recent:${entry.path}`, label: entry.label, category: RECENTLY_VIEWED, path: entry.path }));
  const pageOptions = pages.flatMap((page): GoToPageOption[] => {
    const path = isWorkQueue(page) ? workQueueLink : page.path;
    return path ? [{ id: page.path, label: labelOf(page), category: page.category, path }] : [];
  });
  return [...recentOptions, ...pageOptions].filter(elsewhere);
}
