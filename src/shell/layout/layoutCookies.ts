import { SIDEBAR_EXPANDED_KEY } from '../menu/sidebarExpanded';

/**
 * The browser's window width and the side menu's saved state, kept in cookies as well, so that a
 * page drawn on the server is drawn as this browser will show it (server/ssr/consolePages.ts reads
 * them). The menu's state stays in localStorage (spec 9); the cookie only mirrors it.
 */
export const SCREEN_WIDTH_COOKIE = 'screenWidth';
const A_YEAR_S = 365 * 24 * 60 * 60;

const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/; max-age=${A_YEAR_S}; samesite=lax`;
};

export function rememberSidebarExpanded(expanded: string): void {
  setCookie(SIDEBAR_EXPANDED_KEY, expanded);
}

/** Writes both as they are now, and the width again whenever the window is resized. */
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
