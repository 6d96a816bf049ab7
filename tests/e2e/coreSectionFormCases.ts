import type { DemoEmail } from '../helpers/consoleSignIn';
import type { FormValues } from '../helpers/recordForm';

/** What a form enters, and the stored columns (Kysely's camelCase names) it must leave behind. */
export interface FormStep {
  values: FormValues;
  stored: Record<string, unknown>;
  /** Fields the form must not ask for: references to records this user may not see. */
  notAsked?: string[];
}

export interface FormCase {
  resource: string;
  /** A demo user whose codes allow what the case does (the admin, holding every code, where none is offered). */
  editor: DemoEmail;
  create?: FormStep;
  /** Edits the record just created, or a seeded one when nobody may create. */
  edit?: FormStep & { id?: number };
  /** The search term that finds the created record in the list, where deleting is offered. */
  deleteFinds?: string;
}

/** The core sections: create → edit → delete through the generated screens, as far as some demo role may. */
export const FORM_CASES: FormCase[] = [
  {
    resource: 'rides', editor: 'admin@example.com',
    edit: { id: 1, values: { Status: { choose: 'Cancelled' }, 'Driver fee': '43.21' }, stored: { status: 'cancelled', driverFeeCents: 4321 } },
  },
  { resource: 'routes', editor: 'admin@example.com' },
  {
    resource: 'route-group', editor: 'district@example.com',
    create: {
      values: { Name: 'Lincoln Late Start Routes', Code: 'CVUSD-LATE-RG', Campus: { search: 'Lincoln' }, 'Days of week': { tick: ['Mon', 'Wed'] }, Status: { choose: 'Draft' } },
      stored: { name: 'Lincoln Late Start Routes', code: 'CVUSD-LATE-RG', districtId: 1, campusId: expect.any(Number), daysOfWeek: '["MO","WE"]', status: 'draft' },
      notAsked: ['Vendor', 'District'],
    },
    edit: { values: { Name: 'Lincoln Late Start Routes (spring)' }, stored: { name: 'Lincoln Late Start Routes (spring)', code: 'CVUSD-LATE-RG' } },
  },
  {
    resource: 'drivers', editor: 'vendor@example.com',
    create: {
      values: { 'First name': 'Rosa', 'Last name': 'Delgado', Yard: { search: 'North' }, Status: { choose: 'Active' }, Standby: { choose: 'Off' } },
      stored: { firstName: 'Rosa', lastName: 'Delgado', vendorId: 1, yardId: 1, status: 'active', standbyStatus: 'off' },
    },
    edit: { values: { 'Last name': 'Delgado-Ruiz', 'License class': { choose: 'Class B' } }, stored: { lastName: 'Delgado-Ruiz', licenseClass: 'B', yardId: 1 } },
  },
  {
    resource: 'monitors', editor: 'vendor@example.com',
    create: {
      values: { 'First name': 'Imani', 'Last name': 'Brooks', Yard: { search: 'South' }, Status: { choose: 'Active' } },
      stored: { firstName: 'Imani', lastName: 'Brooks', vendorId: 1, yardId: 2, status: 'active' },
    },
    edit: { values: { Status: { choose: 'On leave' } }, stored: { status: 'on_leave', lastName: 'Brooks' } },
  },
  {
    resource: 'students', editor: 'district@example.com',
    create: {
      values: { 'Student number': 'CVUSD9900001', 'First name': 'Maya', 'Last name': 'Okonkwo', Campus: { search: 'Lincoln' }, Grade: { choose: '3' }, Status: { choose: 'Active' } },
      stored: { studentNumber: 'CVUSD9900001', firstName: 'Maya', lastName: 'Okonkwo', districtId: 1, grade: '3', status: 'active' },
      notAsked: ['Vendor', 'District'],
    },
    edit: { values: { 'First name': 'Maya Grace', Wheelchair: { check: true } }, stored: { firstName: 'Maya Grace', wheelchair: 1, studentNumber: 'CVUSD9900001' } },
    deleteFinds: 'CVUSD9900001',
  },
  {
    resource: 'districts', editor: 'admin@example.com',
    create: {
      values: { Name: 'Harbor Bay Unified School District', Code: 'HBUSD', 'Time zone': 'America/Los_Angeles', Units: { choose: 'Metric (kilometres, metres)' }, Grades: '["K","1","2"]', Status: { choose: 'Active' } },
      stored: { name: 'Harbor Bay Unified School District', code: 'HBUSD', timezone: 'America/Los_Angeles', measurementSystem: 'metric', standardGrades: '["K","1","2"]', status: 'active' },
    },
    edit: { values: { Phone: '(916) 555-0199' }, stored: { phone: '(916) 555-0199', code: 'HBUSD' } },
  },
  {
    resource: 'campuses', editor: 'district@example.com',
    create: {
      values: { Name: 'Harbor View Academy', Code: 'CVUSD-900', Grades: '["6","7","8"]', 'First bell': '08:10', Status: { choose: 'Active' } },
      stored: { name: 'Harbor View Academy', code: 'CVUSD-900', districtId: 1, grades: '["6","7","8"]', bellStart: '08:10', status: 'active' },
    },
    edit: { values: { 'Last bell': '15:05' }, stored: { bellStart: '08:10', bellEnd: '15:05' } },
  },
  {
    resource: 'campus-programs', editor: 'district@example.com',
    create: {
      values: { Name: 'Dual Language Immersion', Campus: { search: 'Lincoln' }, Days: '["MO","WE","FR"]' },
      stored: { name: 'Dual Language Immersion', districtId: 1, days: '["MO","WE","FR"]' },
    },
    edit: { values: { Name: 'Dual Language Academy' }, stored: { name: 'Dual Language Academy' } },
    deleteFinds: 'Dual Language',
  },
  { resource: 'vendors', editor: 'admin@example.com' },
  { resource: 'yards', editor: 'admin@example.com' },
  {
    resource: 'vehicles', editor: 'vendor@example.com',
    create: {
      values: { Number: '9001', Yard: { search: 'Foothill' }, Type: { choose: 'Bus' }, Seats: '48', 'Wheelchair positions': '2', Status: { choose: 'In service' }, Maintenance: { choose: 'OK' } },
      stored: { number: '9001', vendorId: 1, yardId: 3, type: 'bus', seats: 48, wheelchairPositions: 2, status: 'in_service', maintenanceStatus: 'ok' },
    },
    edit: { values: { Seats: '52', Plate: '7SB0042' }, stored: { seats: 52, plate: '7SB0042', number: '9001' } },
  },
];
