import { choice, date, text } from '../engine/fields';
import { defineResource } from '../engine/resource';
import { staffFields } from '../engine/staffFields';

export const drivers = defineResource({
  name: 'drivers',
  table: 'drivers',
  subject: 'drivers',
  fields: {
    ...staffFields,
    standbyStatus: choice(['off', 'on_standby'], { required: true, filter: true }),
    licenseClass: choice(['A', 'B', 'C'], { list: true, filter: true }),
    licenseNumber: text({ maxLength: 30 }),
    licenseExpires: date({ list: true, sort: true, filter: true }),
  },
  permissions: { view: ['view', 'drivers'], create: ['create', 'drivers'], edit: ['edit', 'drivers'] },
  recordRepresentation: '%{firstName} %{lastName}',
  defaultSort: { field: 'lastName', order: 'ASC' },
});
