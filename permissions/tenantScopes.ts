import type { Subject } from './subjects';

/** Which of a row's columns tie it to a tenant (DOMAIN.md "Tenancy"). */
export interface TenantColumns {
  /** The column holding the vendor id; `id` for the vendors themselves. */
  vendor?: string;
  yard?: string;
  district?: string;
  campus?: string;
}

export const TENANT_COLUMNS: Partial<Record<Subject, TenantColumns>> = {
  rides: { vendor: 'vendorId', yard: 'yardId', district: 'districtId', campus: 'campusId' },
  routes: { vendor: 'vendorId', yard: 'yardId', district: 'districtId', campus: 'campusId' },
  'route-group': { vendor: 'vendorId', district: 'districtId', campus: 'campusId' },
  'charter-trips': { vendor: 'vendorId', district: 'districtId', campus: 'campusId' },
  'trip-ride-assignments': { vendor: 'vendorId', district: 'districtId', campus: 'campusId' },
  'trip-approval-documents': { district: 'districtId', campus: 'campusId' },
  'trip-approval-path': { district: 'districtId' },
  'accounting-transactions': { vendor: 'vendorId', district: 'districtId' },
  'timesheet-entries': { vendor: 'vendorId', yard: 'yardId' },
  'route-group-change-requests': { vendor: 'vendorId', district: 'districtId', campus: 'campusId' },
  'student-change-requests': { district: 'districtId', campus: 'campusId' },
  'student-rfid': { district: 'districtId', campus: 'campusId' },
  'route-notifications': { district: 'districtId', campus: 'campusId' },
  drivers: { vendor: 'vendorId', yard: 'yardId' },
  monitors: { vendor: 'vendorId', yard: 'yardId' },
  vehicles: { vendor: 'vendorId', yard: 'yardId' },
  'driver-bus-reports': { vendor: 'vendorId', yard: 'yardId' },
  parkouts: { vendor: 'vendorId', yard: 'yardId' },
  'parkout-events': { vendor: 'vendorId', yard: 'yardId' },
  'vehicle-inspections': { vendor: 'vendorId', yard: 'yardId' },
  'end-of-day-inspections': { vendor: 'vendorId', yard: 'yardId' },
  'end-of-ride-inspections': { vendor: 'vendorId', yard: 'yardId', district: 'districtId', campus: 'campusId' },
  'transportation-requests': { district: 'districtId', campus: 'campusId' },
  'driver-document-types': { vendor: 'vendorId' },
  'driver-documents': { vendor: 'vendorId', yard: 'yardId' },
  'driver-attendance': { vendor: 'vendorId', yard: 'yardId' },
  'standby-drivers': { vendor: 'vendorId', yard: 'yardId' },
  'standby-configuration': { vendor: 'vendorId', yard: 'yardId' },
  'route-explorer': { vendor: 'vendorId', yard: 'yardId', district: 'districtId', campus: 'campusId' },
  yards: { vendor: 'vendorId', yard: 'id' },
  vendors: { vendor: 'id' },
  students: { district: 'districtId', campus: 'campusId' },
  campuses: { district: 'districtId', campus: 'id' },
  'campus-programs': { district: 'districtId', campus: 'campusId' },
  districts: { district: 'id' },
  'vendor-employees': { vendor: 'vendorId', yard: 'yardId' },
  'school-employees': { district: 'districtId', campus: 'campusId' },
};
