import { boolean, choice, date, email, number, phone, reference, subRecords, text, verifiedLocation } from '../engine/fields';
import { ADDRESS_LOCATION, defineResource } from '../engine/resource';

export const GUARDIAN_RELATIONSHIPS = ['mother', 'father', 'guardian', 'grandparent', 'aunt', 'uncle', 'sibling', 'foster_parent', 'other'] as const;
/** The languages a family is written to in: the console's, and those districts most often ask for. */
export const GUARDIAN_LANGUAGES = ['en', 'es', 'vi', 'zh', 'ar', 'ht', 'pt', 'so', 'other'] as const;

/** A student's guardian: who to call, in which language, and whether they may take the student off the bus. */
const guardian = {
  name: text({ required: true, maxLength: 120 }),
  relationship: choice(GUARDIAN_RELATIONSHIPS),
  phone: phone(),
  otherPhone: phone(),
  email: email(),
  language: choice(GUARDIAN_LANGUAGES),
  mayPickUp: boolean(),
};

export const students = defineResource({
  name: 'students',
  table: 'students',
  subject: 'students',
  fields: {
    studentNumber: text({ required: true, maxLength: 30, list: true, search: true }),
    firstName: text({ required: true, maxLength: 80, list: true, search: true }),
    lastName: text({ required: true, maxLength: 80, list: true, search: true }),
    districtId: reference('districts', { required: true, filter: true }),
    campusId: reference('campuses', { required: true, list: true, filter: true }),
    programId: reference('campus-programs', { filter: true }),
    vendorId: reference('vendors', { filter: true }),
    grade: text({ required: true, maxLength: 10, list: true, filter: true, choicesFrom: { reference: 'districtId', list: 'standardGrades', value: 'value' } }),
    birthDate: date({ hiddenFrom: ['vendor'] }),
    address: text({ maxLength: 300, list: true }),
    lat: number({ min: -90, max: 90 }),
    lng: number({ min: -180, max: 180 }),
    locationVerified: verifiedLocation(),
    wheelchair: boolean({ filter: true }),
    monitorRequired: boolean({ filter: true }),
    carSeat: boolean({ filter: true }),
    guardians: subRecords(guardian, { hiddenFrom: ['vendor'] }),
    rfidBadge: text({ maxLength: 40 }),
    status: choice(['active', 'inactive'], { required: true, list: true, filter: true }),
  },
  permissions: { view: ['view', 'students'], create: ['create', 'students'], edit: ['edit', 'students'], delete: ['delete', 'students'] },
  recordRepresentation: '%{firstName} %{lastName}',
  defaultSort: { field: 'lastName', order: 'ASC' },
  location: ADDRESS_LOCATION,
  related: [{ resource: 'student-assignments', target: 'studentId' }, { resource: 'transportation-requests', target: 'studentId' }, { resource: 'student-change-requests', target: 'studentId' }, { resource: 'student-rfid', target: 'studentId' }],
});
