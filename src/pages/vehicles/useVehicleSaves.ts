import { useCallback, useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { saveChanges, type SaveOutcome, type VehicleChange } from './vehicleChanges';
import type { Vehicle } from './vehicleRecords';

export interface SaveProgress {
  done: number;
  total: number;
}

/**
 * Saves a change to one or many vehicles through the data provider — each PUT carries the whole
 * record with the version it was loaded at, so the server refuses a stale one — then reloads the
 * lists, so that a refused row shows what is stored now.
 */
export function useVehicleSaves() {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  const run = useCallback(async (vehicles: Vehicle[], change: VehicleChange): Promise<SaveOutcome | undefined> => {
    if (vehicles.length === 0) return undefined;
    setOutcome(null);
    setProgress({ done: 0, total: vehicles.length });
    const save = async (vehicle: Vehicle, data: Partial<Vehicle>) =>
      (await dataProvider.update<Vehicle>('vehicles', { id: vehicle.id, data: { ...vehicle, ...data }, previousData: vehicle })).data;
    const result = await saveChanges(vehicles, change, save, (done) => setProgress({ done, total: vehicles.length }));
    setProgress(null);
    setOutcome(result);
    refresh();
    return result;
  }, [dataProvider, refresh]);

  return { run, progress, outcome, busy: progress !== null, dismiss: useCallback(() => setOutcome(null), []) };
}
