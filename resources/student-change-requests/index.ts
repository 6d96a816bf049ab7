import { choice, date, integer, json, reference } from '../engine/fields';
import { defineResource } from '../engine/resource';
import { decisionFlow, requestFields } from '../requests/decisions';

export const STUDENT_CHANGE_KINDS = ['address_change', 'add_service', 'stop_service', 'needs_change'] as const;
export type StudentChangeKind = (typeof STUDENT_CHANGE_KINDS)[number];

/** What each kind of request carries in its payload; approving one applies it to the student. */
export const STUDENT_CHANGE_PAYLOADS: Record<StudentChangeKind, Record<string, 'text' | 'number' | 'boolean'>> = {
  address_change: { address: 'text', lat: 'number', lng: 'number' },
  add_service: { reason: 'text' },
  stop_service: { reason: 'text' },
  needs_change: { wheelchair: 'boolean', monitorRequired: 'boolean', carSeat: 'boolean' },
};

/**
 * Student change requests (DOMAIN.md "Students and service", /student-change-requests): a new
 * address, service added or stopped, or changed needs, asked for and approved with STUDENT_EDIT;
 * approving applies it to the student. A user with only STUDENT_CHANGE_REQUEST_SELF_REQUEST_VIEW
 * sees only the requests they made (permissions/ownRows.ts).
 */
export const studentChangeRequests = defineResource({
  name: 'student-change-requests',
  table: 'student_change_requests',
  subject: 'student-change-requests',
  fields: {
    studentId: reference('students', { required: true, list: true, filter: true }),
    districtId: reference('districts', { required: true, filter: true }),
    campusId: reference('campuses', { readOnly: true, list: true, filter: true }),
    kind: choice(STUDENT_CHANGE_KINDS, { required: true, list: true, filter: true }),
    payload: json({ required: true }),
    effectiveDate: date({ required: true, list: true, filter: true }),
    requestedByUserId: integer({ readOnly: true, hidden: true }),
    ...requestFields(),
  },
  permissions: { view: ['view', 'student-change-requests'], create: ['create', 'student-change-requests'] },
  statusFlow: decisionFlow(['approve', 'student-change-requests']),
  recordRepresentation: 'kind',
  defaultSort: { field: 'effectiveDate', order: 'DESC' },
});
