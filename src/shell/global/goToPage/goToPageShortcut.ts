import { useEffect } from 'react';

type ShortcutKeys = Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>;

export function isApplePlatform(navigator: Pick<Navigator, 'platform' | 'userAgent'>): boolean {
  return /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);
}

/**
 * Spec 9: Cmd/Meta+E. Elsewhere Ctrl+E too, as people there expect; not on a Mac, where Ctrl+E
 * moves to the end of a line in text fields.
 */
export function isGoToPageShortcut(event: ShortcutKeys, onApple: boolean): boolean {
  if (event.key.toLowerCase() !== 'e' || event.altKey || event.shiftKey) return false;
  return event.metaKey || (!onApple && event.ctrlKey);
}

export function useGoToPageShortcut(onShortcut: () => void): void {
  useEffect(() => {
    const onApple = isApplePlatform(window.navigator);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isGoToPageShortcut(event, onApple)) return;
      event.preventDefault();
      onShortcut();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onShortcut]);
}
