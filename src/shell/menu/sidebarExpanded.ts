import { isExtraLargeScreen } from '../layout/screenSize';

/** Spec 2.3 and 9: the side menu's expanded state, kept as "true" or "false". */
export const SIDEBAR_EXPANDED_KEY = 'sidebarExpanded';

/** The saved choice wins; with none saved, the menu opens on extra-large screens only. */
export function sidebarExpandedFrom(saved: string | null, screenWidth: number): boolean {
  if (saved === 'true') return true;
  if (saved === 'false') return false;
  return isExtraLargeScreen(screenWidth);
}
