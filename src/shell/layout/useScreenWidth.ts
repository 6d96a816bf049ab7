import { useSyncExternalStore } from 'react';
import { layoutAsDrawn } from './layoutAsDrawn';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width, following resizes. */
export function useScreenWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, () => layoutAsDrawn().screenWidth);
}
