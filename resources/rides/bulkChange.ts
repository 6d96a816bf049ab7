import { CANCELLABLE_STATUSES, type RideBulkAction } from './bulk';

type Values = Record<string, unknown>;

/** What a bulk action saves on one ride, and what it notes beside the save (a cancellation's reason); or why the ride is refused. */
export type RideBulkChange =
  | { changes: Values; note?: Record<string, unknown> }
  | { refusal: { status: number; code: string; message: string } };

const started = (ride: Values, refusal: string): RideBulkChange | null => (CANCELLABLE_STATUSES.includes(ride.status as string) ? null : {
  refusal: { status: 409, code: 'INVALID_TRANSITION', message: `${refusal}; this one is ${String(ride.status).replace('_', ' ')}.` },
});

/**
 * One ride's part of a bulk change, on top of the ride as it is (the server's and mock mode's alike).
 * A new vendor takes the ride without the old vendor's crew, which it could not keep; only a ride
 * that has not started changes vendor or is cancelled.
 */
export function rideBulkChange(action: Exclude<RideBulkAction, 'notify'>, input: Values, ride: Values): RideBulkChange {
  switch (action) {
    case 'assign':
      return { changes: input };
    case 'assign-vendor':
      if (input.vendorId === ride.vendorId) return { changes: {} };
      return started(ride, 'Only a ride that has not started can change vendor') ?? { changes: { vendorId: input.vendorId, vehicleId: null, driverId: null, monitorId: null } };
    case 'cancel':
      return started(ride, 'Only a scheduled or assigned ride can be cancelled') ?? { changes: { status: 'cancelled' }, note: { reason: (input.reason as string).trim() } };
  }
}
