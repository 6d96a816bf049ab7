import type { LocaleCode } from '../../i18n';
import { chosenLocale, preferredLocale, rememberLocale } from './translator';

/** Keeps the signed-in user's language on the server, so that the console opens in it on any browser. */
export async function saveUserLocale(locale: LocaleCode): Promise<boolean> {
  try {
    const response = await fetch('/api/profile/language', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ locale }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The language the console opens in: the user's own; else the one picked on this browser's sign-in
 * page, which then becomes theirs (unless someone acts for them); else the browser's.
 */
export async function consoleLocaleFor(userLocale: LocaleCode | undefined, actingForThemself: boolean): Promise<LocaleCode> {
  if (userLocale) {
    rememberLocale(userLocale);
    return userLocale;
  }
  const picked = chosenLocale();
  if (picked && actingForThemself) await saveUserLocale(picked);
  return preferredLocale();
}
