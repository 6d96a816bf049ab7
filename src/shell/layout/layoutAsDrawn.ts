import type { ColorScheme } from '../theme/colorScheme';

/**
 * What the frame's look depends on in the browser — the window's width, the side menu's saved
 * state and the colour scheme — as the page was drawn with before the browser could tell: on the server, from what the
 * request says (a desktop-sized window otherwise). A page drawn on the server is taken over by
 * the browser with the same values (hydration must see what the server saw), then follows the real ones.
 */
export interface LayoutAsDrawn {
  screenWidth: number;
  /** The side menu's saved state ("true", "false") or null when the user never chose. */
  sidebarSaved: string | null;
  colorScheme: ColorScheme;
}

/** A desktop screen of the common size: not extra large, so the menu starts folded (spec 2.3); light, the system default. */
export const TYPICAL_LAYOUT: LayoutAsDrawn = { screenWidth: 1440, sidebarSaved: null, colorScheme: 'light' };

let drawnWith: LayoutAsDrawn = TYPICAL_LAYOUT;

export const layoutAsDrawn = (): LayoutAsDrawn => drawnWith;

export function drawLayoutWith(layout: LayoutAsDrawn): void {
  drawnWith = layout;
}
