import type { CoreTranslation } from './translationTypes';
import { global } from './zh/global';
import { live } from './zh/live';
import { maps } from './zh/maps';
import { ra } from './zh/ra';
import { shell } from './zh/shell';
import { signIn } from './zh/signIn';
import { utility } from './zh/utility';

/** Simplified Chinese: signing in, the console's frame, errors and popups; the business screens read in English. */
export const zh: CoreTranslation = {
  ra,
  shell,
  global,
  maps,
  live,
  utility,
  ...signIn,
  pages: {
    pageNotFound: '页面未找到',
  },
};
