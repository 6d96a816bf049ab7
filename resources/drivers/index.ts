import { choice, date, text } from '../engine/fields';
import { defineResource } from '../engine/resource';
import { staffFields } from '../engine/staffFields';

export const STANDBY_STATUSES = ['off', 'on_standby'] as const;

export const drivers = defineResource({
  name: 'drivers',
  table: 'drivers',
  subject: 'drivers',
  fields: {
    ...staffFields,
    // A driver's status is changed with DRIVER_STATUS_EDIT (the driver status editor), standby with the standby codes.
    status: { ...staffFields.status, editRule: ['edit-status', 'drivers'] },
    standbyStatus: choice(STANDBY_STATUSES, { required: true, filter: true, editRule: ['edit', 'standby-drivers'] }),
    licenseClass: choice(['A', 'B', 'C'], { list: true, filter: true }),
    licenseNumber: text({ maxLength: 30 }),
    licenseExpires: date({ list: true, filter: true }),
  },
  permissions: { view: ['view', 'drivers'], create: ['create', 'drivers'], edit: ['edit', 'drivers'] },
  recordRepresentation: '%{firstName} %{lastName}',
  defaultSort: { field: 'lastName', order: 'ASC' },
  related: [
    { resource: 'rides', target: 'driverId', dated: { field: 'rideDate', span: 'today' } },
    { resource: 'driver-documents', target: 'driverId' },
    { resource: 'driver-attendance', target: 'driverId' },
    { resource: 'vehicle-inspections', target: 'driverId' },
  ],
  bulkStatus: 'status',
});
