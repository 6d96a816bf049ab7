/** Spec 2.3 and 9: a screen wider than 2020px is "extra large". */
export const EXTRA_LARGE_SCREEN_WIDTH = 2020;

/** Spec 9: the main content is at most this wide. */
export const MAX_CONTENT_WIDTH = 1680;

export function isExtraLargeScreen(screenWidth: number): boolean {
  return screenWidth > EXTRA_LARGE_SCREEN_WIDTH;
}

/** Below this width (a phone held upright) every pixel goes to the content. */
export const PHONE_SCREEN_WIDTH = 600;

/**
 * Spec 2.3 leaves open when the side padding is 30px and when 90px: the wide padding goes with the
 * extra-large screens, the same breakpoint that opens the side menu by default; a phone gets 12px.
 */
export function contentSidePadding(screenWidth: number): number {
  if (screenWidth < PHONE_SCREEN_WIDTH) return 12;
  return isExtraLargeScreen(screenWidth) ? 90 : 30;
}
