import { choice, email, json, number, phone, text, verifiedLocation } from '../engine/fields';
import { ADDRESS_LOCATION, defineResource } from '../engine/resource';
import { MEASUREMENT_SYSTEMS } from '../../permissions/accountContext';

export const districts = defineResource({
  name: 'districts',
  table: 'districts',
  subject: 'districts',
  fields: {
    name: text({ required: true, list: true, search: true }),
    code: text({ required: true, maxLength: 20, list: true, search: true }),
    timezone: text({ required: true, maxLength: 60, list: true }),
    measurementSystem: choice(MEASUREMENT_SYSTEMS, { required: true }),
    address: text({ maxLength: 300 }),
    phone: phone({ list: true }),
    email: email(),
    lat: number({ min: -90, max: 90 }),
    lng: number({ min: -180, max: 180 }),
    locationVerified: verifiedLocation(),
    standardGrades: json({ required: true }),
    status: choice(['active', 'inactive'], { required: true, list: true, filter: true }),
  },
  permissions: { view: ['view', 'districts'], create: ['create', 'districts'], edit: ['edit', 'districts'] },
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  location: ADDRESS_LOCATION,
  related: [{ resource: 'campuses', target: 'districtId' }, { resource: 'routes', target: 'districtId' }, { resource: 'students', target: 'districtId' }],
});
