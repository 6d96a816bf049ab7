import type { MaintenanceStatus, Vehicle, VehicleStatus } from './vehicleRecords';

/** What a change sets on one vehicle, given the vehicle as it was loaded. */
export type VehicleChange = (vehicle: Vehicle) => Partial<Pick<Vehicle, 'status' | 'maintenanceStatus'>>;

export const setStatus = (status: VehicleStatus): VehicleChange => () => ({ status });

/**
 * Moving a vehicle between maintenance states, as a fleet manager expects the status to follow:
 * - sent to the shop, it cannot run: an in-service or spare vehicle is also taken out of service
 *   (a retired one stays retired);
 * - returned to service from the shop, a vehicle that is out of service goes back in service (a
 *   spare or retired one keeps its status: nothing says it was running before);
 * - marked service due, it still runs: the status is left alone.
 * With `withStatus` off only the maintenance status changes. Either way both fields travel in the
 * one PUT of the record, so the two can never be saved half.
 */
export const moveMaintenance = (target: MaintenanceStatus, withStatus: boolean): VehicleChange => (vehicle) => {
  if (withStatus && target === 'in_shop' && (vehicle.status === 'in_service' || vehicle.status === 'spare')) {
    return { maintenanceStatus: target, status: 'out_of_service' };
  }
  if (withStatus && target === 'ok' && vehicle.maintenanceStatus === 'in_shop' && vehicle.status === 'out_of_service') {
    return { maintenanceStatus: target, status: 'in_service' };
  }
  return { maintenanceStatus: target };
};

export type FailureReason = 'stale' | 'forbidden' | 'notFound' | 'invalid' | 'network' | 'other';

export interface SaveFailure {
  vehicle: Vehicle;
  reason: FailureReason;
  /** The server's own words, for the reasons that quote them. */
  message: string;
}

export interface SaveOutcome {
  total: number;
  saved: Vehicle[];
  /** Already as asked: not sent, so that nobody else's edit is overwritten for nothing. */
  unchanged: Vehicle[];
  failed: SaveFailure[];
}

function reasonFor(status: number | undefined, code: string | undefined): FailureReason {
  if (status === undefined) return 'network';
  if (status === 409 && code === 'STALE_VERSION') return 'stale';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 400 || status === 409) return 'invalid';
  return 'other';
}

/** Why the API refused one save, from react-admin's HttpError (its status and `{ message, code }` body). */
export function failureOf(vehicle: Vehicle, error: unknown): SaveFailure {
  const { status, body, message } = (error ?? {}) as { status?: number; body?: { code?: string; message?: string } | null; message?: string };
  return { vehicle, reason: reasonFor(status, body?.code), message: body?.message ?? message ?? '' };
}

const changes = (vehicle: Vehicle, data: Partial<Vehicle>) => Object.entries(data).some(([key, value]) => vehicle[key] !== value);

/**
 * Applies one change to each vehicle, one save after the other, each based on the version that was
 * loaded: a save refused (a stale version, a vehicle gone) is reported and the others go on.
 */
export async function saveChanges(
  vehicles: Vehicle[],
  change: VehicleChange,
  save: (vehicle: Vehicle, data: Partial<Vehicle>) => Promise<Vehicle>,
  onProgress: (done: number) => void = () => undefined,
): Promise<SaveOutcome> {
  const outcome: SaveOutcome = { total: vehicles.length, saved: [], unchanged: [], failed: [] };
  for (const [index, vehicle] of vehicles.entries()) {
    const data = change(vehicle);
    if (!changes(vehicle, data)) {
      outcome.unchanged.push(vehicle);
    } else {
      try {
        outcome.saved.push(await save(vehicle, data));
      } catch (error) {
        outcome.failed.push(failureOf(vehicle, error));
      }
    }
    onProgress(index + 1);
  }
  return outcome;
}
