import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyWithReport } from './lazyWithReport';

/** A component fetched the first time it renders; `preload` fetches it ahead, when the user shows the intent to open it. */
export interface OnDemandComponent<Props> {
  (props: Props): ReactNode;
  preload(): void;
}

/**
 * A component fetched the first time it renders, showing nothing until it arrives: for the dialogs,
 * menus and overlays most visits never open, which then stay out of the console's first download.
 * A failed fetch is handled as for a section (lazyWithReport).
 */
export function onDemand<Props extends object>(importer: () => Promise<ComponentType<Props>>): OnDemandComponent<Props> {
  const Component = lazyWithReport<Props>(() => importer().then((component) => ({ default: component })));
  function ShownOnDemand(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  // A failed preload is left to the render, which reports it. Preloaded, the part renders in the pass that first needs it.
  return Object.assign(ShownOnDemand, { preload: () => void Component.preload() });
}

/**
 * True from the first render where `needed` holds, and from then on: an on-demand part that is
 * fetched when first needed then stays mounted, so that it closes with its animation and opens
 * again at once.
 */
export function useNeededOnce(needed: boolean): boolean {
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed && !wasNeeded) setWasNeeded(true);
  return wasNeeded || needed;
}
