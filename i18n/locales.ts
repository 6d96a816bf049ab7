/**
 * The console's languages. English is the source. A `complete` locale translates every text; a
 * `core` one translates what anyone meets first — signing in, the console's frame, its errors and
 * popups, react-admin's own texts — and reads the business screens in English until they are
 * translated. Kept apart from the catalogues so that the server can check a code without loading them.
 */
export const LOCALES = [
  { code: 'en', name: 'English', coverage: 'source' },
  { code: 'es', name: 'Español', coverage: 'complete' },
  { code: 'vi', name: 'Tiếng Việt', coverage: 'complete' },
  { code: 'zh', name: '中文（简体）', coverage: 'complete' },
  { code: 'ar', name: 'العربية', coverage: 'complete', direction: 'rtl' },
] as const satisfies readonly { code: string; name: string; coverage: LocaleCoverage; direction?: 'rtl' }[];

export type LocaleCode = (typeof LOCALES)[number]['code'];
/** How much of the console a language translates: English is the source; a language being added starts `core`. */
export type LocaleCoverage = 'source' | 'complete' | 'core';

export const DEFAULT_LOCALE: LocaleCode = 'en';

/** Which way a language is written: Arabic right to left, the others left to right. */
export const directionOf = (locale: string): 'ltr' | 'rtl' => (LOCALES.find((known) => known.code === locale && 'direction' in known) ? 'rtl' : 'ltr');

export function isLocale(value: unknown): value is LocaleCode {
  return LOCALES.some((locale) => locale.code === value);
}
