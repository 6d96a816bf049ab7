import Polyglot from 'node-polyglot';
import { CATALOGUES, DEFAULT_LOCALE, isLocale, type LocaleCode } from '../../i18n';

const LOCALE_KEY = 'locale';

/** The language chosen before (stored), else the browser's, else English. */
export function preferredLocale(): LocaleCode {
  const stored = window.localStorage.getItem(LOCALE_KEY);
  if (isLocale(stored)) return stored;
  const browser = window.navigator.language?.slice(0, 2);
  return isLocale(browser) ? browser : DEFAULT_LOCALE;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function translatorFor(locale: LocaleCode): Translate {
  const polyglot = new Polyglot({ locale, phrases: CATALOGUES[locale], allowMissing: true });
  return (key, params) => polyglot.t(key, params);
}
