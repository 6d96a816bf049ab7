import type { AppAbility } from '../../../../permissions/defineAbility';
import { MENU_ITEMS, passes, visibleMenuItems, type Gate } from '../../../../permissions/menu';
import { OUTSIDE_MENU_ROUTES } from '../../../../permissions/routeGates';

/** A page of the console that "Go to page" can open: a menu section or a route outside the menu. */
export interface ConsolePage {
  /** The i18n key under `shell.menu.` and the page's name. */
  key: string;
  path: string;
  category: 'MENU' | 'PAGE';
  /** A menu section's detail, where another shares its label (see MenuItemDefinition). */
  detail?: string;
}

const WORK_QUEUE_KEY = 'workQueue';

/**
 * The pages this user may open, menu sections first in menu order, each path once. The menu's own
 * rule decides the sections (the work queue needs an item of the user's, spec 6.2); the hidden menu
 * item and the routes of spec 2.5 pass their gates.
 */
export function consolePages(ability: AppAbility, hasWorkQueueItem: boolean): ConsolePage[] {
  const menu = visibleMenuItems(ability, hasWorkQueueItem).map(({ key, path, detail }) => ({ key, path, detail, category: 'MENU' as const }));
  const others: { key: string; path: string; gate: Gate }[] = [...MENU_ITEMS.filter((item) => item.hidden), ...OUTSIDE_MENU_ROUTES];
  const seen = new Set(menu.map((page) => page.path));
  const pages: ConsolePage[] = [...menu];
  for (const { key, path, gate } of others) {
    if (seen.has(path) || !passes(ability, gate)) continue;
    seen.add(path);
    pages.push({ key, path, category: 'PAGE' });
  }
  return pages;
}

/** The page a console address belongs to: the longest page path it is, or lies under. */
export function pageOf(pathname: string, pages: readonly ConsolePage[]): ConsolePage | undefined {
  let best: ConsolePage | undefined;
  for (const page of pages) {
    const within = pathname === page.path || pathname.startsWith(`${page.path}/`);
    if (within && (!best || page.path.length > best.path.length)) best = page;
  }
  return best;
}

/** The work queue opens the user's first item (spec 2.4), not a list of its own. */
export function isWorkQueue(page: ConsolePage): boolean {
  return page.key === WORK_QUEUE_KEY;
}

const ACRONYMS = new Set(['dbr', 'sso', 'rfid']);

/** "vendorEmployees" → "Vendor employees", "dbr" → "DBR": a page's name until the catalogue has it. */
export function readableKey(key: string): string {
  const words = key.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  const text = words.map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
