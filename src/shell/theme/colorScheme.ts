/** What the console is drawn in. */
export type ColorScheme = 'light' | 'dark';

/** What the user chose in the profile menu: the system's setting (the default), or one of the two. */
export type ColorSchemeChoice = 'system' | ColorScheme;

export const COLOR_SCHEME_CHOICES: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];

/**
 * The browser's storage key of the choice. A cookie of the same name holds the scheme it comes to
 * (light or dark), so that a page drawn on the server is drawn in it (server/ssr/consolePages.ts).
 */
export const COLOR_SCHEME_KEY = 'colorScheme';

export const SYSTEM_PREFERS_DARK = '(prefers-color-scheme: dark)';

export const isColorSchemeChoice = (value: unknown): value is ColorSchemeChoice => COLOR_SCHEME_CHOICES.includes(value as ColorSchemeChoice);

export const isColorScheme = (value: unknown): value is ColorScheme => value === 'light' || value === 'dark';

export function schemeOf(choice: ColorSchemeChoice, systemPrefersDark: boolean): ColorScheme {
  if (choice !== 'system') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}
