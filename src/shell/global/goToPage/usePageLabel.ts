import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { menuItemTexts } from '../../menu/menuItemTexts';
import { readableKey, type ConsolePage } from './consolePages';

/**
 * A page's name as the shell shows it: the menu's texts for sections (with the detail that tells
 * the two "Employees" apart), the shell's section names for the routes outside the menu, or else a
 * readable form of its key.
 */
export function usePageLabel(): (page: Pick<ConsolePage, 'key' | 'category' | 'detail'>) => string {
  const translate = useTranslate();
  return useCallback(
    ({ key, category, detail }) => {
      if (category === 'MENU' && detail) return menuItemTexts(translate, { key, detail }).fullName;
      const [first, second] = category === 'MENU' ? ['menu', 'sections'] : ['sections', 'menu'];
      return translate(`shell.${first}.${key}`, { _: translate(`shell.${second}.${key}`, { _: readableKey(key) }) });
    },
    [translate],
  );
}
