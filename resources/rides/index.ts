import { choice, datetime, date, integer, json, reference } from '../engine/fields';
import type { StoredCondition } from '../engine/derived';
import { defineResource } from '../engine/resource';

export const RIDE_STATUSES = ['scheduled', 'assigned', 'en_route', 'completed', 'cancelled'] as const;

/** The rides that have had a route issue of this kind (late, off route), open or resolved. */
const issueOfKind = (kind: string): StoredCondition => ({ related: { table: 'routeIssues', key: 'rideId', where: { column: 'kind', op: '=', value: kind } } });

export const rides = defineResource({
  name: 'rides',
  table: 'rides',
  subject: 'rides',
  fields: {
    displayId: integer({ readOnly: true, list: true, filter: true, plain: true, search: true }),
    routeId: reference('routes', { required: true, list: true, filter: true, search: true }),
    rideDate: date({ required: true, list: true, filter: true }),
    districtId: reference('districts', { required: true, filter: true }),
    campusId: reference('campuses', { filter: true }),
    vendorId: reference('vendors', { list: true, filter: true }),
    yardId: reference('yards', { filter: true }),
    vehicleId: reference('vehicles', { list: true, filter: true, search: true }),
    driverId: reference('drivers', { list: true, filter: true, search: true }),
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
  defaultSort: { field: 'scheduledStart', order: 'ASC' },
  opensOnToday: 'rideDate',
  quickFilters: {
    late: issueOfKind('late'),
    offRoute: issueOfKind('off_route'),
    // A ride still to run that has no bus or no driver yet.
    unstaffed: {
      all: [
        { any: [{ column: 'vehicleId', op: 'is null' }, { column: 'driverId', op: 'is null' }] },
        { column: 'status', op: '<>', value: 'cancelled' },
        { column: 'status', op: '<>', value: 'completed' },
      ],
    },
    cancelled: { column: 'status', op: '=', value: 'cancelled' },
  },
});
