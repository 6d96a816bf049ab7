import type { CodeRule } from '../../permissions/codeRules';
import { lazyWithReport, type SectionComponent } from '../shell/global/lazyWithReport';
import { RIDE_BULK_RULES } from '../../resources/rides/bulk';

const InspectionShow = lazyWithReport(() => import('../pages/inspections/InspectionShow'));
const EmployeeDetails = lazyWithReport(() => import('../pages/employees/EmployeeDetails'));

/**
 * Views written by hand in place of a generated one ("any view can be replaced by hand"), by resource
 * name. Each is its own chunk, loaded when first shown.
 */
export const CUSTOM_SHOW_VIEWS: Partial<Record<string, SectionComponent<object>>> = {
  rides: lazyWithReport(() => import('../pages/rides/RideDetails')),
  'vehicle-inspections': InspectionShow,
  'end-of-day-inspections': InspectionShow,
  'end-of-ride-inspections': InspectionShow,
  'transportation-requests': lazyWithReport(() => import('../pages/transportationRequests/TransportationRequestShow')),
  'charter-trips': lazyWithReport(() => import('../pages/trips/TripShow')),
  'trip-approval-documents': lazyWithReport(() => import('../pages/trips/TripDocumentShow')),
  'vendor-employees': EmployeeDetails,
  'school-employees': EmployeeDetails,
  invoicing: lazyWithReport(() => import('../pages/accounting/InvoicingShow')),
};

/**
 * Fields a record's page shows by a view of their own instead of the generated one (a run's stops as
 * a table with the students at each), by `<resource>.<field>`. Each is its own chunk.
 */
export const CUSTOM_FIELD_VIEWS: Partial<Record<string, SectionComponent<{ source: string }>>> = {
  'routes.stops': lazyWithReport(() => import('../pages/routes/RunStops')),
};

/** What a generated record page shows between its fields and its related lists (a student's service), by resource name. */
export const RECORD_PANELS: Partial<Record<string, SectionComponent<object>>> = {
  students: lazyWithReport(() => import('../pages/students/StudentService')),
};

/** Buttons a generated record page shows beside its Edit and Delete (a run's route sheet), by resource name; each shows itself to those who may use it. */
export const RECORD_ACTIONS: Partial<Record<string, SectionComponent<object>>> = {
  routes: lazyWithReport(() => import('../pages/routes/RunActions')),
  drivers: lazyWithReport(() => import('../pages/drivers/DriverDaySheetButton')),
  vehicles: lazyWithReport(() => import('../pages/vehicles/VehicleManifestButton')),
};

/** What a generated list shows between its title and its rows: preset views of it (a document's state). */
export const LIST_HEADERS: Partial<Record<string, SectionComponent<object>>> = {
  'driver-documents': lazyWithReport(() => import('../pages/driverDocuments/DocumentStateTabs')),
  'driver-attendance': lazyWithReport(() => import('../pages/driverAttendance/AttendanceSheetLink')),
  'driver-standby-status': lazyWithReport(() => import('../pages/drivers/StandbyBoard')),
};

/**
 * Buttons a generated list shows in its toolbar before its own (a link to a section's editor), by
 * resource name. Each shows itself only to those who may use it.
 */
export const EXTRA_LIST_ACTIONS: Partial<Record<string, SectionComponent<object>>> = {
  'charter-trips': lazyWithReport(() => import('../pages/trips/TripListLinks')),
  'trip-approval-path': lazyWithReport(() => import('../pages/trips/ApprovalPathEditLink')),
  students: lazyWithReport(() => import('../pages/rosterImports/StudentImportLink')),
};

/** Entities whose record opens in the drawer over the list instead of replacing it. */
export const SHOW_IN_DRAWER: ReadonlySet<string> = new Set(['rides']);

/**
 * Fetches the code an entity's record page draws beyond the generated one — its own page, panel,
 * buttons and fields' views — so that, fetched while its list is on screen, a click on a row shows
 * the record in the pass that opens it rather than behind a spinner.
 */
export function preloadRecordViews(resource: string): void {
  const views = [CUSTOM_SHOW_VIEWS[resource], RECORD_PANELS[resource], RECORD_ACTIONS[resource], ...Object.entries(CUSTOM_FIELD_VIEWS).filter(([key]) => key.startsWith(`${resource}.`)).map(([, view]) => view)];
  for (const view of views) void view?.preload();
}

/** A step a list offers on the records ticked, to those its rule allows. */
export interface BulkAction {
  /** Offered to those any of these allow; each of its steps then shows itself to those who may take it. */
  rules: readonly CodeRule[];
  Button: SectionComponent<object>;
}

/** Steps on the records ticked, beside bulk deletion, by resource name. */
export const BULK_ACTIONS: Partial<Record<string, BulkAction>> = {
  'timesheet-entries': { rules: [['approve-upload', 'timesheet-entries']], Button: lazyWithReport(() => import('../pages/activities/BulkApproveButton')) },
  // The crew code's steps, and notifying the families for a district's coordinator who sends route notifications.
  rides: { rules: Object.values(RIDE_BULK_RULES).flatMap(({ gate }) => gate), Button: lazyWithReport(() => import('../pages/rides/bulk/RideBulkActions')) },
};
