import englishMessages from 'ra-language-english';
import { CATALOGUES, type LocaleCode } from '../i18n';
import { SERVER_TEXTS } from '../i18n/serverTexts';
import { translatorOf, type Translate } from '../i18n/translate';

const translators = new Map<LocaleCode, Translate>();

/**
 * The texts of a language as the server writes them: the console's, as the browser reads them
 * (react-admin's own under ours, src/providers/i18nProvider.ts), and the server's own under `server`
 * (its refusals and mails).
 */
export function translatorFor(locale: LocaleCode): Translate {
  let translate = translators.get(locale);
  if (!translate) translators.set(locale, (translate = translatorOf(locale, { ...englishMessages, ...CATALOGUES[locale], server: SERVER_TEXTS[locale] })));
  return translate;
}
