import type { RecordChange } from '../bulkEdit/recordSaves';
import type { MaintenanceStatus, Vehicle, VehicleStatus } from './vehicleRecords';

/** What a change sets on one vehicle, given the vehicle as it was loaded. */
export type VehicleChange = RecordChange<Vehicle>;

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
