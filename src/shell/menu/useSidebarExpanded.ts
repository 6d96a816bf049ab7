import { useCallback, useState } from 'react';
import { SIDEBAR_EXPANDED_KEY, sidebarExpandedFrom } from './sidebarExpanded';

/** The side menu's state: what the user last chose, else what the screen size suggests (spec 2.3). */
export function useSidebarExpanded(screenWidth: number): { expanded: boolean; toggle: () => void } {
  const [saved, setSaved] = useState(() => window.localStorage.getItem(SIDEBAR_EXPANDED_KEY));
  const expanded = sidebarExpandedFrom(saved, screenWidth);
  const toggle = useCallback(() => {
    const next = String(!expanded);
    window.localStorage.setItem(SIDEBAR_EXPANDED_KEY, next);
    setSaved(next);
  }, [expanded]);
  return { expanded, toggle };
}
