import { choice, json, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';
import { decisionFlow, requestFields } from '../requests/decisions';

export const ROUTE_GROUP_CHANGE_KINDS = ['schedule_change', 'stop_change', 'vehicle_change', 'vendor_change', 'other_change'] as const;

/**
 * The route-group fields a change request may propose, each checked by the route group's own rule
 * and applied to the group when the request is approved.
 */
export const PROPOSABLE_ROUTE_GROUP_FIELDS = ['name', 'daysOfWeek', 'effectiveFrom', 'effectiveTo'] as const;

/**
 * Route-group change requests (DOMAIN.md "Routing", /route-group-change-requests): a change to a
 * route group asked for with ROUTE_GROUP_CHANGE_EDIT, approved or rejected with
 * ROUTE_GROUP_APPROVE_EDIT. Approving applies the proposed changes to the group in the same
 * transaction. Scoped like the route group it names.
 */
export const routeGroupChangeRequests = defineResource({
  name: 'route-group-change-requests',
  table: 'route_group_change_requests',
  subject: 'route-group-change-requests',
  fields: {
    routeGroupId: reference('route-group', { required: true, list: true, filter: true }),
    districtId: reference('districts', { required: true, filter: true }),
    vendorId: reference('vendors', { readOnly: true, filter: true }),
    campusId: reference('campuses', { readOnly: true, filter: true }),
    kind: choice(ROUTE_GROUP_CHANGE_KINDS, { required: true, list: true, filter: true }),
    description: text({ required: true, maxLength: 1000, list: true, search: true }),
    proposedChanges: json(),
    ...requestFields(),
  },
  permissions: { view: ['view', 'route-group-change-requests'], create: ['create', 'route-group-change-requests'] },
  statusFlow: decisionFlow(['approve', 'route-group-change-requests']),
  recordRepresentation: 'description',
  defaultSort: { field: 'status', order: 'DESC' },
});
