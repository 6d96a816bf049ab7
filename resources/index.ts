import { accountingTransactionItems } from './accounting-transaction-items';
import { campusPrograms } from './campus-programs';
import { campuses } from './campuses';
import { charterTrips } from './charter-trips';
import { dbr } from './dbr';
import { districts } from './districts';
import { driverAttendance } from './driver-attendance';
import { driverDocumentTypes } from './driver-document-types';
import { driverDocuments } from './driver-documents';
import { driverStandbyStatus } from './driver-standby-status';
import { drivers } from './drivers';
import { endOfDayInspections } from './end-of-day-inspections';
import { endOfRideInspections } from './end-of-ride-inspections';
import type { ResourceDeclaration } from './engine/resource';
import { invoicing } from './invoicing';
import { monitors } from './monitors';
import { parkoutRequests } from './parkout-requests';
import { parkouts } from './parkouts';
import { rides } from './rides';
import { routeGroups } from './route-group';
import { routeGroupChangeRequests } from './route-group-change-requests';
import { routeNotifications } from './route-notifications';
import { routes } from './routes';
import { schoolEmployees } from './school-employees';
import { students } from './students';
import { transportationRequests } from './transportation-requests';
import { vehicleInspections } from './vehicle-inspections';
import { tripApprovalDocuments } from './trip-approval-documents';
import { tripApprovalPath } from './trip-approval-path';
import { tripRideAssignments } from './trip-ride-assignments';
import { studentAssignments } from './student-assignments';
import { studentChangeRequests } from './student-change-requests';
import { studentRfid } from './student-rfid';
import { timesheetEntries } from './timesheet-entries';
import { vehicles } from './vehicles';
import { vendorEmployees } from './vendor-employees';
import { vendors } from './vendors';
import { yards } from './yards';

/** Every declared entity: the server registers a REST resource for each, the console a <Resource>. */
export const RESOURCES: readonly ResourceDeclaration[] = [
  rides,
  routes,
  routeGroups,
  drivers,
  monitors,
  students,
  studentAssignments,
  districts,
  campuses,
  campusPrograms,
  vendors,
  yards,
  vehicles,
  dbr,
  parkouts,
  parkoutRequests,
  vehicleInspections,
  endOfDayInspections,
  endOfRideInspections,
  transportationRequests,
  driverDocumentTypes,
  driverDocuments,
  driverAttendance,
  driverStandbyStatus,
  charterTrips,
  tripApprovalPath,
  tripApprovalDocuments,
  tripRideAssignments,
  vendorEmployees,
  schoolEmployees,
  timesheetEntries,
  invoicing,
  accountingTransactionItems,
  routeGroupChangeRequests,
  studentChangeRequests,
  studentRfid,
  routeNotifications,
];

const BY_NAME = new Map(RESOURCES.map((resource) => [resource.name, resource]));

/** The declared entity of that name: where a reference's records are described. */
export function declarationOf(name: string): ResourceDeclaration | undefined {
  return BY_NAME.get(name);
}
