import { appConfig } from '../../appConfig';

/** The console's own pages (spec 2.1, 2.10), named once for links, redirects and the route table. */
export const SHELL_PATHS = {
  home: '/home',
  profile: '/profile',
  noViewPermissions: '/no-view-permissions',
  accessDenied: '/access-denied',
  accountTimezoneError: '/account-timezone-error',
  error: '/error',
  pageNotFound: '/page-not-found',
  logout: '/logout',
  routeExplorer: '/route-explorer',
  deeplink: '/deeplink',
  landing: '/landing',
} as const;

/**
 * Pages home never reopens (spec 2.6): home itself, the pages that report a state rather than show
 * data, and the pages that only pass the user on.
 */
export function isNeverReopened(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return [
    '/', SHELL_PATHS.home, SHELL_PATHS.noViewPermissions, SHELL_PATHS.accessDenied, SHELL_PATHS.accountTimezoneError,
    SHELL_PATHS.error, SHELL_PATHS.pageNotFound, SHELL_PATHS.logout, SHELL_PATHS.deeplink, SHELL_PATHS.landing,
    `/${appConfig().charterLoginPath}`,
  ].includes(path);
}
