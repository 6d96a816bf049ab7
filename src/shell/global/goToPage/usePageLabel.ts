import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { readableKey, type ConsolePage } from './consolePages';

/**
 * A page's name as the shell shows it: the menu's texts for sections, the shell's section names for
 * the routes outside the menu, or else a readable form of its key.
 */
export function usePageLabel(): (page: Pick<ConsolePage, 'key' | 'category'>) => string {
  const translate = useTranslate();
  return useCallback(
    ({ key, category }) => {
      const [first, second] = category === 'MENU' ? ['menu', 'sections'] : ['sections', 'menu'];
      return translate(`shell.${first}.${key}`, { _: translate(`shell.${second}.${key}`, { _: readableKey(key) }) });
    },
    [translate],
  );
}
