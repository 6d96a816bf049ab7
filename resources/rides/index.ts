import { choice, datetime, date, integer, json, reference } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const RIDE_STATUSES = ['scheduled', 'assigned', 'en_route', 'completed', 'cancelled'] as const;

export const rides = defineResource({
  name: 'rides',
  table: 'rides',
  subject: 'rides',
  fields: {
    displayId: integer({ readOnly: true, list: true, filter: true, plain: true }),
    routeId: reference('routes', { required: true, list: true, filter: true }),
    rideDate: date({ required: true, list: true, filter: true }),
    districtId: reference('districts', { required: true, filter: true }),
    campusId: reference('campuses', { filter: true }),
    vendorId: reference('vendors', { list: true, filter: true }),
    yardId: reference('yards', { filter: true }),
    vehicleId: reference('vehicles', { list: true, filter: true }),
    driverId: reference('drivers', { list: true, filter: true }),
    monitorId: reference('monitors', { filter: true }),
    status: choice(RIDE_STATUSES, { required: true, list: true, filter: true }),
    scheduledStart: datetime({ required: true, list: true, filter: true }),
    scheduledEnd: datetime({ required: true, sort: true }),
    actualStart: datetime({ sort: true }),
    actualEnd: datetime(),
    driverFeeCents: integer({ min: 0, hiddenFrom: ['enterprise'], cents: true }),
    tags: json(),
  },
  permissions: { view: ['view', 'rides'], edit: ['assign', 'rides'] },
  recordRepresentation: 'Ride #%{displayId}',
  defaultSort: { field: 'scheduledStart', order: 'DESC' },
});
