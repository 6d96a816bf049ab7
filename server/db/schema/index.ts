import type { OperatorAccountsTable, UsersTable, UserPhotosTable, MembershipsTable, SessionsTable, OneTimeTokensTable, AuthFailuresTable, AuditLogTable, MailOutboxTable, SsoConfigsTable, IdentityLinksTable, SsoStatesTable, WorkQueueItemsTable, TelemetryEventsTable, ErrorReportsTable } from './access';
import type { DriverBusReportsTable } from './driverBusReports';
import type { SchoolEmployeesTable, VendorEmployeesTable } from './employees';
import type { ParkoutEventsTable, ParkoutsTable } from './parkouts';
import type { FlaggedCheckpointsTable, TelematicsDevicesTable, PositionsTable, RideDriverFeesTable, RideEventsTable, RideVendorAssignmentsTable, RouteIssuesTable, VehicleInspectionsTable } from './rideOperations';
import type { AppMetaTable, DistrictsTable, CampusesTable, CampusProgramsTable, VendorsTable, YardsTable, VehiclesTable, DriversTable, MonitorsTable, StudentsTable, RouteGroupsTable, RoutesTable, RidesTable } from './operations';

export type * from './access';
export type * from './driverBusReports';
export type * from './employees';
export type * from './parkouts';
export type * from './operations';
export type * from './rideOperations';

/** One interface per table, composed (Kysely's example layout). */
export interface Database {
  appMeta: AppMetaTable;
  districts: DistrictsTable;
  campuses: CampusesTable;
  campusPrograms: CampusProgramsTable;
  vendors: VendorsTable;
  yards: YardsTable;
  vehicles: VehiclesTable;
  drivers: DriversTable;
  monitors: MonitorsTable;
  students: StudentsTable;
  routeGroups: RouteGroupsTable;
  routes: RoutesTable;
  rides: RidesTable;
  rideEvents: RideEventsTable;
  rideVendorAssignments: RideVendorAssignmentsTable;
  rideDriverFees: RideDriverFeesTable;
  positions: PositionsTable;
  routeIssues: RouteIssuesTable;
  vehicleInspections: VehicleInspectionsTable;
  telematicsDevices: TelematicsDevicesTable;
  flaggedCheckpoints: FlaggedCheckpointsTable;
  driverBusReports: DriverBusReportsTable;
  parkoutEvents: ParkoutEventsTable;
  parkouts: ParkoutsTable;
  vendorEmployees: VendorEmployeesTable;
  schoolEmployees: SchoolEmployeesTable;
  operatorAccounts: OperatorAccountsTable;
  users: UsersTable;
  userPhotos: UserPhotosTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  oneTimeTokens: OneTimeTokensTable;
  authFailures: AuthFailuresTable;
  auditLog: AuditLogTable;
  mailOutbox: MailOutboxTable;
  ssoConfigs: SsoConfigsTable;
  identityLinks: IdentityLinksTable;
  ssoStates: SsoStatesTable;
  workQueueItems: WorkQueueItemsTable;
  telemetryEvents: TelemetryEventsTable;
  errorReports: ErrorReportsTable;
}
