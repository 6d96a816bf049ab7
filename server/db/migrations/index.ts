import type { Migration } from 'kysely';
import * as organisationAndFleet from './20261121_0001_organisation_and_fleet';
import * as studentsAndRouting from './20261121_0002_students_and_routing';
import * as peopleAndAccess from './20261121_0003_people_and_access';
import * as singleSignOn from './20261121_0004_single_sign_on';
import * as workQueueTelemetryImpersonation from './20261121_0005_work_queue_telemetry_impersonation';
import * as rideOperations from './20261121_0006_ride_operations';
import * as liveOperations from './20261121_0007_live_operations';
import * as userLanguage from './20261121_0008_user_language';
import * as driverBusReports from './20261121_0009_driver_bus_reports';
import * as positionsByTime from './20261121_0010_positions_by_time';
import * as parkouts from './20261121_0011_parkouts';
import * as workAndMoney from './20261121_0015_work_and_money';
import * as charterTrips from './20261121_0012_charter_trips';
import * as inspectionsAndRequests from './20261121_0013_inspections_and_requests';
import * as userPhotos from './20261121_0017_user_photos';
import * as driverRecords from './20261121_0014_driver_records';
import * as employeesAndAccess from './20261121_0018_employees_and_access';
import * as settingsAndExplorer from './20261121_0019_settings_and_explorer';
import * as tripApprovalSignoffs from './20261121_0020_trip_approval_signoffs';
import * as preparedReports from './20261121_0021_prepared_reports';
import * as measurementSystems from './20261126_0022_measurement_systems';
import * as savedViews from './20261126_0023_saved_views';
import * as locationVerified from './20261127_0024_location_verified';
import * as studentAssignments from './20261127_0025_student_assignments';
import * as studentScans from './20261128_0026_student_scans';
import * as routeIssueStudents from './20261128_0027_route_issue_students';
import * as workLeases from './20261128_0028_work_leases';
import * as accessChanges from './20261128_0029_access_changes';
import * as ridePartialIndexes from './20261128_0030_ride_partial_indexes';
import * as rosterImports from './20261202_0031_roster_imports';
import * as rideDayAndEndIndexes from './20261204_0032_ride_day_and_end_indexes';

/**
 * Every migration, in order. Listed by hand rather than read from the folder so that the same list
 * runs under the server, the tests and a bundled build.
 */
export const migrations: Record<string, Migration> = {
  '20261121_0001_organisation_and_fleet': organisationAndFleet,
  '20261121_0002_students_and_routing': studentsAndRouting,
  '20261121_0003_people_and_access': peopleAndAccess,
  '20261121_0004_single_sign_on': singleSignOn,
  '20261121_0005_work_queue_telemetry_impersonation': workQueueTelemetryImpersonation,
  '20261121_0006_ride_operations': rideOperations,
  '20261121_0007_live_operations': liveOperations,
  '20261121_0008_user_language': userLanguage,
  '20261121_0009_driver_bus_reports': driverBusReports,
  '20261121_0010_positions_by_time': positionsByTime,
  '20261121_0011_parkouts': parkouts,
  '20261121_0015_work_and_money': workAndMoney,
  '20261121_0012_charter_trips': charterTrips,
  '20261121_0013_inspections_and_requests': inspectionsAndRequests,
  '20261121_0017_user_photos': userPhotos,
  '20261121_0014_driver_records': driverRecords,
  '20261121_0018_employees_and_access': employeesAndAccess,
  '20261121_0019_settings_and_explorer': settingsAndExplorer,
  '20261121_0020_trip_approval_signoffs': tripApprovalSignoffs,
  '20261121_0021_prepared_reports': preparedReports,
  '20261126_0022_measurement_systems': measurementSystems,
  '20261126_0023_saved_views': savedViews,
  '20261127_0024_location_verified': locationVerified,
  '20261127_0025_student_assignments': studentAssignments,
  '20261128_0026_student_scans': studentScans,
  '20261128_0027_route_issue_students': routeIssueStudents,
  '20261128_0028_work_leases': workLeases,
  '20261128_0029_access_changes': accessChanges,
  '20261128_0030_ride_partial_indexes': ridePartialIndexes,
  '20261202_0031_roster_imports': rosterImports,
  '20261204_0032_ride_day_and_end_indexes': rideDayAndEndIndexes,
};
