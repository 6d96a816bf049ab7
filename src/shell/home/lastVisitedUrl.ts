import { searchWithoutDrawer } from '../drawer/drawerUrl';
import { isNeverReopened } from '../routes/shellPaths';

/** Spec 2.6: the last console page visited, which home reopens. */
export const LAST_VISITED_KEY = 'lastVisitedUrl';

/**
 * Whose visit it was. Another user, or the same user in another account, may not be allowed that
 * page: their home must not send them to an "Access denied".
 */
export interface VisitOwner {
  userId: number;
  accountId: number | null;
}

interface StoredVisit extends VisitOwner {
  url: string;
}

export function rememberVisit(storage: Storage, owner: VisitOwner, pathname: string, search: string): void {
  if (isNeverReopened(pathname)) return;
  const visit: StoredVisit = { ...owner, url: `${pathname}${searchWithoutDrawer(search)}` };
  storage.setItem(LAST_VISITED_KEY, JSON.stringify(visit));
}

/** A page that now says "Access denied" (the user's permissions changed) must not stay home's target. */
export function forgetVisit(storage: Storage, owner: VisitOwner, pathname: string, search: string): void {
  if (lastVisitedUrl(storage, owner) === `${pathname}${searchWithoutDrawer(search)}`) storage.removeItem(LAST_VISITED_KEY);
}

export function lastVisitedUrl(storage: Storage, owner: VisitOwner): string | null {
  const visit = parseVisit(storage.getItem(LAST_VISITED_KEY));
  if (!visit || visit.userId !== owner.userId || visit.accountId !== owner.accountId) return null;
  return visit.url;
}

function parseVisit(text: string | null): StoredVisit | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredVisit>;
    return typeof value.url === 'string' && value.url.startsWith('/') && !value.url.startsWith('//') && typeof value.userId === 'number'
      ? { userId: value.userId, accountId: value.accountId ?? null, url: value.url }
      : null;
  } catch {
    return null;
  }
}
