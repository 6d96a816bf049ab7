import { applyTemplate, codeChanges, grantableCodes, inCatalogueOrder, isTemplateFor, ungrantableAdditions } from '../../permissions/membershipGrants';
import { codesOfAccountKind, ROLE_TEMPLATES, templatesFor } from '../../permissions/roleTemplates';

const manager = [...ROLE_TEMPLATES.vendorManager.codes];

describe('who may grant which codes (docs/sections.md "People and access")', () => {
  it('offers each kind of account the templates of its portal, a manager template holding the others', () => {
    expect(templatesFor('vendor')).toEqual(['vendorManager', 'vendorDispatcher', 'yardUser']);
    expect(templatesFor('district')).toEqual(['districtCoordinator', 'schoolStaff']);
    expect(templatesFor('operator')).toEqual(['operatorAdmin', 'support']);
    expect(new Set(codesOfAccountKind('vendor'))).toEqual(new Set(manager));
    expect(new Set(codesOfAccountKind('district'))).toEqual(new Set(ROLE_TEMPLATES.districtCoordinator.codes));
    expect(isTemplateFor('vendor', 'yardUser')).toBe(true);
    expect(isTemplateFor('vendor', 'schoolStaff')).toBe(false);
  });

  it('lets an editor grant only the codes they hold that the account can hold', () => {
    expect(grantableCodes(['RIDE_VIEW', 'STUDENT_VIEW'], 'vendor')).toEqual(['RIDE_VIEW']);
    expect(grantableCodes(['STUDENT_VIEW', 'RIDE_VIEW'], 'operator')).toEqual(['RIDE_VIEW', 'STUDENT_VIEW']);
    expect(ungrantableAdditions(['RIDE_VIEW'], 'vendor', [], ['RIDE_VIEW', 'DRIVER_VIEW'])).toEqual(['DRIVER_VIEW']);
  });

  it('never counts taking a code away, or keeping one, as granting it', () => {
    expect(ungrantableAdditions([], 'vendor', ['DRIVER_VIEW', 'RIDE_VIEW'], ['RIDE_VIEW'])).toEqual([]);
    expect(codeChanges(['A', 'B'], ['B', 'C'])).toEqual({ added: ['C'], removed: ['A'] });
  });

  it('applies a template as far as the editor may, naming what it left out', () => {
    const yardCodes = [...ROLE_TEMPLATES.yardUser.codes];
    const applied = applyTemplate('vendorDispatcher', yardCodes, ['RIDE_ATTENDANCE_EDIT']);
    expect(applied.codes).toContain('RIDE_ATTENDANCE_EDIT');
    expect(applied.leftOut).toEqual(['RIDE_ASSIGNMENT_EDIT', 'MANUAL_RIDE_TAG_EDIT', 'DRIVER_STATUS_EDIT', 'STANDBY_DRIVER_VIEW', 'STANDBY_DRIVER_EDIT', 'END_OF_RIDE_INSPECTION_VIEW']);
    expect(applyTemplate('yardUser', manager, []).codes).toEqual(inCatalogueOrder(yardCodes));
  });
});
