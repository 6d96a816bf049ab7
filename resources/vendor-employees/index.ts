import { employeeFields } from '../engine/employeeFields';
import { reference } from '../engine/fields';
import { defineResource } from '../engine/resource';

/**
 * A vendor's staff directory (DOMAIN.md "vendor employees", menu "Employees", /vendor-employees):
 * office staff (no yard) and yard staff. Who signs in, and with which codes, is on each employee's
 * page for those with VENDOR_EMPLOYEE_PERMISSION_EDIT.
 */
export const vendorEmployees = defineResource({
  name: 'vendor-employees',
  table: 'vendor_employees',
  subject: 'vendor-employees',
  fields: employeeFields({
    vendorId: reference('vendors', { required: true, list: true, filter: true }),
    yardId: reference('yards', { list: true, filter: true }),
  }),
  permissions: { view: ['view', 'vendor-employees'], create: ['create', 'vendor-employees'], edit: ['edit', 'vendor-employees'] },
  recordRepresentation: '%{firstName} %{lastName}',
  defaultSort: { field: 'lastName', order: 'ASC' },
});
