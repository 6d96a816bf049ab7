/**
 * What permissions are about: one subject per entity or feature, spelled as its resource will be.
 * `all` is CASL's wildcard.
 */
export const SUBJECTS = [
  'dashboard', 'dispatch', 'rides', 'ride-assignments', 'ride-attendance', 'routes', 'route-group', 'route-explorer',
  'route-notifications', 'charter-trips', 'drivers', 'driver-documents', 'driver-attendance', 'driver-communications',
  'standby-drivers', 'monitors', 'students', 'student-change-requests', 'student-rfid', 'parent-accounts', 'districts',
  'campuses', 'campus-programs', 'vendors', 'yards', 'vehicles', 'vehicle-inspections', 'end-of-day-inspections',
  'end-of-ride-inspections', 'transportation-requests', 'accounting-transactions', 'work-queue-items', 'vendor-employees',
  'school-employees', 'reports', 'insights', 'timesheet-entries', 'user-permissions', 'driver-bus-reports', 'parkouts',
  'parkout-events', 'sso-settings', 'standby-configuration', 'live-cache', 'telematics', 'impersonation',
  'driver-document-types',
  'trip-approval-path', 'trip-approval-documents', 'trip-ride-assignments',
  'route-group-change-requests',
] as const;

export type Subject = (typeof SUBJECTS)[number] | 'all';

/**
 * view, create, edit and delete are the CRUD ones; the rest name a step a code allows on its own
 * (approve, verify, assign, …) so that the UI and the server ask for exactly that step.
 */
export const ACTIONS = [
  'view', 'create', 'edit', 'delete', 'manage', 'approve', 'verify', 'assign', 'export', 'execute', 'send', 'publish',
  'import', 'print', 'refresh', 'impersonate-school', 'impersonate-vendor', 'view-booking-amount', 'view-pricing',
  'edit-pricing', 'edit-status', 'edit-item-status', 'edit-booking', 'edit-invoice', 'view-invoice-history',
  'view-status-log', 'view-details', 'view-rides', 'assign-vendor', 'view-vendor-history', 'bulk-notify', 'tag',
  'edit-raw-ocr', 'edit-login', 'edit-status-only', 'view-expiration', 'upload', 'approve-upload', 'sync',
  'view-violations', 'edit-violations', 'edit-calendar', 'create-mock-ride', 'edit-mailers', 'manage-admin',
  'download', 'order', 'view-orders', 'view-district-config', 'edit-work-queue', 'edit-permissions', 'move-between-yards',
  'view-self-requests', 'assign-mechanic', 'assess', 'change', 'edit-programs',
] as const;

export type Action = (typeof ACTIONS)[number];
