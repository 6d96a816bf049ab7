import type { AccountResponse } from '../../../permissions/accountContext';
import { defineAbilityFor } from '../../../permissions/defineAbility';
import { ALL_MENU_ITEMS } from '../../../permissions/menu';
import { OUTSIDE_MENU_ROUTES } from '../../../permissions/routeGates';
import { RESOURCES } from '../../../resources';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import { initialiseMapsScript } from '../../maps/mapsScript';
import { fetchPageAhead } from '../../providers/dataProvider';
import { firstPageParams } from '../../resources/listColumns';
import { gateRule, type AccessRule } from '../ability/consoleAccess';
import { lazyWithReport, type SectionComponent } from '../global/lazyWithReport';

export interface SectionScreenProps {
  /** i18n key of the section's title. */
  titleKey: string;
  /** A declared entity shown by the generated screens. */
  resource?: ResourceDeclaration;
}

/** Where a section shows a map: on all of its pages, or on its records' pages only (a ride's, not the rides list). */
export type MapsIn = 'section' | 'records';

export interface SectionRoute {
  path: string;
  titleKey: string;
  canOpen: AccessRule;
  /** Loaded on demand (spec 2.1). */
  Screen: SectionComponent<SectionScreenProps>;
  resource?: ResourceDeclaration;
  /** The pages that open only once the maps script is initialised (spec 2.2). */
  maps?: MapsIn;
}

/** A declared entity's section shows its generated screens; the others a placeholder until theirs are written. */
const SectionPlaceholder = lazyWithReport(() => import('../../pages/sections/SectionPlaceholder'));
const ResourceSection = lazyWithReport(() => import('../../resources/ResourceSection'));
const declaredAt = (path: string) => RESOURCES.find((resource) => `/${resource.name}` === path);

/** Sections whose screen is written by hand. */
const HAND_WRITTEN: Record<string, SectionComponent<SectionScreenProps>> = {
  '/dashboard': lazyWithReport(() => import('../../pages/dashboard/DashboardPage')),
  '/live-map': lazyWithReport(() => import('../../pages/liveMap/LiveMapPage')),
  '/vehicle-status-editor': lazyWithReport(() => import('../../pages/vehicles/VehicleStatusEditorPage')),
  '/vehicle-maintenance-status': lazyWithReport(() => import('../../pages/vehicles/VehicleMaintenancePage')),
  '/work-queue': lazyWithReport(() => import('../../pages/workQueue/WorkQueuePage')),
  '/reports': lazyWithReport(() => import('../../pages/reports/ReportsPage')),
  '/insights': lazyWithReport(() => import('../../pages/reports/InsightsPage')),
  '/ridership': lazyWithReport(() => import('../../pages/reports/RidershipPage')),
  '/inspections': lazyWithReport(() => import('../../pages/inspections/InspectionsLandingPage')),
  '/transportation-requests/bus-lookup': lazyWithReport(() => import('../../pages/transportationRequests/BusLookupPage')),
  '/driver-status-editor': lazyWithReport(() => import('../../pages/drivers/DriverStatusEditorPage')),
  '/drivers-and-monitors/editor': lazyWithReport(() => import('../../pages/drivers/DriversAndMonitorsEditorPage')),
  '/driver-documents/editor': lazyWithReport(() => import('../../pages/driverDocuments/DriverDocumentEditorPage')),
  '/driver-attendance/editor': lazyWithReport(() => import('../../pages/driverAttendance/DriverAttendanceEditorPage')),
  '/ride-assignment': lazyWithReport(() => import('../../pages/rideAssignment/RideAssignmentPage')),
  '/trip-approval': lazyWithReport(() => import('../../pages/trips/TripApprovalPage')),
  '/trip-sheet': lazyWithReport(() => import('../../pages/trips/TripSheetPage')),
  '/trip-approval-path/editor': lazyWithReport(() => import('../../pages/trips/ApprovalPathEditorPage')),
  '/access': lazyWithReport(() => import('../../pages/access/AccessPage')),
  '/settings': lazyWithReport(() => import('../../pages/settings/SettingsPage')),
  '/settings/sso': lazyWithReport(() => import('../../pages/settings/SsoSettingsPage')),
  '/route-explorer': lazyWithReport(() => import('../../pages/routeExplorer/RouteExplorerPage')),
  '/route-explorer/route-management': lazyWithReport(() => import('../../pages/routeExplorer/RouteManagementPage')),
  '/activities': lazyWithReport(() => import('../../pages/activities/ActivitiesPage')),
  '/students/import': lazyWithReport(() => import('../../pages/rosterImports/RosterImportPage')),
};

