import { boolean, choice, date, json, number, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

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
    wheelchair: boolean({ filter: true }),
    monitorRequired: boolean({ filter: true }),
    carSeat: boolean({ filter: true }),
    guardians: json({ hiddenFrom: ['vendor'] }),
    rfidBadge: text({ maxLength: 40 }),
    status: choice(['active', 'inactive'], { required: true, list: true, filter: true }),
  },
  permissions: { view: ['view', 'students'], create: ['create', 'students'], edit: ['edit', 'students'], delete: ['delete', 'students'] },
  recordRepresentation: '%{firstName} %{lastName}',
  defaultSort: { field: 'lastName', order: 'ASC' },
});
