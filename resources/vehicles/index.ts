import { choice, integer, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const VEHICLE_STATUSES = ['in_service', 'out_of_service', 'spare', 'retired'] as const;
export const MAINTENANCE_STATUSES = ['ok', 'service_due', 'in_shop'] as const;

export const vehicles = defineResource({
  name: 'vehicles',
  table: 'vehicles',
  subject: 'vehicles',
  fields: {
    number: text({ required: true, maxLength: 20, list: true, search: true }),
    vendorId: reference('vendors', { required: true, list: true, filter: true }),
    yardId: reference('yards', { list: true, filter: true }),
    type: choice(['bus', 'van', 'car'], { required: true, list: true, filter: true }),
    seats: integer({ required: true, min: 1, max: 120, list: true }),
    wheelchairPositions: integer({ required: true, min: 0, max: 10 }),
    make: text({ maxLength: 60, list: true, search: true }),
    model: text({ maxLength: 60, search: true }),
    year: integer({ min: 1980, max: 2100, sort: true, plain: true }),
    vin: text({ maxLength: 17, search: true }),
    plate: text({ maxLength: 12, search: true }),
    status: choice(VEHICLE_STATUSES, { required: true, list: true, filter: true }),
    maintenanceStatus: choice(MAINTENANCE_STATUSES, { required: true, list: true, filter: true }),
    odometer: integer({ min: 0, max: 10_000_000, sort: true }),
    gpsDeviceId: text({ maxLength: 60 }),
  },
  permissions: { view: ['view', 'vehicles'], create: ['create', 'vehicles'], edit: ['edit', 'vehicles'] },
  recordRepresentation: 'number',
  defaultSort: { field: 'number', order: 'ASC' },
  related: [
    { resource: 'rides', target: 'vehicleId', dated: { field: 'rideDate', span: 'fromToday' } },
    { resource: 'vehicle-inspections', target: 'vehicleId' },
    { resource: 'dbr', target: 'vehicleId' },
  ],
  bulkStatus: 'status',
});
