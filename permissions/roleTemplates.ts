import { ALL_PERMISSIONS, type PermissionCode } from './catalogue';

/**
 * Named sets of codes that access management starts from. A membership stores its own codes, so a
 * template is a starting point, not a link: editing a template changes nobody's access. A portal's
 * manager template holds every code of its other templates, so that its holder can manage them all.
 */
const VIEW_OPERATIONS: PermissionCode[] = [
  'DASHBOARD_VIEW', 'RIDE_VIEW', 'ROUTE_VIEW', 'ROUTE_GROUP_VIEW', 'DRIVER_VIEW', 'MONITOR_VIEW', 'VEHICLE_VIEW',
  'YARD_VIEW', 'DRIVER_BUS_REPORT_VIEW', 'WORK_QUEUE_VIEW', 'DISPATCH_CONTROL_CENTER_VIEW',
];

const IMPERSONATION: PermissionCode[] = ['SCHOOL_SUPPORT_IMPERSONATION_EXECUTE', 'VENDOR_SUPPORT_IMPERSONATION_EXECUTE'];

export const ROLE_TEMPLATES = {
  operatorAdmin: {
    portal: 'admin',
    codes: ALL_PERMISSIONS.filter((code) => !IMPERSONATION.includes(code)),
  },
  support: {
    portal: 'admin',
    codes: [...VIEW_OPERATIONS, 'STUDENT_VIEW', 'DISTRICT_VIEW', 'CAMPUS_VIEW', 'VENDOR_VIEW', 'VENDOR_EMPLOYEE_VIEW', 'SCHOOL_EMPLOYEE_VIEW', 'REPORT_VIEW', ...IMPERSONATION],
  },
  vendorManager: {
    portal: 'vendor',
    codes: [
      ...VIEW_OPERATIONS, 'RIDE_ASSIGNMENT_EDIT', 'RIDE_VENDOR_ASSIGNMENT_HISTORY_VIEW', 'MANUAL_RIDE_TAG_EDIT', 'DRIVER_EDIT',
      'DRIVER_STATUS_EDIT', 'DRIVER_LOGIN_EDIT', 'DRIVER_DOCUMENT_VIEW', 'DRIVER_DOCUMENT_EDIT', 'DRIVER_DOCUMENT_EXPIRATION_VIEW',
      'MONITOR_EDIT', 'VEHICLE_EDIT', 'VEHICLE_INSPECTION_VIEW', 'VEHICLE_INSPECTION_ASSESSMENT_EDIT',
      'VEHICLE_INSPECTION_MECHANIC_ASSIGNMENT_EDIT', 'END_OF_DAY_INSPECTION_VIEW', 'END_OF_RIDE_INSPECTION_VIEW',
      'DRIVER_BUS_REPORT_EDIT', 'DRIVER_BUS_REPORT_APPROVE_EDIT', 'DRIVER_BUS_REPORT_RAW_OCR_EDIT', 'TIMESHEET_ENTRY_VIEW',
      'TIMESHEET_ENTRY_EDIT', 'ACTIVITY_BULK_UPLOAD_EDIT', 'ACTIVITY_BULK_UPLOAD_APPROVE_EDIT', 'VENDOR_EMPLOYEE_VIEW',
      'VENDOR_EMPLOYEE_EDIT', 'VENDOR_EMPLOYEE_PERMISSION_EDIT', 'STANDBY_DRIVER_VIEW', 'STANDBY_DRIVER_EDIT',
      'DRIVER_ATTENDANCE_VIEW', 'DRIVER_ATTENDANCE_EDIT', 'PARKOUT_VIEW', 'PARKOUT_EDIT', 'PARKOUT_EVENT_VIEW',
      'PARKOUT_EVENT_APPROVE_EDIT', 'INTER_YARD_MANAGEMENT_EDIT', 'DRIVER_COMMUNICATION_VIEW', 'DRIVER_COMMUNICATION_EDIT',
      'DRIVER_COMMUNICATION_APPROVE_EDIT', 'ACCOUNTING_TRANSACTION_VIEW', 'CHARTER_TRIP_VIEW', 'CHARTER_TRIP_DETAILS_VIEW',
      'CHARTER_TRIP_RIDE_VIEW', 'REPORT_VIEW', 'USER_PERMISSION_EDIT', 'RIDE_ATTENDANCE_EDIT',
      'CHARTER_TRIP_BOOKING_EDIT', 'CHARTER_TRIP_PRICING_VIEW', 'CHARTER_TRIP_BOOKING_AMOUNT_VIEW', 'CHARTER_TRIP_STATUS_LOG_VIEW',
      // The route sheets a vendor hands its drivers: stops, times, how many students and their needs (no names: no STUDENT_VIEW).
      'ACCOUNTING_TRANSACTION_REPORT_EXECUTE', 'ROUTE_SHEET_PRINT',
    ],
  },
  vendorDispatcher: {
    portal: 'vendor',
    codes: [...VIEW_OPERATIONS, 'RIDE_ASSIGNMENT_EDIT', 'MANUAL_RIDE_TAG_EDIT', 'DRIVER_STATUS_EDIT', 'STANDBY_DRIVER_VIEW', 'STANDBY_DRIVER_EDIT', 'DRIVER_ATTENDANCE_VIEW', 'DRIVER_ATTENDANCE_EDIT', 'RIDE_ATTENDANCE_EDIT', 'END_OF_RIDE_INSPECTION_VIEW'],
  },
  yardUser: {
    portal: 'vendor',
    codes: [...VIEW_OPERATIONS, 'VEHICLE_INSPECTION_VIEW', 'END_OF_DAY_INSPECTION_VIEW', 'DRIVER_ATTENDANCE_VIEW', 'DRIVER_ATTENDANCE_EDIT', 'PARKOUT_VIEW', 'PARKOUT_EVENT_VIEW', 'TIMESHEET_ENTRY_VIEW'],
  },
  districtCoordinator: {
    portal: 'enterprise',
    codes: [
      'DASHBOARD_VIEW', 'RIDE_VIEW', 'ROUTE_VIEW', 'ROUTE_GROUP_VIEW', 'ROUTE_GROUP_CREATE_EDIT', 'ROUTE_GROUP_CHANGE_EDIT',
      'ROUTE_GROUP_APPROVE_EDIT', 'ROUTE_EXPLORER_VIEW', 'ROUTE_EXPLORER_EDIT', 'ROUTE_EXPLORER_VIOLATION_VIEW',
      'ROUTE_SHEET_PRINT', 'ROUTE_CALENDAR_EDIT', 'STUDENT_VIEW', 'STUDENT_EDIT', 'STUDENT_ASSIGN_VENDOR_EDIT',
      'STUDENT_PARENT_ACCOUNT_VIEW', 'STUDENT_PARENT_ACCOUNT_EDIT', 'STUDENT_RFID_ORDER_VIEW', 'STUDENT_RFID_ORDER_EDIT',
      'DISTRICT_VIEW', 'DISTRICT_EDIT', 'DISTRICT_PROGRAM_EDIT', 'CAMPUS_VIEW', 'CAMPUS_EDIT',
      'TRANSPORTATION_REGISTRATION_VIEW', 'TRANSPORTATION_REGISTRATION_EDIT', 'TRANSPORTATION_REGISTRATION_BUS_LOOKUP_VIEW',
      'CHARTER_TRIP_VIEW', 'CHARTER_TRIP_DETAILS_VIEW', 'CHARTER_TRIP_STATUS_EDIT', 'CHARTER_TRIP_BOOKING_AMOUNT_VIEW',
      'ACCOUNTING_TRANSACTION_VIEW', 'SCHOOL_EMPLOYEE_VIEW', 'SCHOOL_EMPLOYEE_EDIT', 'SCHOOL_EMPLOYEE_PERMISSION_EDIT',
      'PARENT_ROUTE_NOTIFICATION_SEND', 'PARENT_ROUTE_NOTIFICATION_MAILERS', 'DISTRICT_BULK_NOTIFICATIONS', 'REPORT_VIEW',
      'WORK_QUEUE_VIEW', 'SSO_CONFIG_EDIT', 'USER_PERMISSION_EDIT', 'STUDENT_CHANGE_REQUEST_SELF_REQUEST_VIEW',
      'CHARTER_TRIP_STATUS_LOG_VIEW', 'CHARTER_TRIP_RIDE_VIEW', 'CHARTER_TRIP_EXPORT_EDIT',
      'ACCOUNTING_TRANSACTION_REPORT_EXECUTE', 'ACCOUNTING_TRANSACTION_ITEM_STATUS_EDIT', 'REPORT_STUDENT_RFID_EXECUTE',
    ],
  },
  schoolStaff: {
    portal: 'enterprise',
    codes: ['RIDE_VIEW', 'ROUTE_VIEW', 'STUDENT_VIEW', 'CAMPUS_VIEW', 'STUDENT_CHANGE_REQUEST_SELF_REQUEST_VIEW', 'TRANSPORTATION_REGISTRATION_VIEW', 'TRANSPORTATION_REGISTRATION_EDIT', 'CHARTER_TRIP_VIEW'],
  },
} as const satisfies Record<string, { portal: 'admin' | 'vendor' | 'enterprise'; codes: readonly PermissionCode[] }>;

export type RoleTemplateName = keyof typeof ROLE_TEMPLATES;

/** The kind of account a membership is held in, and the portal where it signs in. */
export type AccountKind = 'operator' | 'vendor' | 'district';

export const PORTAL_OF_ACCOUNT_KIND = { operator: 'admin', vendor: 'vendor', district: 'enterprise' } as const satisfies Record<AccountKind, string>;

/** The templates a membership of this kind may start from: those of its portal. */
export function templatesFor(kind: AccountKind): RoleTemplateName[] {
  return (Object.keys(ROLE_TEMPLATES) as RoleTemplateName[]).filter((name) => ROLE_TEMPLATES[name].portal === PORTAL_OF_ACCOUNT_KIND[kind]);
}

/**
 * The codes a membership of this kind can hold: every code for the operator's staff; for a vendor or
 * a district, the codes its portal's templates name (a district account has nothing to do with
 * verifying driver bus reports, a vendor none with student records).
 */
export function codesOfAccountKind(kind: AccountKind): ReadonlySet<PermissionCode> {
  if (kind === 'operator') return new Set(ALL_PERMISSIONS);
  return new Set(templatesFor(kind).flatMap((name) => ROLE_TEMPLATES[name].codes));
}
