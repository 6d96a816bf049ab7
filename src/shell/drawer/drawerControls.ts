import { createContext, useContext } from 'react';

/** What a page shown inside the drawer may do with it; null outside the drawer. */
export interface DrawerControls {
  close: () => void;
}

export const DrawerControlsContext = createContext<DrawerControls | null>(null);

export function useDrawerControls(): DrawerControls | null {
  return useContext(DrawerControlsContext);
}

/** Spec 9: how long the drawer's "Go back" waits before the browser goes back, so that the press is seen. */
export const NAVIGATE_BACK_DELAY_MS = 100;

/** The drawer's way back (spec 2.10, "Access denied (drawer)"): the browser's back, NAVIGATE_BACK_DELAY_MS after the press. */
export function navigateBackSoon(): void {
  setTimeout(() => window.history.back(), NAVIGATE_BACK_DELAY_MS);
}
