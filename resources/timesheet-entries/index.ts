import { choice, date, datetime, number, reference, text, time } from '../engine/fields';
import { defineResource, type StatusTransition } from '../engine/resource';
import { decisionStamp } from '../requests/decisions';

export const ACTIVITY_TYPES = ['route_service', 'charter_service', 'training', 'pre_trip_inspection', 'fueling', 'shop_time', 'standby', 'office_work'] as const;
export const TIMESHEET_STATUSES = ['submitted', 'approved', 'rejected'] as const;

/** An entry's approval, one by one on its page or many at once from the Activities screen. */
export const APPROVE_ENTRY = { from: ['submitted'], to: 'approved', rule: ['approve', 'timesheet-entries'], stamp: decisionStamp } as const satisfies StatusTransition;

/**
 * Timesheet entries (DOMAIN.md "Activities", /activities and /timesheet-entries): the hours a driver
 * or a monitor worked at an activity, computed by the server from the times. Submitted, then
 * approved or rejected with TIMESHEET_ENTRY_EDIT; uploaded in bulk from a CSV with
 * ACTIVITY_BULK_UPLOAD_EDIT and approved in bulk with ACTIVITY_BULK_UPLOAD_APPROVE_EDIT.
 */
export const timesheetEntries = defineResource({
  name: 'timesheet-entries',
  table: 'timesheet_entries',
  subject: 'timesheet-entries',
  fields: {
    workDate: date({ required: true, list: true, filter: true }),
    driverId: reference('drivers', { list: true, filter: true }),
    monitorId: reference('monitors', { list: true, filter: true }),
    vendorId: reference('vendors', { required: true, filter: true }),
    yardId: reference('yards', { readOnly: true, list: true, filter: true }),
    activityType: choice(ACTIVITY_TYPES, { required: true, list: true, filter: true }),
    startTime: time({ required: true, list: true }),
    endTime: time({ required: true, list: true }),
    hours: number({ readOnly: true, list: true }),
    notes: text({ maxLength: 500, search: true }),
    source: choice(['manual', 'upload'], { readOnly: true, list: true, filter: true }),
    uploadId: text({ readOnly: true, maxLength: 40, filter: true }),
    status: choice(TIMESHEET_STATUSES, { readOnly: true, list: true, filter: true }),
    decidedByName: text({ readOnly: true, list: true }),
    decidedAt: datetime({ readOnly: true }),
  },
  permissions: { view: ['view', 'timesheet-entries'], create: ['create', 'timesheet-entries'], edit: ['edit', 'timesheet-entries'] },
  statusFlow: {
    field: 'status',
    transitions: {
      approve: APPROVE_ENTRY,
      reject: { from: ['submitted'], to: 'rejected', rule: ['approve', 'timesheet-entries'], stamp: decisionStamp },
    },
  },
  recordRepresentation: '%{workDate} %{startTime}–%{endTime}',
  defaultSort: { field: 'workDate', order: 'DESC' },
});
