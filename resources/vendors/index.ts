import { choice, date, email, phone, text } from '../engine/fields';
import { defineResource } from '../engine/resource';
import { MEASUREMENT_SYSTEMS } from '../../permissions/accountContext';

export const vendors = defineResource({
  name: 'vendors',
  table: 'vendors',
  subject: 'vendors',
  fields: {
    name: text({ required: true, list: true, search: true }),
    code: text({ required: true, maxLength: 20, list: true, filter: true, search: true }),
    contactName: text({ list: true }),
    phone: phone({ list: true }),
    email: email({ list: true }),
    status: choice(['active', 'inactive'], { required: true, list: true, filter: true }),
    timezone: text({ required: true, maxLength: 60 }),
    measurementSystem: choice(MEASUREMENT_SYSTEMS, { required: true }),
    insuranceExpires: date({ list: true, filter: true }),
    contractStart: date(),
    contractEnd: date({ sort: true }),
  },
  permissions: { view: ['view', 'vendors'] },
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  related: [{ resource: 'yards', target: 'vendorId' }, { resource: 'vehicles', target: 'vendorId' }, { resource: 'drivers', target: 'vendorId' }],
});
