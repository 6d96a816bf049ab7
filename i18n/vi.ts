import type { CoreTranslation } from './translationTypes';
import { global } from './vi/global';
import { live } from './vi/live';
import { maps } from './vi/maps';
import { ra } from './vi/ra';
import { shell } from './vi/shell';
import { signIn } from './vi/signIn';
import { utility } from './vi/utility';

/** Vietnamese: signing in, the console's frame, errors and popups; the business screens read in English. */
export const vi: CoreTranslation = {
  ra,
  shell,
  global,
  maps,
  live,
  utility,
  ...signIn,
  pages: {
    pageNotFound: 'Không tìm thấy trang',
  },
};
