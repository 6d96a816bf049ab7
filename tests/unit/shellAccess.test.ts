import { subject } from '@casl/ability';
import { defineAbilityFor } from '../../permissions/defineAbility';
import { MENU_ITEMS } from '../../permissions/menu';
import { ROLE_TEMPLATES } from '../../permissions/roleTemplates';
import { OUTSIDE_MENU_ROUTES } from '../../permissions/routeGates';
import { CATALOGUES } from '../../i18n';
import { appErrorFromState, appErrorOf } from '../../src/pages/errors/appError';
import { canAccessWith } from '../../src/shell/ability/canAccess';
import { operatorStaffOnly } from '../../src/shell/ability/consoleAccess';
import { contentSidePadding, isExtraLargeScreen } from '../../src/shell/layout/screenSize';
import { sidebarExpandedFrom } from '../../src/shell/menu/sidebarExpanded';
import { SECTION_ROUTES } from '../../src/shell/routes/sectionRoutes';

const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES.en);
const school = defineAbilityFor({ permissions: [...ROLE_TEMPLATES.schoolStaff.codes], userRole: 'others', district: { districtId: 1, campusIds: [1], schoolEmployeeId: null } });

describe('section routes (spec 2.1, 2.4, 2.5)', () => {
  it('registers every menu section and every route outside the menu once, each with a title', () => {
    const paths = SECTION_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [...MENU_ITEMS.map((item) => item.path), ...OUTSIDE_MENU_ROUTES.map((route) => route.path), '/route-explorer', '/settings']) {
      expect(paths).toContain(path);
    }
    for (const route of SECTION_ROUTES) expect([route.titleKey, typeof lookup(route.titleKey)]).toEqual([route.titleKey, 'string']);
  });

  it('opens a section behind its gate', () => {
    const access = { ability: school, userRole: 'others' as const };
    const canOpen = (path: string) => SECTION_ROUTES.find((route) => route.path === path)!.canOpen(access);
    expect(canOpen('/rides')).toBe(true);
    expect(canOpen('/vehicles')).toBe(false);
    expect(canOpen('/student-change-requests')).toBe(true);
  });

  it('opens the polyline viewer to operator staff only (spec 2.9)', () => {
    expect(operatorStaffOnly({ ability: school, userRole: 'admin' })).toBe(true);
    expect(operatorStaffOnly({ ability: school, userRole: 'vendor' })).toBe(false);
  });
});

describe("react-admin's canAccess through the ability", () => {
  it('reads list and show as view, and checks records against the tenant', () => {
    expect(canAccessWith(school, { action: 'list', resource: 'rides' })).toBe(true);
    expect(canAccessWith(school, { action: 'edit', resource: 'rides' })).toBe(false);
    expect(canAccessWith(school, { action: 'show', resource: 'students', record: { districtId: 1, campusId: 1 } })).toBe(true);
    expect(canAccessWith(school, { action: 'show', resource: 'students', record: { districtId: 1, campusId: 2 } })).toBe(false);
    expect(school.can('view', subject('students', { districtId: 1, campusId: 1 }))).toBe(true);
  });

  it('refuses what it does not know', () => {
    expect(canAccessWith(school, { action: 'list', resource: 'no-such-resource' })).toBe(false);
    expect(canAccessWith(school, { action: 'fly', resource: 'rides' })).toBe(false);
  });
});

describe('side menu and main area sizes (spec 2.3, 9)', () => {
  it('counts a screen wider than 2020px as extra large', () => {
    expect(isExtraLargeScreen(2020)).toBe(false);
    expect(isExtraLargeScreen(2021)).toBe(true);
  });

  it('keeps the saved sidebarExpanded choice, else expands on extra-large screens only', () => {
    expect(sidebarExpandedFrom('true', 800)).toBe(true);
    expect(sidebarExpandedFrom('false', 2560)).toBe(false);
    expect(sidebarExpandedFrom(null, 1440)).toBe(false);
    expect(sidebarExpandedFrom(null, 2560)).toBe(true);
    expect(sidebarExpandedFrom('yes', 2560)).toBe(true);
  });

  it('pads the content 30px, and 90px on extra-large screens', () => {
    expect(contentSidePadding(1440)).toBe(30);
    expect(contentSidePadding(2560)).toBe(90);
  });
});

describe('the error as the error screen receives it (spec 3, 2.10)', () => {
  it('keeps a web error as its answer and context id, the server\'s message as its text', () => {
    expect(appErrorOf({ status: 404, body: { message: 'No such ride.', code: 'NOT_FOUND', contextId: 'c-1' }, message: 'HttpError' })).toEqual({
      text: 'No such ride.', originalError: { webError: { data: { message: 'No such ride.', code: 'NOT_FOUND', contextId: 'c-1' }, contextId: 'c-1' } },
    });
    expect(appErrorOf({ message: 'No such ride.', code: 'NOT_FOUND', contextId: 'c-2' })).toEqual({
      text: 'No such ride.', originalError: { webError: { data: { message: 'No such ride.', code: 'NOT_FOUND', contextId: 'c-2' }, contextId: 'c-2' } },
    });
  });

  it('keeps an answer that is not the server\'s (a proxy\'s page) as it came, with no text of its own', () => {
    expect(appErrorOf({ status: 502, body: '<h1>502 Bad Gateway</h1>', message: 'Bad Gateway' })).toEqual({
      text: null, originalError: { webError: { data: '<h1>502 Bad Gateway</h1>', contextId: undefined } },
    });
  });

  it('dumps anything else as an unknown error', () => {
    expect(appErrorOf({ weird: true })).toEqual({ text: null, originalError: { unknownError: '{\n  "weird": true\n}' } });
    const thrown = appErrorOf(new TypeError('Cannot read properties of undefined'));
    expect(thrown?.text).toBe('Cannot read properties of undefined');
    expect(thrown?.originalError).toEqual({ unknownError: expect.stringContaining('TypeError: Cannot read properties of undefined') });
    expect(appErrorOf(undefined)).toBeNull();
  });

  it('reads the error from the navigation state, or none', () => {
    const error = { text: null, originalError: { webError: { data: null, contextId: 'c-3' } } };
    expect(appErrorFromState({ error })).toEqual(error);
    expect(appErrorFromState(null)).toBeNull();
  });
});

