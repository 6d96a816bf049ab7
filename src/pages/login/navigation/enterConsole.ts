import { AUTH_ERRORS } from '../../../../permissions/accountContext';
import { ApiError } from '../api/apiRequest';
import { PATH_AFTER_LOGIN_KEY } from '../../../shell/storedPath';
import { fetchAccount } from '../api/authApi';
import { goTo } from './browserLocation';
import { consoleTarget, needsAccountSelection, selectAccountUrl } from './relayTarget';

/**
 * The console's address after sign-in. The stored path is used once: left behind, it would send a
 * later sign-in to a page from an old session.
 */
export function takeConsoleTarget(relayState: string | null): string {
  const target = consoleTarget(relayState, window.localStorage.getItem(PATH_AFTER_LOGIN_KEY));
  window.localStorage.removeItem(PATH_AFTER_LOGIN_KEY);
  return target;
}

/** After a successful sign-in (spec 4.1 step 4): account selection when one must be chosen, else the console. */
export async function continueAfterSignIn(relayState: string | null): Promise<void> {
  let mustChooseAccount: boolean;
  try {
    mustChooseAccount = needsAccountSelection((await fetchAccount()).account);
  } catch (error) {
    // Any other failure is left to the console's own guard, which knows how to recover from it.
    mustChooseAccount = error instanceof ApiError && error.code === AUTH_ERRORS.accountNotSelected;
  }
  goTo(mustChooseAccount ? selectAccountUrl(relayState) : takeConsoleTarget(relayState));
}
