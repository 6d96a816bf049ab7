import { WEEK_DAYS } from '../engine/calendarDay';
import { choice, choiceList, date, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

/** The spec's "route-group" section (menu "Routes"): one name for the URL, the API and the subject. */
export const routeGroups = defineResource({
  name: 'route-group',
  table: 'route_groups',
  subject: 'route-group',
  fields: {
    name: text({ required: true, list: true, search: true }),
    code: text({ required: true, maxLength: 30, list: true, search: true }),
    districtId: reference('districts', { required: true, list: true, filter: true }),
    vendorId: reference('vendors', { list: true, filter: true }),
    campusId: reference('campuses', { list: true, filter: true }),
    daysOfWeek: choiceList(WEEK_DAYS, { required: true }),
    effectiveFrom: date({ list: true }),
    effectiveTo: date({ sort: true }),
    status: choice(['draft', 'pending_approval', 'approved'], { required: true, list: true, filter: true }),
  },
  permissions: { view: ['view', 'route-group'], create: ['create', 'route-group'], edit: ['edit', 'route-group'] },
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  related: [{ resource: 'routes', target: 'routeGroupId' }],
});
