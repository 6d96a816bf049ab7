import type { PaletteOptions } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { ColorScheme } from './colorScheme';
import { LIST_LAYOUT_OVERRIDES } from './listLayout';

/**
 * The two palettes. Every text colour is chosen against both surfaces (background and paper) and
 * checked by tests/unit/consoleThemes.test.ts to reach WCAG AA (4.5:1), chips' colours included.
 */
export const PALETTES: Record<ColorScheme, PaletteOptions> = {
  /** The brand blue on a light, quiet page. */
  light: {
    mode: 'light',
    primary: { main: '#1f4e9c' },
    secondary: { main: '#163b77' },
    success: { main: '#1b6e35', contrastText: '#ffffff' },
    warning: { main: '#8a4b00', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    info: { main: '#0b5e8a', contrastText: '#ffffff' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    text: { primary: '#1b2433', secondary: '#5b6577' },
    divider: '#e3e7ee',
  },
  /** The same blue lightened until it reads on a dark page; surfaces a blue-grey, not black. */
  dark: {
    mode: 'dark',
    primary: { main: '#8db4f2', contrastText: '#0d1826' },
    secondary: { main: '#b3c8ee', contrastText: '#0d1826' },
    success: { main: '#6fcf8e', contrastText: '#0d1826' },
    warning: { main: '#f2b35b', contrastText: '#0d1826' },
    error: { main: '#f28b82', contrastText: '#0d1826' },
    info: { main: '#7cc4ec', contrastText: '#0d1826' },
    background: { default: '#11161f', paper: '#1a212d' },
    text: { primary: '#e6eaf2', secondary: '#a8b2c3' },
    divider: '#2e3847',
  },
};

/** One of the console's themes: system fonts, so that nothing is fetched from elsewhere. */
function consoleTheme(scheme: ColorScheme): RaThemeOptions {
  const palette = PALETTES[scheme];
  return {
    ...defaultTheme,
    palette,
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    },
    components: {
      ...defaultTheme.components,
      ...LIST_LAYOUT_OVERRIDES,
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: palette.divider } } },
    },
  };
}

export const CONSOLE_THEMES: Record<ColorScheme, RaThemeOptions> = { light: consoleTheme('light'), dark: consoleTheme('dark') };
