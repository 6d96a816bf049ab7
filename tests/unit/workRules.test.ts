import { subject } from '@casl/ability';
import { defineAbilityFor } from '../../permissions/defineAbility';
import { ownRowsOnly } from '../../permissions/ownRows';
import { proposalProblem } from '../../resources/route-group-change-requests/proposal';
import { payloadProblem } from '../../resources/student-change-requests/payload';
import { hoursWorked } from '../../resources/timesheet-entries/hours';
import { parseCsv } from '../../server/work/csvRows';

describe('a self-request code holds only on the rows the user made (spec 6.3 STUDENT_CHANGE_REQUEST_SELF_REQUEST_VIEW)', () => {
  const district = { districtId: 1, campusIds: [1], schoolEmployeeId: null };
  const school = { permissions: ['STUDENT_CHANGE_REQUEST_SELF_REQUEST_VIEW'], userRole: 'others' as const, district, userId: 6 };

  it('lets the school user see their own requests in their campus, and no other', () => {
    const ability = defineAbilityFor(school);
    expect(ability.can('view', 'student-change-requests')).toBe(true);
    expect(ability.can('view', subject('student-change-requests', { districtId: 1, campusId: 1, requestedByUserId: 6 }))).toBe(true);
    expect(ability.can('view', subject('student-change-requests', { districtId: 1, campusId: 1, requestedByUserId: 5 }))).toBe(false);
    expect(ability.can('view', subject('student-change-requests', { districtId: 1, campusId: 2, requestedByUserId: 6 }))).toBe(false);
    expect(ownRowsOnly(school, 'view', 'student-change-requests')).toEqual({ requestedByUserId: 6 });
  });

  it('narrows nothing for someone whose other codes show every request, and grants nothing without a user', () => {
    expect(ownRowsOnly({ ...school, permissions: [...school.permissions, 'STUDENT_EDIT'] }, 'view', 'student-change-requests')).toBeUndefined();
    const nobody = defineAbilityFor({ ...school, userId: undefined });
    expect(nobody.can('view', subject('student-change-requests', { districtId: 1, campusId: 1, requestedByUserId: 6 }))).toBe(false);
  });
});

describe('timesheet rows', () => {
  it('reads CSV records with quotes, escaped quotes, CRLF, a BOM and blank lines, keeping the line each starts on', () => {
    const rows = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",z\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'z'] },
    ]);
    expect(() => parseCsv('a\n"open')).toThrow('Line 2: a quoted value is not closed.');
  });

  it('counts the hours between two times of one day, to the hundredth', () => {
    expect(hoursWorked('06:15', '08:45')).toBe(2.5);
    expect(hoursWorked('14:00', '16:25')).toBe(2.42);
    expect(hoursWorked('09:00', '08:00')).toBeUndefined();
    expect(hoursWorked('9:00', '10:00')).toBeUndefined();
  });
});

describe('what a change request may carry', () => {
  it('takes route-group fields valid by their own rules', () => {
    expect(proposalProblem({ effectiveTo: '2027-06-30', daysOfWeek: ['MO', 'TU'] })).toBeUndefined();
    expect(proposalProblem(null)).toBeUndefined();
    expect(proposalProblem({ code: 'X' })).toBe('proposedChanges may change name, daysOfWeek, effectiveFrom, effectiveTo; not code.');
    expect(proposalProblem({ daysOfWeek: ['MO', 'MO'] })).toMatch(/each once/);
    expect(proposalProblem({ name: '' })).toBe('proposedChanges.name is required');
    expect(proposalProblem([1])).toBe('proposedChanges must be an object of route group fields.');
  });

  it('takes the payload fields of the request kind', () => {
    expect(payloadProblem('needs_change', { wheelchair: true })).toBeUndefined();
    expect(payloadProblem('needs_change', { wheelchair: 'yes' })).toBe('payload.wheelchair must be true or false.');
    expect(payloadProblem('address_change', { lat: 38.5 })).toBe('payload.address is required for an address change.');
    expect(payloadProblem('stop_service', {})).toBe('payload must give at least one of reason.');
  });
});
