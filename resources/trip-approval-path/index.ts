import { choice, email, integer, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

/**
 * A district's trip approval path (DOMAIN.md "trip approval paths", /trip-approval-path): who approves
 * its charter trips, in order — a person or a role. Read here; a district's whole path is saved at
 * once by its editor (`/trip-approval-path/editor`), so the order never has gaps or twins.
 */
export const tripApprovalPath = defineResource({
  name: 'trip-approval-path',
  table: 'trip_approval_steps',
  subject: 'trip-approval-path',
  fields: {
    districtId: reference('districts', { required: true, list: true, filter: true }),
    stepOrder: integer({ required: true, min: 1, max: 12, list: true }),
    approverKind: choice(['role', 'user'], { required: true, list: true, filter: true }),
    approverName: text({ required: true, maxLength: 120, list: true, search: true }),
    approverEmail: email({ list: true }),
    notes: text({ maxLength: 500 }),
  },
  permissions: { view: ['view', 'trip-approval-path'] },
  recordRepresentation: '%{stepOrder}. %{approverName}',
  defaultSort: { field: 'stepOrder', order: 'ASC' },
});
