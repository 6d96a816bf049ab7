/** The side menu's measures and colours: the brand blue, with school-bus yellow marking where you are. */
export const SIDE_MENU_WIDTH = 256;
export const SIDE_MENU_COLLAPSED_WIDTH = 72;

export const SIDE_MENU_COLORS = {
  background: 'linear-gradient(180deg, #1f4e9c 0%, #173d7d 55%, #12305f 100%)',
  text: 'rgba(255, 255, 255, 0.82)',
  mutedText: 'rgba(255, 255, 255, 0.7)',
  hover: 'rgba(255, 255, 255, 0.08)',
  selected: 'rgba(255, 255, 255, 0.16)',
  accent: '#f6b400',
  divider: 'rgba(255, 255, 255, 0.12)',
} as const;

/** Is `pathname` inside the section an item leads to (its own page or one below it)? */
export function isWithinSection(pathname: string, itemPath: string): boolean {
  const sectionPath = itemPath.split('?')[0];
  return pathname === sectionPath || pathname.startsWith(`${sectionPath}/`);
}
