import { createContext, useContext, useId } from 'react';
import { LOCALES, isLocale, type LocaleCode } from '../../../../i18n/locales';
import type { Translate } from '../../../i18n/translator';

export interface PublicLanguage {
  locale: LocaleCode;
  choose(locale: LocaleCode): void;
}

/** The sign-in pages' language and how to change it; PublicPage provides it. */
export const PublicLanguageContext = createContext<PublicLanguage | null>(null);

/**
 * The language of the sign-in pages, kept on this browser for the console. Each language is named
 * in itself and the globe is drawn beside it, so that a reader finds theirs from any other.
 */
export function LanguageSelect({ translate }: { translate: Translate }) {
  const language = useContext(PublicLanguageContext);
  const id = useId();
  if (!language) return null;
  return (
    <div className="public-language">
      <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <ellipse cx="12" cy="12" rx="4" ry="9" />
        <path d="M3 12h18M5 7h14M5 17h14" />
      </svg>
      <label htmlFor={id}>{translate('app.language')}</label>
      <select id={id} value={language.locale} onChange={(event) => isLocale(event.target.value) && language.choose(event.target.value)}>
        {LOCALES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
