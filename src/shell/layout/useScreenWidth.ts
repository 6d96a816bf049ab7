import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width, following resizes. */
export function useScreenWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, () => 0);
}
