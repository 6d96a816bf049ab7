import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The brand blue on a light, quiet page; system fonts, so that nothing is fetched from elsewhere. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1f4e9c' },
    secondary: { main: '#163b77' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    text: { primary: '#1b2433', secondary: '#5b6577' },
    divider: '#e3e7ee',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  },
  components: {
    ...defaultTheme.components,
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e3e7ee' } } },
  },
};
