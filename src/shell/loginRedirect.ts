/**
 * Where an anonymous visitor is sent (spec 2.2): the login page, carrying the page they asked for
 * as RelayState unless that page is home.
 */
export function loginUrlFor(pathname: string, search: string): string {
  const requested = `${pathname}${search}`;
  const isHome = pathname === '/' || pathname === '' || pathname === '/home';
  return isHome ? '/login' : `/login?RelayState=${encodeURIComponent(requested)}`;
}
