import { SIDEBAR_EXPANDED_KEY } from '../menu/sidebarExpanded';
import { COLOR_SCHEME_KEY, type ColorScheme } from '../theme/colorScheme';

/**
 * The browser's window width, the side menu's saved state and the colour scheme, kept in cookies as
 * well, so that a page drawn on the server is drawn as this browser will show it
 * (server/ssr/consolePages.ts reads them). The menu's state and the scheme's choice stay in
 * localStorage (spec 9); the cookies only mirror them.
 */
export const SCREEN_WIDTH_COOKIE = 'screenWidth';
const A_YEAR_S = 365 * 24 * 60 * 60;

const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/; max-age=${A_YEAR_S}; samesite=lax`;
};

export function rememberSidebarExpanded(expanded: string): void {
  setCookie(SIDEBAR_EXPANDED_KEY, expanded);
}

/** The scheme the choice comes to now (a choice of "system" depends on this browser). */
export function rememberColorScheme(scheme: ColorScheme): void {
  setCookie(COLOR_SCHEME_KEY, scheme);
}

/** Writes the menu's state and the width as they are now, and the width again whenever the window is resized. */
export function rememberLayout(): void {
  const saved = window.localStorage.getItem(SIDEBAR_EXPANDED_KEY);
  if (saved) rememberSidebarExpanded(saved);
  const rememberWidth = () => setCookie(SCREEN_WIDTH_COOKIE, String(window.innerWidth));
  rememberWidth();
  let pending: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(pending);
    pending = setTimeout(rememberWidth, 500);
  });
}
