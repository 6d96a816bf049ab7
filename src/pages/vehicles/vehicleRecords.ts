import { useMemo } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import type { MAINTENANCE_STATUSES, VEHICLE_STATUSES } from '../../../resources/vehicles';

export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** A vehicle as /api/vehicles sends it: the fields these screens read, the rest passed back untouched. */
export interface Vehicle extends RaRecord {
  id: number;
  version: number;
  number: string;
  yardId: number | null;
  type: string;
  status: VehicleStatus;
  maintenanceStatus: MaintenanceStatus;
}

/** The most the API returns in one page: these screens show a tenant's fleet at once, up to this. */
export const FLEET_PAGE_SIZE = 500;

export interface VehicleQuery {
  yardId?: number;
  status?: VehicleStatus;
  maintenanceStatus?: MaintenanceStatus;
}

/** The tenant's vehicles (the API scopes them), by number, narrowed on the server by yard and status. */
export function useFleet(query: VehicleQuery) {
  const filter = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  const { data, total, isPending, error } = useGetList<Vehicle>('vehicles', {
    pagination: { page: 1, perPage: FLEET_PAGE_SIZE },
    sort: { field: 'number', order: 'ASC' },
    filter,
  });
  return { vehicles: data ?? [], total: total ?? 0, isPending, error };
}

/** The yards this user may see, by id, to name a vehicle's yard and to filter by it. */
export function useYardNames(): Map<number, string> {
  const { data } = useGetList<RaRecord & { name: string }>('yards', { pagination: { page: 1, perPage: FLEET_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } });
  return useMemo(() => new Map((data ?? []).map((yard) => [Number(yard.id), yard.name])), [data]);
}

/** Vehicles whose number contains what was typed, as a dispatcher looks for "bus 12". */
export function matchingNumber(vehicles: Vehicle[], typed: string): Vehicle[] {
  const wanted = typed.trim().toLowerCase();
  return wanted ? vehicles.filter((vehicle) => vehicle.number.toLowerCase().includes(wanted)) : vehicles;
}
