import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { localStorageStore, type I18nProvider, type TranslationMessages } from 'react-admin';
import { CATALOGUES, LOCALES, isLocale, type LocaleCode } from '../../i18n';
import { preferredLocale, showDocumentLanguage } from '../i18n/translator';

/**
 * react-admin's own texts (`ra.*`) under ours: English's come with react-admin, the other locales
 * carry theirs. The cast stands for a check the compiler cannot make: a unit test compares every
 * locale's `ra` keys with ra-language-english.
 */
const messagesFor = (locale: string) =>
  ({ ...englishMessages, ...CATALOGUES[isLocale(locale) ? locale : 'en'] }) as TranslationMessages;

const polyglot = polyglotI18nProvider(messagesFor, preferredLocale(), LOCALES.map(({ code, name }) => ({ locale: code, name })), { allowMissing: true });

/** Also keeps the page's `lang` attribute on the language shown (screen readers, fonts, hyphenation). */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale) => {
    await polyglot.changeLocale(locale);
    showDocumentLanguage(locale);
  },
};

/**
 * Opens the console in `locale` before <Admin> mounts. react-admin keeps the language in its store
 * (<Admin>'s default, `localStorageStore()`) and follows it over the provider: left there from an
 * earlier session, another user's choice would win.
 */
export async function openConsoleIn(locale: LocaleCode): Promise<void> {
  await i18nProvider.changeLocale(locale);
  localStorageStore().setItem('locale', locale);
}
