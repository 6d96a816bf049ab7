import type { CoreTranslation } from './translationTypes';
import { global } from './vi/global';
import { ra } from './vi/ra';
import { shell } from './vi/shell';
import { signIn } from './vi/signIn';

/** Vietnamese: signing in, the console's frame, errors and popups; the business screens read in English. */
export const vi: CoreTranslation = {
  ra,
  shell,
  global,
  ...signIn,
  pages: {
    pageNotFound: 'Không tìm thấy trang',
  },
};
