import { boolean, choice, integer, json, polyline, reference, text, time } from '../engine/fields';
import { defineResource } from '../engine/resource';

/** A run: the spec's "routes" (menu "Runs"), one bus trip of a route group, morning or afternoon. */
export const routes = defineResource({
  name: 'routes',
  table: 'routes',
  subject: 'routes',
  fields: {
    number: text({ required: true, maxLength: 20, list: true, search: true }),
    routeGroupId: reference('route-group', { required: true, list: true, filter: true }),
    districtId: reference('districts', { required: true, filter: true }),
    campusId: reference('campuses', { list: true, filter: true }),
    vendorId: reference('vendors', { list: true, filter: true }),
    yardId: reference('yards', { filter: true }),
    direction: choice(['AM', 'PM', 'MIDDAY'], { required: true, list: true, filter: true }),
    startTime: time({ required: true, list: true }),
    endTime: time({ required: true, list: true }),
    stops: json({ required: true, hiddenFrom: ['vendor'] }),
    polyline: polyline(),
    distanceMeters: integer({ min: 0, sort: true, unit: 'meters' }),
    vehicleType: choice(['bus', 'van', 'car'], { required: true, filter: true }),
    monitorRequired: boolean({ filter: true }),
    status: choice(['active', 'inactive'], { required: true, list: true, filter: true }),
  },
  permissions: { view: ['view', 'routes'] },
  recordRepresentation: 'number',
  defaultSort: { field: 'number', order: 'ASC' },
  related: [{ resource: 'rides', target: 'routeId', dated: { field: 'rideDate', span: 'fromToday' } }, { resource: 'student-assignments', target: 'routeId', sort: { field: 'stopSequence', order: 'ASC' } }, { resource: 'transportation-requests', target: 'routeId' }],
});
