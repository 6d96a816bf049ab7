import { choice, date, datetime, integer, reference, text, time } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const DBR_STATUSES = ['submitted', 'approved', 'verified'] as const;

/**
 * Driver bus reports (DOMAIN.md "DBR", menu "DBR" at /dbr): a driver's report of a day's runs, often a
 * scanned sheet. The raw OCR text is corrected only with its own code; the status moves only by its
 * two steps, approve (the vendor) and verify (the operator), each stamped with who and when.
 */
export const dbr = defineResource({
  name: 'dbr',
  table: 'driver_bus_reports',
  subject: 'driver-bus-reports',
  fields: {
    reportDate: date({ required: true, list: true, filter: true }),
    driverId: reference('drivers', { required: true, list: true, filter: true }),
    vehicleId: reference('vehicles', { list: true, filter: true }),
    vendorId: reference('vendors', { required: true, filter: true }),
    yardId: reference('yards', { list: true, filter: true }),
    runs: text({ maxLength: 200, list: true, search: true }),
    startTime: time(),
    endTime: time(),
    odometerStart: integer({ min: 0, max: 10_000_000, plain: true }),
    odometerEnd: integer({ min: 0, max: 10_000_000, plain: true }),
    studentsAm: integer({ min: 0, max: 200 }),
    studentsPm: integer({ min: 0, max: 200 }),
    notes: text({ maxLength: 2000 }),
    source: choice(['scan', 'app'], { required: true, list: true, filter: true }),
    rawOcrText: text({ maxLength: 20_000, editRule: ['edit-raw-ocr', 'driver-bus-reports'] }),
    status: choice(DBR_STATUSES, { readOnly: true, list: true, filter: true }),
    approvedAt: datetime({ readOnly: true }),
    verifiedAt: datetime({ readOnly: true }),
  },
  permissions: { view: ['view', 'driver-bus-reports'], create: ['create', 'driver-bus-reports'], edit: ['edit', 'driver-bus-reports'] },
  statusFlow: {
    field: 'status',
    transitions: {
      approve: { from: ['submitted'], to: 'approved', rule: ['approve', 'driver-bus-reports'], stamp: { by: 'approvedByUserId', at: 'approvedAt' } },
      verify: { from: ['approved'], to: 'verified', rule: ['verify', 'driver-bus-reports'], stamp: { by: 'verifiedByUserId', at: 'verifiedAt' } },
    },
  },
  recordRepresentation: '%{reportDate} · %{runs}',
  defaultSort: { field: 'reportDate', order: 'DESC' },
});
