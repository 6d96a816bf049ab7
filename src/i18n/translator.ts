import { DEFAULT_LOCALE, directionOf, isLocale, type LocaleCode } from '../../i18n/locales';
import { translatorOf, type Translate } from '../../i18n/translate';

// The server writes texts with the same translator (its exports), so it lives beside the catalogues.
export { translatorOf, type Translate };

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

/** The page's `lang` and `dir` attributes follow the language shown: screen readers and fonts read the one, the layout the other (Arabic right to left). */
export function showDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
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
  ar: () => import('../../i18n/ar/signIn').then(({ signIn }) => signIn),
  zh: () => import('../../i18n/zh/signIn').then(({ signIn }) => signIn),
});

export async function loadSignInTranslator(locale: LocaleCode): Promise<Translate> {
  return translatorOf(locale, await signInTexts(locale));
}
