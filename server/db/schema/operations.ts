import type { Generated } from 'kysely';
import type { MeasurementSystem } from '../../../permissions/accountContext';

/**
 * The tables as Kysely sees them, camelCase (CamelCasePlugin maps to the snake_case columns).
 * Datetimes are ISO-8601 UTC text, dates `YYYY-MM-DD`, booleans 0/1 and lists JSON text, so that
 * SQLite and PostgreSQL store and sort them the same way.
 */
export interface RecordColumns {
  id: Generated<number>;
  version: Generated<number>;
  createdAt: Generated<string>;
  updatedAt: Generated<string>;
}

export type Flag = 0 | 1;

export interface AppMetaTable {
  key: string;
  value: string;
}

/** Who runs a deployment's once-only work, until when (server/cluster/workLease.ts). */
export interface WorkLeasesTable {
  name: string;
  holder: string;
  expiresAt: string;
  takenAt: string;
}

/** Counts of changes, by what changed (migration 0029: 'access', on PostgreSQL). */
export interface ChangeCountersTable {
  name: string;
  /** A bigint: PostgreSQL's driver gives it as text. */
  version: string | number;
}

export interface DistrictsTable extends RecordColumns {
  name: string;
  code: string;
  timezone: string;
  measurementSystem: Generated<MeasurementSystem>;
  address: string | null;
  phone: string | null;
  email: string | null;
  lat: number | null;
  lng: number | null;
  /** 1 when a person placed the point for the address (migration 0024). */
  locationVerified: Generated<number>;
  standardGrades: string;
  status: string;
}

export interface CampusesTable extends RecordColumns {
  districtId: number;
  name: string;
  code: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  /** 1 when a person placed the point for the address (migration 0024). */
  locationVerified: Generated<number>;
  grades: string;
  bellStart: string | null;
  bellEnd: string | null;
  status: string;
}

export interface CampusProgramsTable extends RecordColumns {
  districtId: number;
  campusId: number;
  name: string;
  days: string;
  bellStart: string | null;
  bellEnd: string | null;
}

export interface VendorsTable extends RecordColumns {
  name: string;
  timezone: Generated<string>;
  measurementSystem: Generated<MeasurementSystem>;
  code: string;
  contactName: string | null;
  phone: string | null;
  email: string | null;
  status: string;
  insuranceExpires: string | null;
  contractStart: string | null;
  contractEnd: string | null;
}

export interface YardsTable extends RecordColumns {
  vendorId: number;
  name: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  /** 1 when a person placed the point for the address (migration 0024). */
  locationVerified: Generated<number>;
  capacity: number | null;
}

export interface VehiclesTable extends RecordColumns {
  vendorId: number;
  yardId: number | null;
  number: string;
  vin: string | null;
  plate: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  type: string;
  seats: number;
  wheelchairPositions: number;
  status: string;
  maintenanceStatus: string;
  odometer: number | null;
  gpsDeviceId: string | null;
}

interface StaffColumns extends RecordColumns {
  vendorId: number;
  yardId: number | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  status: string;
  hireDate: string | null;
}

export interface DriversTable extends StaffColumns {
  licenseClass: string | null;
  licenseNumber: string | null;
  licenseExpires: string | null;
  standbyStatus: string;
  standbySince: string | null;
  standbyByUserId: number | null;
}

export type MonitorsTable = StaffColumns;

export interface StudentsTable extends RecordColumns {
  districtId: number;
  campusId: number;
  programId: number | null;
  vendorId: number | null;
  studentNumber: string;
  firstName: string;
  lastName: string;
  grade: string;
  birthDate: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  /** 1 when a person placed the point for the address (migration 0024). */
  locationVerified: Generated<number>;
  wheelchair: Flag;
  monitorRequired: Flag;
  carSeat: Flag;
  guardians: string;
  rfidBadge: string | null;
  status: string;
  /** The student information system's id of the student, for those brought in by an import (migration 0031). */
  sourcedId: string | null;
  /** When the address an import gave without a point was looked up (migration 0031): not looked up again until it changes. */
  locationLookedUpAt: string | null;
}

/** Which campus a school of a district's roster files is (migration 0031). */
export interface RosterOrgCampusesTable {
  districtId: number;
  orgSourcedId: string;
  campusId: number;
  orgName: string;
  updatedAt: string;
}

/** The bytes of a roster file brought in (migration 0031). */
export interface RosterImportFilesTable {
  importId: number;
  bytes: Buffer;
}

/** A roster file brought in, with what its dry run found and what applying it changed (migration 0031). */
export interface RosterImportsTable {
  id: Generated<number>;
  districtId: number;
  format: string;
  fileName: string;
  fileBytes: number;
  status: string;
  createdBy: number | null;
  createdAt: string;
  appliedAt: string | null;
  appliedBy: number | null;
  summary: string;
  /** `upload` or `nightly`. */
  source: Generated<string>;
  /** Why a run failed or stopped. */
  error: string | null;
  /** A nightly run's file as found in the folder (name, size, time changed): the next run takes only a newer one. */
  fileSignature: string | null;
}

/** A district's nightly import from its drop folder (migration 0031). */
export interface RosterSyncSettingsTable {
  districtId: number;
  enabled: Flag;
  /** The district's local time after which the night's run happens, HH:MM. */
  runAt: string;
  dropLimitPercent: number;
  updatedAt: string;
}

/** A student's service on a run (migration 0025): which stop, which days, from when until when. */
export interface StudentAssignmentsTable extends RecordColumns {
  studentId: number;
  routeId: number;
  stopSequence: number;
  direction: string;
  /** JSON list of week days (MO…SU). */
  daysOfWeek: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  districtId: number;
  campusId: number;
}

export interface RouteGroupsTable extends RecordColumns {
  districtId: number;
  vendorId: number | null;
  campusId: number | null;
  name: string;
  code: string;
  daysOfWeek: string;
  effectiveFrom: string | null;
  effectiveTo: string | null;
  status: string;
}

export interface RoutesTable extends RecordColumns {
  routeGroupId: number;
  districtId: number;
  campusId: number | null;
  vendorId: number | null;
  yardId: number | null;
  number: string;
  direction: string;
  startTime: string;
  endTime: string;
  stops: string;
  polyline: string | null;
  distanceMeters: number | null;
  vehicleType: string;
  monitorRequired: Flag;
  status: string;
}

export interface RidesTable extends RecordColumns {
  displayId: number;
  routeId: number;
  rideDate: string;
  districtId: number;
  campusId: number | null;
  vendorId: number | null;
  yardId: number | null;
  vehicleId: number | null;
  driverId: number | null;
  monitorId: number | null;
  status: string;
  scheduledStart: string;
  scheduledEnd: string;
  actualStart: string | null;
  actualEnd: string | null;
  driverFeeCents: number | null;
  tags: string;
}
