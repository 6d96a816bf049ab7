import Polyglot from 'node-polyglot';
import { CATALOGUES, DEFAULT_LOCALE, isLocale, type LocaleCode } from '../../i18n';

/** This browser's language, as last chosen on it: on the sign-in pages, in the console, or by the signed-in user's profile. */
const LOCALE_KEY = 'locale';

/** The language chosen on this browser, if one was. */
export function chosenLocale(): LocaleCode | undefined {
  const stored = window.localStorage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : undefined;
}

/** The language chosen before (stored), else the browser's, else English. */
export function preferredLocale(): LocaleCode {
  const browser = window.navigator.language?.slice(0, 2);
  return chosenLocale() ?? (isLocale(browser) ? browser : DEFAULT_LOCALE);
}

/** Keeps `locale` as this browser's language, for the sign-in pages and the next visit. */
export function rememberLocale(locale: LocaleCode): void {
  window.localStorage.setItem(LOCALE_KEY, locale);
  showDocumentLanguage(locale);
}

/** The page's `lang` attribute follows the language shown: screen readers and fonts read it. */
export function showDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function translatorFor(locale: LocaleCode): Translate {
  const polyglot = new Polyglot({ locale, phrases: CATALOGUES[locale], allowMissing: true });
  return (key, params) => polyglot.t(key, params);
}
