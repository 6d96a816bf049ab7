import { CANCELLABLE_STATUSES, type RideBulkAction } from '../../resources/rides/bulk';
import { HttpError } from '../errors';
import type { Row } from '../resources/recordCodec';

/** What a bulk action saves on one ride, and what it notes beside the save (a cancellation's reason). */
export interface RideBulkChange {
  changes: Row;
  note?: Record<string, unknown>;
}

const notStarted = (row: Row, refusal: string) => {
  if (!CANCELLABLE_STATUSES.includes(row.status as string)) throw new HttpError(409, `${refusal}; this one is ${String(row.status).replace('_', ' ')}.`, 'INVALID_TRANSITION');
};

/**
 * One ride's part of a bulk change, on top of the ride as it is. A new vendor takes the ride
 * without the old vendor's crew, which it could not keep; only a ride that has not started changes
 * vendor or is cancelled.
 */
export function rideBulkChange(action: Exclude<RideBulkAction, 'notify'>, input: Row, row: Row): RideBulkChange {
  switch (action) {
    case 'assign':
      return { changes: input };
    case 'assign-vendor':
      if (input.vendorId === row.vendorId) return { changes: {} };
      notStarted(row, 'Only a ride that has not started can change vendor');
      return { changes: { vendorId: input.vendorId, vehicleId: null, driverId: null, monitorId: null } };
    case 'cancel':
      notStarted(row, 'Only a scheduled or assigned ride can be cancelled');
      return { changes: { status: 'cancelled' }, note: { reason: (input.reason as string).trim() } };
  }
}
