import { choice, datetime, text } from '../engine/fields';
import { defineResource } from '../engine/resource';
import { placementFields } from '../parkouts/placement';

/**
 * Drivers' requests to keep a vehicle away from its yard (DOMAIN.md "parkout events / requests",
 * /parkout-requests): approved or rejected with PARKOUT_EVENT_APPROVE_EDIT; an approved request
 * becomes a parkout in the same transaction.
 */
export const parkoutRequests = defineResource({
  name: 'parkout-requests',
  table: 'parkout_events',
  subject: 'parkout-events',
  fields: {
    ...placementFields(),
    reason: text({ maxLength: 500, list: true }),
    status: choice(['requested', 'approved', 'rejected'], { readOnly: true, list: true, filter: true }),
    decidedAt: datetime({ readOnly: true, list: true }),
  },
  permissions: { view: ['view', 'parkout-events'] },
  statusFlow: {
    field: 'status',
    transitions: {
      approve: { from: ['requested'], to: 'approved', rule: ['approve', 'parkout-events'], stamp: { by: 'decidedByUserId', at: 'decidedAt' } },
      reject: { from: ['requested'], to: 'rejected', rule: ['approve', 'parkout-events'], stamp: { by: 'decidedByUserId', at: 'decidedAt' } },
    },
  },
  recordRepresentation: 'address',
  defaultSort: { field: 'startsOn', order: 'DESC' },
});
