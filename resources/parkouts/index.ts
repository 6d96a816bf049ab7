import { choice, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';
import { placementFields } from './placement';

/**
 * Parkouts (DOMAIN.md, the parkout editor at /parkouts): vehicles kept away from their yard. Made
 * by hand with PARKOUT_EDIT, or by approving a driver's request (`parkout-requests`).
 */
export const parkouts = defineResource({
  name: 'parkouts',
  table: 'parkouts',
  subject: 'parkouts',
  fields: {
    ...placementFields(),
    status: choice(['active', 'ended'], { required: true, list: true, filter: true }),
    notes: text({ maxLength: 1000 }),
    requestId: reference('parkout-requests', { readOnly: true }),
  },
  permissions: { view: ['view', 'parkouts'], create: ['create', 'parkouts'], edit: ['edit', 'parkouts'], delete: ['delete', 'parkouts'] },
  recordRepresentation: 'address',
  defaultSort: { field: 'startsOn', order: 'DESC' },
});
