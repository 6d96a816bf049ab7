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

function lookup(catalogue: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

/**
 * A translator over a catalogue already at hand, reading texts as react-admin's Polyglot does —
 * `%{name}` placeholders, `smart_count` choosing among `||||` forms, `_` as the text when the key is
 * missing, else the key itself — without Polyglot and the shims it brings.
 */
export function translatorOf(locale: LocaleCode, catalogue: object): Translate {
  return (key, params = {}) => {
    const found = lookup(catalogue, key);
    let phrase = typeof found === 'string' ? found : typeof params._ === 'string' ? params._ : key;
    if (typeof params.smart_count === 'number' && phrase.includes('||||')) {
      const forms = phrase.split('||||').map((form) => form.trim());
      phrase = forms[ONE_AND_OTHER.has(locale) && params.smart_count !== 1 ? 1 : 0] ?? forms[0];
    }
    return phrase.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/**
 * What a language reads, fetched the first time it is asked for: English's texts under the
 * language's own, namespace by namespace. A failed download is tried again next time rather than
 * remembered.
 */
export function perLocale<Texts extends object>(english: () => Promise<Texts>, own: Record<LocaleCode, () => Promise<Partial<Texts>>>): (locale: LocaleCode) => Promise<Texts> {
  const loaded = new Map<LocaleCode, Promise<Texts>>();
  return (locale) => {
    let texts = loaded.get(locale);
    if (!texts) {
      texts = Promise.all([english(), own[locale]()]).then(([base, translated]) => ({ ...base, ...translated }));
      texts.catch(() => loaded.delete(locale));
      loaded.set(locale, texts);
    }
    return texts;
  };
}

/**
 * The sign-in pages' texts in one language: they open with these alone, not with the console's
 * catalogues (the login route's JavaScript budget).
 */
const signInTexts = perLocale(() => import('../../i18n/en/signIn').then(({ signIn }) => signIn), {
  en: async () => ({}),
  es: () => import('../../i18n/es/signIn').then(({ signIn }) => signIn),
  vi: () => import('../../i18n/vi/signIn').then(({ signIn }) => signIn),
  zh: () => import('../../i18n/zh/signIn').then(({ signIn }) => signIn),
});

export async function loadSignInTranslator(locale: LocaleCode): Promise<Translate> {
  return translatorOf(locale, await signInTexts(locale));
}
