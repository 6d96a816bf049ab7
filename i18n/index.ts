import { ar } from './ar';
import { en, type Messages } from './en';
import { es } from './es';
import { LOCALES, type LocaleCode } from './locales';
import type { MessageTree, TranslationFor } from './translationTypes';
import { vi } from './vi';
import { zh } from './zh';

export { DEFAULT_LOCALE, LOCALES, isLocale, type LocaleCode, type LocaleCoverage } from './locales';
export { CORE_NAMESPACES, type CoreNamespace, type MessageTree } from './translationTypes';
export type { Messages };

type Translations = { [L in (typeof LOCALES)[number] as L['code']]: TranslationFor<L['coverage']> };

/** Each locale as it is written; the parity test reads these. */
export const TRANSLATIONS: Translations = { en, es, vi, zh, ar };

/** A catalogue as read: every English text, plus `ra` (react-admin's own) for the locales that carry it. */
export type Catalogue = Messages & { ra?: MessageTree };

/**
 * What each locale reads: its own texts over English's, namespace by namespace, so a `core` locale
 * shows the business screens in English rather than as keys.
 */
export const CATALOGUES = Object.fromEntries(
  LOCALES.map(({ code }) => [code, { ...en, ...TRANSLATIONS[code] }]),
) as Record<LocaleCode, Catalogue>;
