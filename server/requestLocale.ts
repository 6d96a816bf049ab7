import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '../i18n/locales';

/** The browser's first language, as its console would pick it when the user has none of their own. */
export function browserLocaleOf(request: FastifyRequest): LocaleCode {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The language a signed-in request reads in, as its console shows it: the user's own, else the browser's. */
export function readerLocaleOf(request: FastifyRequest, userLocale: string | null): LocaleCode {
  return isLocale(userLocale) ? userLocale : browserLocaleOf(request);
}
