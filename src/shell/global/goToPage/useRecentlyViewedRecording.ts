import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-admin';
import { useConsoleSession } from '../../ConsoleSessionGate';
import { useConsoleAbility } from '../../ability/useConsoleAccess';
import { consolePages, pageOf } from './consolePages';
import { readRecentPages, recentlyViewedKey, withVisit, writeRecentPages } from './recentlyViewed';
import { usePageLabel } from './usePageLabel';

/** Adds each console page the user opens to their recently viewed list. */
export function useRecentlyViewedRecording(): void {
  const { pathname, search } = useLocation();
  const { check } = useConsoleSession();
  const ability = useConsoleAbility();
  const labelOf = usePageLabel();
  const pages = useMemo(() => consolePages(ability, false), [ability]);

  useEffect(() => {
    const page = pageOf(pathname, pages);
    if (!page) return;
    const key = recentlyViewedKey(check.userId);
    const visit = { path: `${pathname}${search}`, label: labelOf(page), pagePath: page.path };
    writeRecentPages(window.localStorage, key, withVisit(readRecentPages(window.localStorage, key), visit));
  }, [pathname, search, pages, labelOf, check.userId]);
}
