import { subject } from '@casl/ability';
import type { AbilityContext } from '../../permissions/defineAbility';
import { defineAbilityFor } from '../../permissions/defineAbility';
import { ALL_PERMISSIONS, PERMISSION_GROUPS } from '../../permissions/catalogue';
import { CODE_RULES } from '../../permissions/codeRules';
import { visibleMenuItems } from '../../permissions/menu';
import { ROLE_TEMPLATES, type RoleTemplateName } from '../../permissions/roleTemplates';

const contextFor = (template: RoleTemplateName, tenant: Partial<AbilityContext> = {}): AbilityContext => ({
  permissions: [...ROLE_TEMPLATES[template].codes],
  userRole: ROLE_TEMPLATES[template].portal === 'admin' ? 'admin' : ROLE_TEMPLATES[template].portal === 'vendor' ? 'vendor' : 'enterprise',
  ...tenant,
});
const vendorTenant = { vendor: { vendorId: 1, yardId: 1, yardIds: [1, 2], vendorEmployeeId: null } };
const districtTenant = { district: { districtId: 1, campusIds: [], schoolEmployeeId: null } };
const menuOf = (context: AbilityContext, workQueue = false) => visibleMenuItems(defineAbilityFor(context), workQueue).map((item) => item.key);

describe('permission catalogue (spec 6.3)', () => {
  it('holds every code once, in its group, each mapped to at least one rule', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    expect(ALL_PERMISSIONS).toHaveLength(118);
    expect(PERMISSION_GROUPS.parkouts).toEqual(['PARKOUT_EDIT', 'PARKOUT_VIEW', 'PARKOUT_EVENT_APPROVE_EDIT', 'PARKOUT_EVENT_VIEW']);
    for (const code of ALL_PERMISSIONS) expect([code, CODE_RULES[code].length > 0]).toEqual([code, true]);
  });

  it('grants nothing for an unknown code', () => {
    expect(defineAbilityFor({ permissions: ['EVERYTHING'], userRole: 'admin' }).rules).toEqual([]);
  });
});

describe('side menu per demo role (spec 2.4, 6.2)', () => {
  it('operator admin sees every section but the work queue until they have an item', () => {
    expect(menuOf(contextFor('operatorAdmin'))).toEqual([
      'dashboard', 'rides', 'liveMap', 'runs', 'trips', 'routes', 'drivers', 'students', 'districts', 'campuses', 'vendors', 'yards', 'vehicles',
      'inspections', 'requests', 'accounting', 'vendorEmployees', 'schoolEmployees', 'reports', 'activities', 'access', 'dbr',
      'routeExplorer', 'settings',
    ]);
    expect(menuOf(contextFor('operatorAdmin'), true)).toContain('workQueue');
  });

  it('support staff see the operations they support', () => {
    expect(menuOf(contextFor('support'), true)).toEqual([
      'dashboard', 'rides', 'liveMap', 'runs', 'routes', 'drivers', 'students', 'districts', 'campuses', 'vendors', 'yards', 'vehicles', 'workQueue',
      'vendorEmployees', 'schoolEmployees', 'reports', 'dbr',
    ]);
  });

  it('a vendor manager sees the fleet, people, inspections, money and DBR', () => {
    expect(menuOf(contextFor('vendorManager', vendorTenant))).toEqual([
      'dashboard', 'rides', 'liveMap', 'runs', 'trips', 'routes', 'drivers', 'yards', 'vehicles', 'inspections', 'accounting', 'vendorEmployees',
      'reports', 'activities', 'access', 'dbr', 'settings',
    ]);
  });

  it('a vendor dispatcher and a yard user see the daily operation', () => {
    // Editing standby drivers includes the standby configuration, one of Settings' three gates.
    expect(menuOf(contextFor('vendorDispatcher', vendorTenant))).toEqual(['dashboard', 'rides', 'liveMap', 'runs', 'routes', 'drivers', 'yards', 'vehicles', 'inspections', 'dbr', 'settings']);
    expect(menuOf(contextFor('yardUser', vendorTenant))).toEqual(['dashboard', 'rides', 'liveMap', 'runs', 'routes', 'drivers', 'yards', 'vehicles', 'inspections', 'activities', 'dbr']);
  });

  it('a district coordinator sees routing, students, requests and the route explorer', () => {
    expect(menuOf(contextFor('districtCoordinator', districtTenant))).toEqual([
      'dashboard', 'rides', 'liveMap', 'runs', 'trips', 'routes', 'students', 'districts', 'campuses', 'requests', 'accounting',
      'schoolEmployees', 'reports', 'access', 'routeExplorer', 'settings',
    ]);
  });

  it('school staff see their students and rides', () => {
    expect(menuOf(contextFor('schoolStaff', { district: { districtId: 1, campusIds: [4], schoolEmployeeId: null } }))).toEqual(['rides', 'liveMap', 'runs', 'trips', 'students', 'campuses', 'requests']);
  });

  it('a user with no codes has no menu', () => {
    expect(menuOf({ permissions: [], userRole: 'vendor', ...vendorTenant })).toEqual([]);
  });
});

describe('tenant conditions (DOMAIN.md "Tenancy")', () => {
  it("lets a vendor see its own rides in its chosen yards, never another vendor's", () => {
    const ability = defineAbilityFor(contextFor('vendorManager', vendorTenant));
    expect(ability.can('view', subject('rides', { vendorId: 1, yardId: 2, districtId: 3 }))).toBe(true);
    expect(ability.can('view', subject('rides', { vendorId: 1, yardId: 3, districtId: 3 }))).toBe(false);
    expect(ability.can('view', subject('rides', { vendorId: 2, yardId: 1, districtId: 3 }))).toBe(false);
    expect(ability.can('view', subject('yards', { vendorId: 1, id: 2 }))).toBe(true);
    expect(ability.can('view', subject('yards', { vendorId: 1, id: 3 }))).toBe(false);
  });

  it("lets school staff see their campuses' students only, and the district its own", () => {
    const school = defineAbilityFor(contextFor('schoolStaff', { district: { districtId: 1, campusIds: [4], schoolEmployeeId: null } }));
    expect(school.can('view', subject('students', { districtId: 1, campusId: 4 }))).toBe(true);
    expect(school.can('view', subject('students', { districtId: 1, campusId: 5 }))).toBe(false);
    const district = defineAbilityFor(contextFor('districtCoordinator', districtTenant));
    expect(district.can('view', subject('students', { districtId: 1, campusId: 5 }))).toBe(true);
    expect(district.can('view', subject('students', { districtId: 2, campusId: 9 }))).toBe(false);
  });

  it('gives a district no access to vendor-only records, even with the code', () => {
    const ability = defineAbilityFor({ permissions: ['DRIVER_VIEW'], userRole: 'enterprise', ...districtTenant });
    expect(ability.can('view', 'drivers')).toBe(false);
  });

  it('lets operator staff see every tenant', () => {
    const ability = defineAbilityFor(contextFor('operatorAdmin'));
    expect(ability.can('edit', subject('vehicles', { vendorId: 99, yardId: 7 }))).toBe(true);
  });
});
