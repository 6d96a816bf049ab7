import { defineResource } from '../engine/resource';
import { staffFields } from '../engine/staffFields';

export const monitors = defineResource({
  name: 'monitors',
  table: 'monitors',
  subject: 'monitors',
  fields: staffFields,
  permissions: { view: ['view', 'monitors'], create: ['create', 'monitors'], edit: ['edit', 'monitors'] },
  recordRepresentation: '%{firstName} %{lastName}',
  defaultSort: { field: 'lastName', order: 'ASC' },
  related: [{ resource: 'rides', target: 'monitorId', dated: { field: 'rideDate', span: 'today' } }],
});
