/** Spec 4.6: where a user was when their session ended, to reopen after the next sign-in. */
export const PATH_AFTER_LOGIN_KEY = 'pathAfterLogin';

export function rememberPathAfterLogin(pathname: string, search: string): void {
  if (pathname === '/' || pathname === '/home' || pathname.startsWith('/login')) return;
  window.localStorage.setItem(PATH_AFTER_LOGIN_KEY, `${pathname}${search}`);
}
