import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { CATALOGUES, DEFAULT_LOCALE, LOCALES } from '../../i18n';
import { preferredLocale } from '../i18n/translator';

// react-admin's own texts (ra.*) under ours; Spanish and the others get theirs with the translation work.
const messagesFor = (locale: string) => ({ ...englishMessages, ...CATALOGUES[locale as keyof typeof CATALOGUES] });

export const i18nProvider = polyglotI18nProvider(
  messagesFor,
  preferredLocale() ?? DEFAULT_LOCALE,
  LOCALES.map(({ code, name }) => ({ locale: code, name })),
  { allowMissing: true },
);
