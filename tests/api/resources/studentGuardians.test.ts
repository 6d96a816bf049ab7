import { demoRolesForSuite } from '../../helpers/demoRoleSessions';

jest.setTimeout(120_000);

type Student = { id: number; version: number; guardians: unknown } & Record<string, unknown>;

/** A student's guardians: a list of sub-records the server checks item by item, never free JSON. */
describe("a student's guardians", () => {
  const { db, as } = demoRolesForSuite();
  const district = () => as('district@example.com');

  const firstStudent = async () => {
    const { id } = await db().selectFrom('students').select('id').where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    return (await district().get<Student>(`/api/students/${id}`)).body;
  };
  const storedGuardians = async (id: number) => JSON.parse((await db().selectFrom('students').select('guardians').where('id', '=', id).executeTakeFirstOrThrow()).guardians) as unknown;

  it('keeps every field of each guardian as entered, and reads them back', async () => {
    const student = await firstStudent();
    const guardians = [
      { name: 'Rosa Vega', relationship: 'mother', phone: '(503) 555-0142', otherPhone: '(503) 555-0177', email: 'rosa.vega@example.net', language: 'es', mayPickUp: true },
      { name: 'Tomás Vega', relationship: 'grandparent', phone: '(503) 555-0190', otherPhone: null, email: null, language: 'es', mayPickUp: false },
    ];
    const saved = await district().request<Student>('PUT', `/api/students/${student.id}`, { ...student, guardians });
    expect(saved.status).toBe(200);
    expect((await district().get<Student>(`/api/students/${student.id}`)).body.guardians).toEqual(guardians);
    expect(await storedGuardians(student.id)).toEqual(guardians);
  });

  it.each([
    ['a guardian without a name', [{ name: 'Rosa Vega' }, { phone: '(503) 555-0142' }], 'guardians 2: name is required'],
    ['an e-mail that is not one', [{ name: 'Rosa Vega', email: 'rosa at home' }], 'guardians 1: email must be an email address'],
    ['a relationship not offered', [{ name: 'Rosa Vega', relationship: 'neighbour' }], 'guardians 1: relationship must be one of mother, father, guardian, grandparent, aunt, uncle, sibling, foster_parent, other'],
    ['a language not offered', [{ name: 'Rosa Vega', language: 'klingon' }], 'guardians 1: language must be one of en, es, vi, zh, ar, ht, pt, so, other'],
    ['"may pick up" as text', [{ name: 'Rosa Vega', mayPickUp: 'yes' }], 'guardians 1: mayPickUp must be true or false'],
    ['a field no guardian has', [{ name: 'Rosa Vega', ssn: '123-45-6789' }], 'guardians 1: unknown field ssn'],
    ['an item that is not a record', ['Rosa Vega'], 'guardians 1 must be an object'],
    ['free JSON instead of a list', { name: 'Rosa Vega' }, 'guardians must be a list'],
    ['more guardians than a record holds', Array.from({ length: 11 }, (_, index) => ({ name: `Guardian ${index + 1}` })), 'guardians must hold at most 10 items'],
  ])('refuses %s with a 400 naming the guardian and the field, and writes nothing', async (_case, guardians, message) => {
    const student = await firstStudent();
    const before = await storedGuardians(student.id);
    const refused = await district().request<{ message: string; errors?: Record<string, string> }>('PUT', `/api/students/${student.id}`, { ...student, lastName: 'Changed', guardians });
    expect(refused).toMatchObject({ status: 400, body: { message, errors: { guardians: message } } });
    expect(await storedGuardians(student.id)).toEqual(before);
    expect((await district().get<Student>(`/api/students/${student.id}`)).body.lastName).toBe(student.lastName);
  });

  it("never shows a family's contacts to a vendor: the vendor's manager may not read students", async () => {
    const { id } = await db().selectFrom('students').select('id').where('vendorId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    expect((await as('vendor@example.com').get<Student>(`/api/students/${id}`)).status).toBe(403);
  });
});
