import type { CoreTranslation } from './translationTypes';
import { global } from './zh/global';
import { ra } from './zh/ra';
import { shell } from './zh/shell';
import { signIn } from './zh/signIn';

/** Simplified Chinese: signing in, the console's frame, errors and popups; the business screens read in English. */
export const zh: CoreTranslation = {
  ra,
  shell,
  global,
  ...signIn,
  pages: {
    pageNotFound: '页面未找到',
  },
};
