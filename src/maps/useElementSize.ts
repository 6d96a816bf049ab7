import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Size } from './projection';

/** The element's inner size, followed as it changes; zero until the browser has laid it out. */
export function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports the first size as soon as it starts observing.
    const observer = new ResizeObserver(() => {
      setSize((current) =>
        current.width === element.clientWidth && current.height === element.clientHeight ? current : { width: element.clientWidth, height: element.clientHeight },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
