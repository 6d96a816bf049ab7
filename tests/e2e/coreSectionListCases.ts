import type { DemoEmail } from '../helpers/consoleSignIn';
import type { ColumnKind } from '../helpers/listScreen';
import type { RowWhere } from '../helpers/resourceRows';

/** A filter of the list: one added through "Add filter" (a choice or a record), or the search box. */
export type ListFilter =
  | { label: string; choose: string; column: string }
  | { label: string; search: string; option: string; column: string }
  | { term: string };

export interface ListCase {
  resource: string;
  /** Someone whose codes open the section. */
  viewer: DemoEmail;
  sort: { heading: string; field: string; kind: ColumnKind };
  filter: ListFilter;
  /** The stored rows the filtered list must count: the viewer's tenant and the filter's value. */
  where: RowWhere;
  /** The list's filter as it opens, when not its own (the rides list opens on today's alone). */
  opensWith?: Record<string, unknown>;
}

/** Every core section of the resource engine issue, each with a column to sort by and a filter that narrows. */
export const LIST_CASES: ListCase[] = [
  {
    resource: 'rides', viewer: 'district@example.com', opensWith: {},
    sort: { heading: 'Ride #', field: 'displayId', kind: 'number' },
    filter: { label: 'Status', choose: 'Completed', column: 'Status' },
    where: { districtId: 1, status: 'completed' },
  },
  {
    resource: 'routes', viewer: 'district@example.com',
    sort: { heading: 'Number', field: 'number', kind: 'text' },
    filter: { label: 'Direction', choose: 'Afternoon', column: 'Direction' },
    where: { districtId: 1, direction: 'PM' },
  },
  {
    resource: 'route-group', viewer: 'district@example.com',
    sort: { heading: 'Name', field: 'name', kind: 'text' },
    filter: { term: 'Middle' },
    where: { districtId: 1 },
  },
  {
    resource: 'drivers', viewer: 'admin@example.com',
    sort: { heading: 'First name', field: 'firstName', kind: 'text' },
    filter: { label: 'License class', choose: 'Class A', column: 'License class' },
    where: { licenseClass: 'A' },
  },
  {
    resource: 'monitors', viewer: 'support@example.com',
    sort: { heading: 'Last name', field: 'lastName', kind: 'text' },
    filter: { label: 'Vendor', search: 'Summit', option: 'Summit Student Transportation', column: 'Vendor' },
    where: { vendorId: 1 },
  },
  {
    resource: 'students', viewer: 'district@example.com',
    sort: { heading: 'First name', field: 'firstName', kind: 'text' },
    filter: { label: 'Status', choose: 'Inactive', column: 'Status' },
    where: { districtId: 1, status: 'inactive' },
  },
  {
    resource: 'districts', viewer: 'admin@example.com',
    sort: { heading: 'Code', field: 'code', kind: 'text' },
    filter: { term: 'LISD' },
    where: {},
  },
  {
    resource: 'campuses', viewer: 'district@example.com',
    sort: { heading: 'Name', field: 'name', kind: 'text' },
    filter: { term: 'Middle' },
    where: { districtId: 1 },
  },
  {
    resource: 'campus-programs', viewer: 'district@example.com',
    sort: { heading: 'Name', field: 'name', kind: 'text' },
    filter: { term: 'Magnet' },
    where: { districtId: 1 },
  },
  {
    resource: 'vendors', viewer: 'support@example.com',
    sort: { heading: 'Insurance expires', field: 'insuranceExpires', kind: 'date' },
    filter: { term: 'Bus' },
    where: {},
  },
  {
    resource: 'yards', viewer: 'vendor@example.com',
    sort: { heading: 'Capacity', field: 'capacity', kind: 'number' },
    filter: { term: 'North' },
    where: { vendorId: 1 },
  },
  {
    resource: 'vehicles', viewer: 'support@example.com',
    sort: { heading: 'Seats', field: 'seats', kind: 'number' },
    filter: { label: 'Maintenance', choose: 'In the shop', column: 'Maintenance' },
    where: { maintenanceStatus: 'in_shop' },
  },
];
