/**
 * The drawer outlet of spec 2.1 and 4.8 lives in the query string, so that a drawer survives a
 * reload and can be linked to: `/rides?_=drawer/rides/123&isHalfDrawer=true&displayBackText=Rides`.
 */
export const DRAWER_PARAM = '_';
export const HALF_DRAWER_PARAM = 'isHalfDrawer';
export const BACK_TEXT_PARAM = 'displayBackText';

const DRAWER_PREFIX = 'drawer/';

export interface DrawerOutlet {
  /** The section path the drawer shows, e.g. `/rides/123`; null when the outlet names no drawer route. */
  path: string | null;
  isHalf: boolean;
  backText: string | null;
}

export interface DrawerLinkOptions {
  half?: boolean;
  backText?: string;
}

/** The open drawer the query string describes, or null when the outlet is empty. */
export function drawerOutletOf(search: string): DrawerOutlet | null {
  const params = new URLSearchParams(search);
  const outlet = params.get(DRAWER_PARAM);
  if (!outlet) return null;
  return {
    path: outlet.startsWith(DRAWER_PREFIX) ? `/${outlet.slice(DRAWER_PREFIX.length).replace(/^\/+/, '')}` : null,
    isHalf: params.get(HALF_DRAWER_PARAM) === 'true',
    backText: params.get(BACK_TEXT_PARAM),
  };
}

/** The query string with the drawer closed: the outlet and both of its parameters removed. */
export function searchWithoutDrawer(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [DRAWER_PARAM, HALF_DRAWER_PARAM, BACK_TEXT_PARAM]) params.delete(name);
  return readableSearch(params);
}

/**
 * A link that keeps the page where it is and opens `sectionPath` (e.g. `/vehicles/12`) in the
 * drawer over it.
 */
export function drawerHref(page: { pathname: string; search: string }, sectionPath: string, options: DrawerLinkOptions = {}): string {
  const params = new URLSearchParams(searchWithoutDrawer(page.search));
  params.set(DRAWER_PARAM, `${DRAWER_PREFIX}${sectionPath.replace(/^\/+/, '')}`);
  if (options.half) params.set(HALF_DRAWER_PARAM, 'true');
  if (options.backText) params.set(BACK_TEXT_PARAM, options.backText);
  return `${page.pathname}${readableSearch(params)}`;
}

/** Slashes need no escaping in a query string; leaving them makes drawer links readable. */
function readableSearch(params: URLSearchParams): string {
  const text = params.toString().replace(/%2F/gi, '/');
  return text ? `?${text}` : '';
}
