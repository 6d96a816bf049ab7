import type { Catalogue } from '../../i18n';
import { en } from '../../i18n/en';
import { perLocale } from './translator';

/**
 * The console's texts in one language, every namespace. English is the base of every language and
 * comes with the console; another language is downloaded when it is shown, not all of them up front
 * (the signed-in shell's JavaScript budget).
 */
export const loadConsoleCatalogue = perLocale<Catalogue>(async () => en, {
  en: async () => ({}),
  es: () => import('../../i18n/es').then(({ es }) => es),
  vi: () => import('../../i18n/vi').then(({ vi }) => vi),
  ar: () => import('../../i18n/ar').then(({ ar }) => ar),
  zh: () => import('../../i18n/zh').then(({ zh }) => zh),
});
