import { useCallback, useSyncExternalStore } from 'react';
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
