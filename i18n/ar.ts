import type { CoreTranslation } from './translationTypes';
import { global } from './ar/global';
import { live } from './ar/live';
import { maps } from './ar/maps';
import { ra } from './ar/ra';
import { shell } from './ar/shell';
import { signIn } from './ar/signIn';
import { utility } from './ar/utility';

/** Arabic, read right to left: signing in, the console's frame, errors and popups; the business screens read in English. */
export const ar: CoreTranslation = {
  ra,
  shell,
  global,
  maps,
  live,
  utility,
  ...signIn,
  pages: {
    pageNotFound: 'الصفحة غير موجودة',
  },
};
