import { server as ar } from './ar/server';
import { server as en } from './en/server';
import { server as es } from './es/server';
import type { LocaleCode } from './locales';
import { server as vi } from './vi/server';
import { server as zh } from './zh/server';

/** The server's own words (i18n/en/server.ts): every language has each of English's. */
export type ServerTexts = typeof en;

/** A key of the server's refusals. */
export type ServerErrorKey = keyof ServerTexts['errors'];

/** The server's words in every language, kept apart from the console's catalogue (the browser never loads them). */
export const SERVER_TEXTS: Readonly<Record<LocaleCode, ServerTexts>> = { en, es, vi, zh, ar };
