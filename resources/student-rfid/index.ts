import { choice, datetime, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const BADGE_STATUSES = ['ordered', 'active', 'lost'] as const;

const ORDER = ['order', 'student-rfid'] as const;

/**
 * Student RFID badges (DOMAIN.md "Students and service", /student-rfid): a badge is ordered for a
 * student with STUDENT_RFID_ORDER_EDIT, activated when it arrives (it becomes the student's badge,
 * read by the bus's scanner) and reported lost. Seen with STUDENT_RFID_ORDER_VIEW, exported with
 * REPORT_STUDENT_RFID_EXECUTE.
 */
export const studentRfid = defineResource({
  name: 'student-rfid',
  table: 'student_rfid_badges',
  subject: 'student-rfid',
  fields: {
    studentId: reference('students', { required: true, list: true, filter: true }),
    districtId: reference('districts', { required: true, filter: true }),
    campusId: reference('campuses', { readOnly: true, list: true, filter: true }),
    code: text({ required: true, maxLength: 40, list: true, search: true }),
    orderNumber: text({ maxLength: 30, list: true, search: true }),
    status: choice(BADGE_STATUSES, { readOnly: true, list: true, filter: true }),
    activatedAt: datetime({ readOnly: true, list: true }),
    lostAt: datetime({ readOnly: true }),
  },
  permissions: { view: ['view', 'student-rfid'], create: ORDER, export: ['export', 'student-rfid'] },
  statusFlow: {
    field: 'status',
    transitions: {
      activate: { from: ['ordered'], to: 'active', rule: ORDER, stamp: { by: 'activatedByUserId', at: 'activatedAt' } },
      reportLost: { from: ['active'], to: 'lost', rule: ORDER, stamp: { by: 'lostByUserId', at: 'lostAt' } },
    },
  },
  recordRepresentation: 'code',
  defaultSort: { field: 'orderNumber', order: 'DESC' },
});
