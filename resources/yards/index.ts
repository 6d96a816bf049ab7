import { integer, number, reference, text, verifiedLocation } from '../engine/fields';
import { ADDRESS_LOCATION, defineResource } from '../engine/resource';

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
    locationVerified: verifiedLocation(),
    capacity: integer({ min: 0, max: 10000, list: true }),
  },
  permissions: { view: ['view', 'yards'] },
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  location: ADDRESS_LOCATION,
  related: [{ resource: 'vehicles', target: 'yardId' }, { resource: 'drivers', target: 'yardId' }, { resource: 'routes', target: 'yardId' }],
});