/**
 * The hand-written sections with a map, and where in them (spec 2.2: "Some routes initialise a maps …
 * script before they open"); a declared entity with a path shows it on its records' pages (mapsOf).
 */
const WITH_MAPS: Record<string, MapsIn> = {
  '/live-map': 'section',
  '/route-explorer': 'section',
  '/route-explorer/route-management': 'section',
  '/transportation-requests/bus-lookup': 'section',
  '/rides': 'records',
};

/** Where the section at `path` shows a map: as written above, or on the records of an entity with a path (a run's). */
function mapsOf(path: string, resource: ResourceDeclaration | undefined): MapsIn | undefined {
  if (WITH_MAPS[path]) return WITH_MAPS[path];
  return resource && Object.values(resource.fields).some((field) => field.type === 'polyline' && !field.hidden) ? 'records' : undefined;
}

const menuSections = ALL_MENU_ITEMS.map((item) => ({ path: item.path, titleKey: `shell.menu.${item.key}`, gate: item.gate }));
const outsideSections = OUTSIDE_MENU_ROUTES.map((route) => ({ path: route.path, titleKey: `shell.sections.${route.key}`, gate: route.gate }));

/**
 * The menu's sections and the routes outside the menu (spec 2.4, 2.5), each behind its gate. A path
 * in both lists (insights, settings) is one route, named as in the menu.
 */
export const SECTION_ROUTES: readonly SectionRoute[] = [...menuSections, ...outsideSections]
  .filter((section, index, all) => all.findIndex((other) => other.path === section.path) === index)
  .map(({ path, titleKey, gate }) => {
    const resource = declaredAt(path);
    return { path, titleKey, canOpen: gateRule(gate), Screen: HAND_WRITTEN[path] ?? (resource ? ResourceSection : SectionPlaceholder), resource, maps: mapsOf(path, resource) };
  });

/** The section owning `pathname`: `/rides/12` is the rides section's, `/settings/sso` its own. */
function sectionOwning(pathname: string): SectionRoute | undefined {
  const owning = SECTION_ROUTES.filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return owning.sort((a, b) => b.path.length - a.path.length)[0];
}

/** Whether the page at `pathname` of this section shows a map. */
export const mapsNeeded = (section: Pick<SectionRoute, 'path' | 'maps'>, pathname: string): boolean =>
  section.maps === 'section' || (section.maps === 'records' && pathname.length > section.path.length + 1);

/**
 * Fetches the screen of the section at `pathname`, and initialises the maps script where it shows a
 * map; settles when both are here, or failed (the screen then reports it when shown).
 */
export async function preloadSectionAt(pathname: string): Promise<void> {
  const section = sectionOwning(pathname);
  if (!section) return;
  await Promise.all([section.Screen.preload(), mapsNeeded(section, pathname) ? initialiseMapsScript() : undefined]);
}

/** Where react-admin keeps a list's order and filters once changed (its localStorage store). */
const storedListParams = (resource: string) => window.localStorage.getItem(`RaStore.${resource}.listParams`) !== null;

/** The declared entity whose section is at `pathname` (`/rides/12` is the rides section's), if any. */
export function sectionResourceAt(pathname: string): ResourceDeclaration | undefined {
  return sectionOwning(pathname)?.resource;
}

/**
 * Asks for the first page of the list at `pathname` while the console's code is still arriving, so
 * that its rows are here when the list is first drawn: only for a generated list opened at its own
 * address with nothing in the query string and no stored order or filter of its own, which then asks
 * for the very page asked for here (see fetchPageAhead).
 */
export function fetchListAheadAt(pathname: string, search: string, account: AccountResponse): void {
  const section = SECTION_ROUTES.find(({ path }) => path === pathname);
  const resource = section?.Screen === ResourceSection ? section.resource : undefined;
  if (!resource || search || storedListParams(resource.name)) return;
  const ability = defineAbilityFor(account);
  if (ability.can(...resource.permissions.view)) fetchPageAhead(resource.name, firstPageParams(resource, ability, account.account.timezone));
}
