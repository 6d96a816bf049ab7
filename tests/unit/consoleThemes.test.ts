import { createTheme, getContrastRatio, type Palette } from '@mui/material/styles';
import { blend } from '@mui/system/colorManipulator';
import { SIDE_MENU_COLORS } from '../../src/shell/menu/sideMenuLook';
import { schemeOf } from '../../src/shell/theme/colorScheme';
import { CONSOLE_THEMES } from '../../src/shell/theme/consoleThemes';

/** WCAG 2.1 AA for body text (1.4.3). */
const AA = 4.5;

const paletteOf = (scheme: 'light' | 'dark'): Palette => createTheme(CONSOLE_THEMES[scheme]).palette;

/** Each pair as "foreground on background" with its ratio, so that a failure names the pair. */
const ratios = (pairs: [string, string, string][]) => pairs.map(([name, foreground, background]) => [name, Math.round(getContrastRatio(foreground, background) * 100) / 100] as const);

const CHIP_COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

describe.each(['light', 'dark'] as const)('the %s theme is legible (WCAG AA contrast)', (scheme) => {
  const palette = paletteOf(scheme);
  const surfaces = { background: palette.background.default, paper: palette.background.paper };

  it('is the palette of its own mode', () => {
    expect(palette.mode).toBe(scheme);
  });

  it('shows primary and secondary text at 4.5:1 or more on the page and on paper', () => {
    const pairs = Object.entries(surfaces).flatMap(([surface, color]): [string, string, string][] => [
      [`text.primary on ${surface}`, palette.text.primary, color],
      [`text.secondary on ${surface}`, palette.text.secondary, color],
    ]);
    for (const [name, ratio] of ratios(pairs)) expect([name, ratio >= AA]).toEqual([name, true]);
  });

  it('shows links and primary buttons\' text at 4.5:1 or more on the page and on paper', () => {
    const pairs = Object.entries(surfaces).map(([surface, color]): [string, string, string] => [`primary.main on ${surface}`, palette.primary.main, color]);
    for (const [name, ratio] of ratios(pairs)) expect([name, ratio >= AA]).toEqual([name, true]);
  });

  it('shows status chips at 4.5:1 or more, filled (their text on their colour) and outlined (their colour on paper)', () => {
    const pairs = CHIP_COLORS.flatMap((color): [string, string, string][] => [
      [`${color} filled`, palette[color].contrastText, palette[color].main],
      [`${color} outlined`, palette[color].main, palette.background.paper],
    ]);
    for (const [name, ratio] of ratios(pairs)) expect([name, ratio >= AA]).toEqual([name, true]);
  });
});

describe('the side menu, the same in both themes', () => {
  it('shows its text and muted text at 4.5:1 or more on the lightest blue of its gradient', () => {
    const lightestBlue = '#1f4e9c';
    const onBlue = (rgba: string) => blend(lightestBlue, '#ffffff', Number(/([\d.]+)\)$/.exec(rgba)![1]));
    expect(getContrastRatio(onBlue(SIDE_MENU_COLORS.text), lightestBlue)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(onBlue(SIDE_MENU_COLORS.mutedText), lightestBlue)).toBeGreaterThanOrEqual(AA);
  });
});

describe('the colour scheme a choice comes to', () => {
  it('follows the system\'s setting unless light or dark is chosen', () => {
    expect(schemeOf('system', true)).toBe('dark');
    expect(schemeOf('system', false)).toBe('light');
    expect(schemeOf('light', true)).toBe('light');
    expect(schemeOf('dark', false)).toBe('dark');
  });
});
