import { choice, datetime, integer, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

const SEND = ['send', 'route-notifications'] as const;

/**
 * Route notifications (DOMAIN.md "Routing", /route-notifications): a message to the families of a
 * run or of a route group (a delay, a substitute bus), drafted and sent with
 * PARENT_ROUTE_NOTIFICATION_SEND. Sending counts the families reached and queues the mail of those
 * with an address; a sent message no longer changes.
 */
export const routeNotifications = defineResource({
  name: 'route-notifications',
  table: 'route_notifications',
  subject: 'route-notifications',
  fields: {
    subject: text({ required: true, maxLength: 150, list: true, search: true }),
    audience: choice(['run', 'route_group'], { required: true, list: true, filter: true }),
    routeId: reference('routes', { list: true, filter: true }),
    routeGroupId: reference('route-group', { list: true, filter: true }),
    districtId: reference('districts', { required: true, filter: true }),
    campusId: reference('campuses', { readOnly: true, filter: true }),
    body: text({ required: true, maxLength: 2000 }),
    status: choice(['draft', 'sent'], { readOnly: true, list: true, filter: true }),
    recipientCount: integer({ readOnly: true, list: true }),
    sentByName: text({ readOnly: true, list: true }),
    sentAt: datetime({ readOnly: true, list: true }),
  },
  permissions: { view: ['view', 'route-notifications'], create: SEND, edit: SEND },
  statusFlow: { field: 'status', transitions: { send: { from: ['draft'], to: 'sent', rule: SEND, stamp: { by: 'sentByUserId', at: 'sentAt' } } } },
  recordRepresentation: 'subject',
  defaultSort: { field: 'sentAt', order: 'DESC' },
});
