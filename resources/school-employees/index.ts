import { employeeFields } from '../engine/employeeFields';
import { reference } from '../engine/fields';
import { defineResource } from '../engine/resource';

/**
 * A district's staff directory (DOMAIN.md "school employees", menu "Employees", /school-employees):
 * district office staff (no campus) and campus staff. Who signs in, and with which codes, is on each
 * employee's page for those with SCHOOL_EMPLOYEE_PERMISSION_EDIT.
 */
export const schoolEmployees = defineResource({
  name: 'school-employees',
  table: 'school_employees',
  subject: 'school-employees',
  fields: employeeFields({
    // Not a column by default: district users, who read this list most, only ever see their own.
    districtId: reference('districts', { required: true, filter: true }),
    campusId: reference('campuses', { list: true, filter: true }),
  }),
  permissions: { view: ['view', 'school-employees'], create: ['create', 'school-employees'], edit: ['edit', 'school-employees'] },
  recordRepresentation: '%{firstName} %{lastName}',
  defaultSort: { field: 'lastName', order: 'ASC' },
});
