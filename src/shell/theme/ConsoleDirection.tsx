import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionOf } from '../../../i18n/locales';

/**
 * The styles of a right-to-left page: MUI's and the console's own as they are written, flipped
 * (left and right margins, paddings, positions, borders) as they are inserted. No vendor prefixer:
 * the browsers the console supports need none.
 */
const rightToLeftStyles = createCache({ key: 'rtl', stylisPlugins: [rtlPlugin] });

const rightToLeft = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

/**
 * Data keeps its own direction inside a right-to-left page: a cell or a field whose text is English
 * ("5865 Prairie Ct") reads left to right, still aligned to the right, instead of having its number
 * carried to the end; so does a map's scale ("1000 ft"). Translated sentences around data are left to the page's direction.
 */
const dataInItsOwnDirection = <GlobalStyles styles={{ 'td, input, textarea, .maplibregl-ctrl-scale': { unicodeBidi: 'plaintext' } }} />;

/**
 * The console laid out in the direction of its language: for Arabic, right to left — the menu on
 * the right, tables and forms reading from the right, drawers opening from the left — through
 * MUI's theme direction and an emotion cache that flips each style; the page's `dir` attribute
 * follows the language (src/i18n/translator.ts showDocumentLanguage).
 */
export function ConsoleDirection({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  if (directionOf(locale) === 'ltr') return children;
  return (
    <CacheProvider value={rightToLeftStyles}>
      <ThemeProvider theme={rightToLeft}>
        {dataInItsOwnDirection}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
