import { json, reference, text, time } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const campusPrograms = defineResource({
  name: 'campus-programs',
  table: 'campus_programs',
  subject: 'campus-programs',
  fields: {
    name: text({ required: true, list: true, search: true }),
    districtId: reference('districts', { required: true, filter: true }),
    campusId: reference('campuses', { required: true, list: true, filter: true }),
    days: json({ required: true }),
    bellStart: time({ list: true }),
    bellEnd: time({ list: true }),
  },
  permissions: { view: ['view', 'campus-programs'], create: ['create', 'campus-programs'], edit: ['edit', 'campus-programs'], delete: ['delete', 'campus-programs'] },
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
});
