import { useCallback, useState, useSyncExternalStore } from 'react';
import { layoutAsDrawn } from '../layout/layoutAsDrawn';
import { rememberSidebarExpanded } from '../layout/layoutCookies';
import { SIDEBAR_EXPANDED_KEY, sidebarExpandedFrom } from './sidebarExpanded';

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

const savedChoice = () => window.localStorage.getItem(SIDEBAR_EXPANDED_KEY);

/** The side menu's state: what the user last chose, else what the screen size suggests (spec 2.3). */
export function useSidebarExpanded(screenWidth: number): { expanded: boolean; toggle: () => void } {
  const saved = useSyncExternalStore(subscribe, savedChoice, () => layoutAsDrawn().sidebarSaved);
  const expanded = sidebarExpandedFrom(saved, screenWidth);
  const toggle = useCallback(() => {
    window.localStorage.setItem(SIDEBAR_EXPANDED_KEY, String(!expanded));
    rememberSidebarExpanded(String(!expanded));
    for (const listener of listeners) listener();
  }, [expanded]);
  return { expanded, toggle };
}

/**
 * The side menu of a phone: a rail that opens over the content when asked and closes on the next
 * page (or when asked again), never remembered, so that every page opens with the content whole.
 */
export function useFloatingSidebar(pathname: string): { expanded: boolean; toggle: () => void } {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const toggle = useCallback(() => setOpenOn((page) => (page === pathname ? null : pathname)), [pathname]);
  return { expanded: openOn === pathname, toggle };
}
