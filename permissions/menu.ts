import type { CodeRule } from './codeRules';
import type { AppAbility } from './defineAbility';

/** A screen's gate: shown or opened when the ability allows any one of these. */
export type Gate = readonly CodeRule[];

export interface MenuItemDefinition {
  index: number;
  /** i18n key under `menu.` and the section's name. */
  key: string;
  path: string;
  gate: Gate;
  /** Listed for routing and "Go to page", never drawn in the menu (spec 2.4, index 100). */
  hidden?: boolean;
  /**
   * i18n key under `shell.menuDetail.`: what tells this item apart from another of the same label
   * (spec 2.4 names both 95 and 96 "Employees").
   */
  detail?: string;
}

/** The side menu of spec 2.4, in menu-index order. Work queue's link is the user's first item's. */
export const MENU_ITEMS: readonly MenuItemDefinition[] = [
  { index: 5, key: 'dashboard', path: '/dashboard', gate: [['view', 'dashboard']] },
  { index: 10, key: 'rides', path: '/rides', gate: [['view', 'rides']] },
  { index: 20, key: 'runs', path: '/routes', gate: [['view', 'routes']] },
  { index: 23, key: 'trips', path: '/charter-trips', gate: [['view', 'charter-trips']] },
  { index: 25, key: 'routes', path: '/route-group', gate: [['view', 'route-group']] },
  { index: 30, key: 'drivers', path: '/drivers', gate: [['view', 'drivers']] },
  { index: 50, key: 'students', path: '/students', gate: [['view', 'students']] },
  { index: 60, key: 'districts', path: '/districts', gate: [['view', 'districts']] },
  { index: 70, key: 'campuses', path: '/campuses', gate: [['view', 'campuses']] },
  { index: 80, key: 'vendors', path: '/vendors', gate: [['view', 'vendors']] },
  { index: 85, key: 'yards', path: '/yards', gate: [['view', 'yards']] },
  { index: 86, key: 'vehicles', path: '/vehicles', gate: [['view', 'vehicles']] },
  { index: 87, key: 'inspections', path: '/inspections', gate: [['view', 'vehicle-inspections'], ['view', 'end-of-day-inspections'], ['view', 'end-of-ride-inspections']] },
  { index: 88, key: 'requests', path: '/transportation-requests', gate: [['view', 'transportation-requests']] },
  { index: 89, key: 'accounting', path: '/invoicing', gate: [['view', 'accounting-transactions']] },
  { index: 90, key: 'workQueue', path: '/work-queue', gate: [['view', 'work-queue-items']] },
  { index: 95, key: 'vendorEmployees', path: '/vendor-employees', gate: [['view', 'vendor-employees']], detail: 'vendors' },
  { index: 96, key: 'schoolEmployees', path: '/school-employees', gate: [['view', 'school-employees']], detail: 'schools' },
  { index: 97, key: 'reports', path: '/reports', gate: [['view', 'reports']] },
  { index: 100, key: 'insights', path: '/insights', gate: [['view', 'reports']], hidden: true },
  { index: 107, key: 'activities', path: '/activities', gate: [['view', 'timesheet-entries']] },
  { index: 110, key: 'access', path: '/access', gate: [['view', 'user-permissions']] },
  { index: 111, key: 'dbr', path: '/dbr', gate: [['view', 'driver-bus-reports']] },
];

/**
 * The live map (the dispatch control center of DOMAIN.md), drawn right after Rides: for anyone who
 * may view rides or vehicles.
 */
export const LIVE_MAP_ITEM: MenuItemDefinition = { index: 11, key: 'liveMap', path: '/live-map', gate: [['view', 'rides'], ['view', 'vehicles']] };

/** The two menu items outside the indexed table (spec 2.4). */
export const ROUTE_EXPLORER_ITEM: MenuItemDefinition = { index: 112, key: 'routeExplorer', path: '/route-explorer', gate: [['view', 'route-explorer']] };
export const SETTINGS_ITEM: MenuItemDefinition = {
  index: 113, key: 'settings', path: '/settings', gate: [['view', 'sso-settings'], ['edit', 'standby-configuration'], ['view', 'driver-documents']],
};

/** Every item the menu may draw, in menu-index order. */
export const ALL_MENU_ITEMS: readonly MenuItemDefinition[] = [...MENU_ITEMS, LIVE_MAP_ITEM, ROUTE_EXPLORER_ITEM, SETTINGS_ITEM].sort((a, b) => a.index - b.index);

export function passes(ability: AppAbility, gate: Gate): boolean {
  return gate.some(([action, subject]) => ability.can(action, subject));
}

/**
 * The items this user's menu shows, in order. The work queue shows only with at least one item of
 * the user's (spec 6.2), whatever the codes say.
 */
export function visibleMenuItems(ability: AppAbility, hasWorkQueueItem: boolean): MenuItemDefinition[] {
  return ALL_MENU_ITEMS.filter(
    (item) => !item.hidden && (item.key === 'workQueue' ? hasWorkQueueItem : passes(ability, item.gate)),
  );
}
