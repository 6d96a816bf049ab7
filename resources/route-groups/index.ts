import { choice, date, json, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

/** The spec's "route-group" section (menu "Routes"). */
export const routeGroups = defineResource({
  name: 'route-groups',
  table: 'route_groups',
  subject: 'route-groups',
  fields: {
    name: text({ required: true, list: true, sort: true, search: true }),
    code: text({ required: true, maxLength: 30, list: true, sort: true, search: true }),
    districtId: reference('districts', { required: true, list: true, filter: true }),
    vendorId: reference('vendors', { list: true, filter: true }),
    campusId: reference('campuses', { list: true, filter: true }),
    daysOfWeek: json({ required: true }),
    effectiveFrom: date({ list: true, sort: true }),
    effectiveTo: date({ sort: true }),
    status: choice(['draft', 'pending_approval', 'approved'], { required: true, list: true, sort: true, filter: true }),
  },
  permissions: { view: ['view', 'route-groups'], create: ['create', 'route-groups'], edit: ['edit', 'route-groups'] },
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
});
