import { choice, json, number, reference, text, time, verifiedLocation } from '../engine/fields';
import { ADDRESS_LOCATION, defineResource } from '../engine/resource';

export const campuses = defineResource({
  name: 'campuses',
  table: 'campuses',
  subject: 'campuses',
  fields: {
    name: text({ required: true, list: true, search: true }),
    code: text({ required: true, maxLength: 20, list: true, search: true }),
    districtId: reference('districts', { required: true, list: true, filter: true }),
    address: text({ maxLength: 300, search: true }),
    lat: number({ min: -90, max: 90 }),
    lng: number({ min: -180, max: 180 }),
    locationVerified: verifiedLocation(),
    grades: json({ required: true }),
    bellStart: time({ list: true }),
    bellEnd: time({ list: true }),
    status: choice(['active', 'inactive'], { required: true, list: true, filter: true }),
  },
  permissions: { view: ['view', 'campuses'], create: ['create', 'campuses'], edit: ['edit', 'campuses'] },
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  location: ADDRESS_LOCATION,
  related: [{ resource: 'routes', target: 'campusId' }, { resource: 'students', target: 'campusId' }, { resource: 'campus-programs', target: 'campusId' }],
});
