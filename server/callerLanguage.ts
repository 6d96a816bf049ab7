import type { FastifyRequest } from 'fastify';
import type { LocaleCode } from '../i18n/locales';
import { readerLocaleOf } from './requestLocale';

/** The language each request's user chose, once their session has been read for it. */
const chosen = new WeakMap<FastifyRequest, string | null>();

/** Notes the language of the user whose session a request carries (sessions and access, as they are read). */
export function noteUserLanguage(request: FastifyRequest, locale: string | null): void {
  chosen.set(request, locale);
}

/**
 * The language to answer a request's caller in, without reading anything more: their own, when their
 * session was read for the request, else the browser's (the sign-in pages send the one chosen there).
 */
export const callerLocaleOf = (request: FastifyRequest): LocaleCode => readerLocaleOf(request, chosen.get(request) ?? null);
