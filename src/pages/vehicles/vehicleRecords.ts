import { useTranslate } from 'react-admin';
import type { MAINTENANCE_STATUSES, VEHICLE_STATUSES } from '../../../resources/vehicles';
import type { VersionedRecord } from '../bulkEdit/recordSaves';
import type { TableColumn } from '../bulkEdit/SelectableTable';
import { useTenantRecords } from '../bulkEdit/tenantRecords';

export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** A vehicle as /api/vehicles sends it: the fields these screens read, the rest passed back untouched. */
export interface Vehicle extends VersionedRecord {
  number: string;
  yardId: number | null;
  type: string;
  status: VehicleStatus;
  maintenanceStatus: MaintenanceStatus;
}

export interface VehicleQuery {
  yardId?: number;
  status?: VehicleStatus;
}

/** The tenant's vehicles (the API scopes them), by number, narrowed on the server by yard and status. */
export function useFleet(query: VehicleQuery) {
  const { records, ...state } = useTenantRecords<Vehicle>('vehicles', { ...query }, { field: 'number', order: 'ASC' });
  return { vehicles: records, ...state };
}

/** The texts both vehicle screens share (i18n/en/vehicles.ts). */
export const VEHICLE_TEXTS = { filters: 'vehicles.filters', outcome: 'vehicles.outcome', truncated: 'vehicles.table.truncated' } as const;
export const vehicleNumber = (vehicle: Vehicle) => vehicle.number;

/** The vehicle's number, yard and type, then the screen's own columns; and the table's accessible names. */
export function useVehicleTable(yards: Map<number, string>) {
  const translate = useTranslate();
  const columns: TableColumn<Vehicle>[] = [
    { heading: translate('vehicles.table.number'), render: vehicleNumber, naming: true },
    { heading: translate('vehicles.table.yard'), render: (vehicle) => (vehicle.yardId === null ? '—' : (yards.get(vehicle.yardId) ?? '')) },
    { heading: translate('vehicles.table.type'), render: (vehicle) => translate(`choices.${vehicle.type}`) },
  ];
  const labels = {
    selectAll: translate('vehicles.table.selectAll'),
    select: (vehicle: Vehicle) => translate('vehicles.table.select', { number: vehicle.number }),
    empty: translate('vehicles.table.empty'),
  };
  return { columns, labels };
}
