import { RESOURCES } from '../../../resources';
import { by, type AuditBed, type AuditCase } from './auditBed';

type Row = Record<string, unknown> & { id: number; version: number };

/**
 * The write routes the resource engine (server/resources/crudRoutes.ts) makes from the declarations:
 * create, edit, delete and each status step of every declared entity.
 */
export function engineWriteRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const { name, permissions, statusFlow } of RESOURCES) {
    if (permissions.create) routes.add(`POST /api/${name}`);
    if (permissions.edit) routes.add(`PUT /api/${name}/:id`);
    if (permissions.delete) routes.add(`DELETE /api/${name}/:id`);
    for (const step of Object.keys(statusFlow?.transitions ?? {})) routes.add(`POST /api/${name}/:id/${step}`);
  }
  return routes;
}

const newStudent = { studentNumber: 'AUD-0001', firstName: 'Ana', lastName: 'Lima', campusId: 2, grade: '3', status: 'active' };
const createdStudent = async (bed: AuditBed, studentNumber: string) =>
  (await bed.staff.district.post<Row>('/api/students', { ...newStudent, studentNumber })).body;
const submittedEntry = (bed: AuditBed) => bed.db().selectFrom('timesheetEntries').select(['id', 'version']).where('vendorId', '=', 1).where('status', '=', 'submitted')
  .orderBy('id', 'desc').executeTakeFirstOrThrow();

/**
 * Every engine route writes through one code path (`commit` in crudRoutes.ts), its entry in the
 * write's transaction: these stand for all of them — a district's students (sensitive records:
 * create, edit, delete) and a vendor's timesheet entries (an edit and a status step).
 */
export const ENGINE_CASES: Record<string, AuditCase> = {
  'POST /api/students': async (bed) => ({
    send: () => bed.staff.district.post('/api/students', newStudent),
    expected: { action: 'create', ...by(bed, 'district'), entity: 'students' },
  }),
  'PUT /api/students/:id': async (bed) => {
    const student = await createdStudent(bed, 'AUD-0002');
    return {
      // The whole record sent back, as the console does: only the field whose value changed is named.
      send: () => bed.staff.district.request('PUT', `/api/students/${student.id}`, { ...student, lastName: 'Lima-Reyes' }),
      expected: { action: 'update', ...by(bed, 'district'), entity: 'students', recordId: student.id, detail: { fields: ['lastName'] } },
    };
  },
  'DELETE /api/students/:id': async (bed) => {
    const student = await createdStudent(bed, 'AUD-0003');
    return {
      send: () => bed.staff.district.request('DELETE', `/api/students/${student.id}?version=${student.version}`),
      expected: { action: 'delete', ...by(bed, 'district'), entity: 'students', recordId: student.id },
    };
  },
  'PUT /api/timesheet-entries/:id': async (bed) => {
    const { id } = await submittedEntry(bed);
    const { body: entry } = await bed.staff.manager.get<Row>(`/api/timesheet-entries/${id}`);
    return {
      send: () => bed.staff.manager.request('PUT', `/api/timesheet-entries/${id}`, { ...entry, notes: 'Fuel stop on the way back' }),
      expected: { action: 'update', ...by(bed, 'manager'), entity: 'timesheet-entries', recordId: id, detail: { fields: ['notes'] } },
    };
  },
  'POST /api/timesheet-entries/:id/approve': async (bed) => {
    const entry = await submittedEntry(bed);
    return {
      send: () => bed.staff.manager.post(`/api/timesheet-entries/${entry.id}/approve`, { version: entry.version }),
      expected: { action: 'update', ...by(bed, 'manager'), entity: 'timesheet-entries', recordId: entry.id, detail: { transition: 'approve', from: 'submitted', to: 'approved' } },
    };
  },
};
