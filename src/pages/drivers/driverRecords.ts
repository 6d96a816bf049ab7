import { useTranslate } from 'react-admin';
import type { STANDBY_STATUSES } from '../../../resources/drivers';
import type { STAFF_STATUSES } from '../../../resources/engine/staffFields';
import type { VersionedRecord } from '../bulkEdit/recordSaves';
import type { TableColumn } from '../bulkEdit/SelectableTable';

export type StaffStatus = (typeof STAFF_STATUSES)[number];
export type StandbyStatus = (typeof STANDBY_STATUSES)[number];

/** A driver as /api/drivers (or the standby board) sends it: the fields these screens read, the rest passed back untouched. */
export interface Driver extends VersionedRecord {
  firstName: string;
  lastName: string;
  yardId: number | null;
  phone: string | null;
  status: StaffStatus;
  standbyStatus: StandbyStatus;
}

export const driverName = (driver: Pick<Driver, 'firstName' | 'lastName'>) => `${driver.firstName} ${driver.lastName}`;

/** Drivers by last name, as a dispatch office lists them. */
export const BY_LAST_NAME = { field: 'lastName', order: 'ASC' } as const;

/** The driver's name and yard, first in every driver table; and the table's accessible names. */
export function useDriverTable(yards: Map<number, string>) {
  const translate = useTranslate();
  const columns: TableColumn<Driver>[] = [
    { heading: translate('driverRecords.table.name'), render: driverName, naming: true },
    { heading: translate('driverRecords.table.yard'), render: (driver) => (driver.yardId === null ? '—' : (yards.get(driver.yardId) ?? '')) },
  ];
  const labels = {
    selectAll: translate('driverRecords.table.selectAll'),
    select: (driver: Driver) => translate('driverRecords.table.select', { name: driverName(driver) }),
    empty: translate('driverRecords.table.empty'),
  };
  return { columns, labels };
}
