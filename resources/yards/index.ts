import { integer, number, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const yards = defineResource({
  name: 'yards',
  table: 'yards',
  subject: 'yards',
  fields: {
    name: text({ required: true, list: true, search: true }),
    vendorId: reference('vendors', { required: true, list: true, filter: true }),
    address: text({ maxLength: 300, list: true, search: true }),
    lat: number({ min: -90, max: 90 }),
    lng: number({ min: -180, max: 180 }),
    capacity: integer({ min: 0, max: 10000, list: true }),
  },
  permissions: { view: ['view', 'yards'] },
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
});
