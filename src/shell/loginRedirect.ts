function withRelayState(page: string, pathname: string, search: string): string {
  const isHome = pathname === '/' || pathname === '' || pathname === '/home';
  return isHome ? page : `${page}?RelayState=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Where an anonymous visitor is sent (spec 2.2 step 2): the login page, carrying the page they
 * asked for as RelayState unless that page is home.
 */
export function loginUrlFor(pathname: string, search: string): string {
  return withRelayState('/login', pathname, search);
}

/** Step 3: signed in without a chosen account, with the same RelayState rule. */
export function selectAccountUrlFor(pathname: string, search: string): string {
  return withRelayState('/select-account', pathname, search);
}
