import type { Catalogue } from '../../i18n';
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '../../i18n/locales';

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

/** Languages whose "one |||| many" texts pick the second form for any count but 1; the others have one form. */
const ONE_AND_OTHER: ReadonlySet<LocaleCode> = new Set(['en', 'es']);

function lookup(catalogue: Catalogue, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

/**
 * A translator over a catalogue already at hand (the console holds them all; tests import them),
 * reading texts as react-admin's Polyglot does — `%{name}` placeholders, `smart_count` choosing
 * among `||||` forms, `_` as the fallback, the key itself when missing — without Polyglot and the
 * shims it brings, which the sign-in pages would otherwise download first.
 */
export function translatorOf(locale: LocaleCode, catalogue: Catalogue): Translate {
  return (key, params = {}) => {
    let phrase = lookup(catalogue, key);
    if (typeof phrase !== 'string') return typeof params._ === 'string' ? params._ : key;
    if (typeof params.smart_count === 'number' && phrase.includes('||||')) {
      const forms = phrase.split('||||').map((form) => form.trim());
      phrase = forms[ONE_AND_OTHER.has(locale) && params.smart_count !== 1 ? 1 : 0] ?? forms[0];
    }
    return (phrase as string).replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/**
 * Each language's own texts, fetched when first needed: the sign-in pages download one language,
 * not all of them (the login route's JavaScript budget). Read over English's, namespace by namespace,
 * as `CATALOGUES` does for the console.
 */
const OWN_TEXTS: Record<LocaleCode, () => Promise<Partial<Catalogue>>> = {
  en: async () => ({}),
  es: () => import('../../i18n/es').then(({ es }) => es),
  vi: () => import('../../i18n/vi').then(({ vi }) => vi),
  zh: () => import('../../i18n/zh').then(({ zh }) => zh),
};

const loaded = new Map<LocaleCode, Promise<Translate>>();

export function loadTranslator(locale: LocaleCode): Promise<Translate> {
  let translator = loaded.get(locale);
  if (!translator) {
    translator = Promise.all([import('../../i18n/en'), OWN_TEXTS[locale]()]).then(([{ en }, own]) => translatorOf(locale, { ...en, ...own }));
    // A failed download is tried again next time rather than remembered.
    translator.catch(() => loaded.delete(locale));
    loaded.set(locale, translator);
  }
  return translator;
}
