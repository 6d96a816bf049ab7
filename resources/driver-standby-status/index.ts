import { choice, datetime, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';
import { STAFF_STATUSES } from '../engine/staffFields';
import { STANDBY_STATUSES } from '../drivers';

/**
 * The drivers as the standby board sees them (/driver-standby-status, STANDBY_DRIVER_VIEW): who is
 * on standby to cover a run today, per yard. Putting a driver on standby or taking them off are the
 * two steps of its flow, with STANDBY_DRIVER_EDIT, each stamped with who and when; nothing else of
 * the driver is changed here.
 */
export const driverStandbyStatus = defineResource({
  name: 'driver-standby-status',
  table: 'drivers',
  subject: 'standby-drivers',
  fields: {
    firstName: text({ readOnly: true, list: true, search: true }),
    lastName: text({ readOnly: true, list: true, search: true }),
    vendorId: reference('vendors', { readOnly: true, filter: true }),
    yardId: reference('yards', { readOnly: true, list: true, filter: true }),
    phone: text({ readOnly: true, list: true }),
    status: choice(STAFF_STATUSES, { readOnly: true, list: true, filter: true }),
    standbyStatus: choice(STANDBY_STATUSES, { readOnly: true, list: true, filter: true }),
    standbySince: datetime({ readOnly: true, list: true }),
  },
  permissions: { view: ['view', 'standby-drivers'] },
  statusFlow: {
    field: 'standbyStatus',
    transitions: {
      start: { from: ['off'], to: 'on_standby', rule: ['edit', 'standby-drivers'], stamp: { by: 'standbyByUserId', at: 'standbySince' } },
      end: { from: ['on_standby'], to: 'off', rule: ['edit', 'standby-drivers'], stamp: { by: 'standbyByUserId', at: 'standbySince' } },
    },
  },
  recordRepresentation: '%{firstName} %{lastName}',
  defaultSort: { field: 'lastName', order: 'ASC' },
});
