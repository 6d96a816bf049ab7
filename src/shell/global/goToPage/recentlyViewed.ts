/** The pages a user visited last, newest first, for "Go to page" (spec 2.11). */

export const RECENTLY_VIEWED_LIMIT = 5;

export interface RecentPage {
  /** Where the user was, e.g. /rides/12/show. */
  path: string;
  label: string;
  /** The page it belongs to (e.g. /rides): one entry per page, and gone when the page is no longer allowed. */
  pagePath: string;
}

/** The list after a visit: the visit first, any older visit of the same page dropped, at most the limit. */
export function withVisit(recent: readonly RecentPage[], visit: RecentPage, limit = RECENTLY_VIEWED_LIMIT): RecentPage[] {
  return [visit, ...recent.filter((entry) => entry.pagePath !== visit.pagePath)].slice(0, limit);
}

/** Each user has a list of their own on a shared computer. */
export function recentlyViewedKey(userId: number): string {
  return `goToPage.recentlyViewed.${userId}`;
}

const isRecentPage = (value: unknown): value is RecentPage => {
  const entry = value as Partial<RecentPage> | null;
  return typeof entry?.path === 'string' && typeof entry.label === 'string' && typeof entry.pagePath === 'string';
};

/** What was stored, ignoring anything that is not a list of visits (an old format, a hand edit). */
export function readRecentPages(storage: Pick<Storage, 'getItem'>, key: string): RecentPage[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentPage).slice(0, RECENTLY_VIEWED_LIMIT) : [];
  } catch {
    return [];
  }
}

export function writeRecentPages(storage: Pick<Storage, 'setItem'>, key: string, recent: readonly RecentPage[]): void {
  try {
    storage.setItem(key, JSON.stringify(recent));
  } catch {
    // Storage full or switched off: the list is a convenience only.
  }
}
