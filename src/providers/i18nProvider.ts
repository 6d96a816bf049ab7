import englishMessages from 'ra-language-english';
import { localStorageStore, type I18nProvider } from 'react-admin';
import { en } from '../../i18n/en';
import { DEFAULT_LOCALE, LOCALES, isLocale, type LocaleCode } from '../../i18n/locales';
import { loadConsoleCatalogue } from '../i18n/consoleCatalogue';
import { showDocumentLanguage, translatorOf, type Translate } from '../i18n/translator';

/** react-admin's own texts (`ra.*`) lie under ours: English's come with react-admin, the other locales carry theirs. */
const withReactAdminTexts = (catalogue: object) => ({ ...englishMessages, ...catalogue });

/** The language shown and its texts: English until the console opens the user's. */
let shown: { locale: LocaleCode; translate: Translate } = { locale: DEFAULT_LOCALE, translate: translatorOf(DEFAULT_LOCALE, withReactAdminTexts(en)) };

/**
 * Translations the way react-admin asks for them, over our own translator rather than Polyglot: a
 * language's catalogue is downloaded when it is chosen, and the page's `lang` attribute follows it
 * (screen readers, fonts, hyphenation).
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => shown.translate(key, options),
  changeLocale: async (locale) => {
    const code = isLocale(locale) ? locale : DEFAULT_LOCALE;
    await loadConsoleTexts(code);
    showDocumentLanguage(code);
  },
  getLocale: () => shown.locale,
  getLocales: () => LOCALES.map(({ code, name }) => ({ locale: code, name })),
};

/** Makes `locale` the language the console is drawn in (on the server too, where there is no document). */
export async function loadConsoleTexts(locale: LocaleCode): Promise<void> {
  shown = { locale, translate: await consoleTranslator(locale) };
}

/** The console's texts in `locale`, ready to use at once (e.g. to say something in a language just chosen). */
export async function consoleTranslator(locale: LocaleCode): Promise<Translate> {
  return translatorOf(locale, withReactAdminTexts(await loadConsoleCatalogue(locale)));
}

/**
 * Opens the console in `locale` before <Admin> mounts. react-admin keeps the language in its store
 * (<Admin>'s default, `localStorageStore()`) and follows it over the provider: left there from an
 * earlier session, another user's choice would win.
 */
export async function openConsoleIn(locale: LocaleCode): Promise<void> {
  await i18nProvider.changeLocale(locale);
  localStorageStore().setItem('locale', locale);
}
