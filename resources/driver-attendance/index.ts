import { choice, date, reference, text, time } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'sick', 'vacation', 'training'] as const;
/** The statuses of a driver who came to work, and so may have clocked in and out. */
export const AT_WORK: readonly string[] = ['present', 'late', 'training'];

/**
 * Whether each driver came to work on a day (DOMAIN.md "driver attendance", /driver-attendance):
 * present, late, absent, sick, on vacation or in training, with the clock-in and clock-out times.
 * One entry per driver and day; it belongs to the driver's vendor and yard, copied from the driver.
 */
export const driverAttendance = defineResource({
  name: 'driver-attendance',
  table: 'driver_attendance',
  subject: 'driver-attendance',
  fields: {
    attendanceDate: date({ required: true, list: true, filter: true }),
    driverId: reference('drivers', { required: true, list: true, filter: true }),
    vendorId: reference('vendors', { readOnly: true, filter: true }),
    yardId: reference('yards', { readOnly: true, list: true, filter: true }),
    status: choice(ATTENDANCE_STATUSES, { required: true, list: true, filter: true }),
    clockIn: time({ list: true }),
    clockOut: time({ list: true }),
    notes: text({ maxLength: 500, list: true }),
  },
  permissions: { view: ['view', 'driver-attendance'], create: ['create', 'driver-attendance'], edit: ['edit', 'driver-attendance'] },
  recordRepresentation: '%{attendanceDate}',
  defaultSort: { field: 'attendanceDate', order: 'DESC' },
});
