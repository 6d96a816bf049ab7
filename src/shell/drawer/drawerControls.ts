import { createContext, useContext } from 'react';

/** What a page shown inside the drawer may do with it; null outside the drawer. */
export interface DrawerControls {
  close: () => void;
}

export const DrawerControlsContext = createContext<DrawerControls | null>(null);

export function useDrawerControls(): DrawerControls | null {
  return useContext(DrawerControlsContext);
}
