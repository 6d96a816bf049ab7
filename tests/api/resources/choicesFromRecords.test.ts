import { DISTRICT_STAFF, flowSuite } from '../../helpers/flowSuite';

jest.setTimeout(120_000);

type Student = { id: number; version: number; grade: string };
type Refusal = { message: string; errors?: Record<string, string> };

/**
 * A value chosen from another record's list (`choicesFrom`): a student's grade is one of their
 * district's grades (DOMAIN.md "districts": the grade list), checked on every save that sets it.
 */
describe("a student's grade from the district's grade list", () => {
  const staff = flowSuite('sqlite', { district: DISTRICT_STAFF.district });

  /** A student of the district as the API reads it (the body a save sends back). */
  const asRead = async (id: number) => (await staff.district.get<Student & Record<string, unknown>>(`/api/students/${id}`)).body;
  const studentOfDistrict = async () => asRead((await staff.db().selectFrom('students').select('id').where('districtId', '=', 1).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow()).id);
  const gradeOf = async (id: number) => (await staff.db().selectFrom('students').select('grade').where('id', '=', id).executeTakeFirstOrThrow()).grade;

  it('refuses a grade the district does not have, at its field, and keeps the stored one', async () => {
    const student = await studentOfDistrict();
    const refused = await staff.district.request<Refusal>('PUT', `/api/students/${student.id}`, { ...student, grade: '13' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ grade: 'grade: "13" is not one of the district\'s choices (K, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12).' });
    expect(await gradeOf(student.id)).toBe(student.grade);

    const { body: created, status } = await staff.district.post<Refusal>('/api/students', { ...student, id: undefined, version: undefined, vendorId: null, studentNumber: 'GR-TEST-1', grade: 'Pre-K' });
    expect(status).toBe(400);
    expect(created.errors).toHaveProperty('grade');
    expect(await staff.db().selectFrom('students').select('id').where('studentNumber', '=', 'GR-TEST-1').execute()).toEqual([]);
  });

  it('takes one of its grades, and leaves a grade stored before the list changed until it is changed', async () => {
    const student = await studentOfDistrict();
    const saved = await staff.district.request<Student>('PUT', `/api/students/${student.id}`, { ...student, grade: 'K' });
    expect(saved.status).toBe(200);
    expect(await gradeOf(student.id)).toBe('K');

    // A grade the list no longer holds: other edits of the student still save.
    await staff.db().updateTable('students').set({ grade: 'TK' }).where('id', '=', student.id).execute();
    const kept = await asRead(student.id);
    const edited = await staff.district.request<Student>('PUT', `/api/students/${student.id}`, { ...kept, address: '12 Elm Street' });
    expect(edited.status).toBe(200);
    expect(edited.body.grade).toBe('TK');
  });
});
