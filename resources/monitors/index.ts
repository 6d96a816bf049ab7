import { choice, date, email, phone, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const monitors = defineResource({
  name: 'monitors',
  table: 'monitors',
  subject: 'monitors',
  fields: {
    firstName: text({ required: true, maxLength: 80, list: true, sort: true, search: true }),
    lastName: text({ required: true, maxLength: 80, list: true, sort: true, search: true }),
    vendorId: reference('vendors', { required: true, list: true, filter: true }),
    yardId: reference('yards', { list: true, filter: true }),
    email: email({ search: true }),
    phone: phone({ list: true }),
    status: choice(['active', 'on_leave', 'inactive'], { required: true, list: true, sort: true, filter: true }),
    hireDate: date({ sort: true }),
  },
  permissions: { view: ['view', 'monitors'], create: ['create', 'monitors'], edit: ['edit', 'monitors'] },
  recordRepresentation: '%{firstName} %{lastName}',
  defaultSort: { field: 'lastName', order: 'ASC' },
});
