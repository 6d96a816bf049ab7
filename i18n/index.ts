import { en, type Messages } from './en';
import { es } from './es';

export type { Messages };

export const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];

export const CATALOGUES: Record<LocaleCode, Messages> = { en, es };

export const DEFAULT_LOCALE: LocaleCode = 'en';

export function isLocale(value: unknown): value is LocaleCode {
  return LOCALES.some((locale) => locale.code === value);
}
