import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

const searchFor = (q: string) => `/api/students?${new URLSearchParams({ filter: JSON.stringify({ q }), range: '[0,499]' })}`;

/** A list's search box (the `q` filter): every word found in one of the searchable fields, in any order. */
describe('searching a list by a full name', () => {
  let server: TestServer;
  let district: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
  });
  afterAll(() => server?.stop());

  it('finds a student by first and last name, in either order, and not by a name they do not have', async () => {
    const student = await server.running.database.db.selectFrom('students').select(['id', 'firstName', 'lastName']).where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const namesakes = await server.running.database.db.selectFrom('students').select('id')
      .where('districtId', '=', 1).where('firstName', '=', student.firstName).where('lastName', '=', student.lastName).execute();
    for (const q of [`${student.firstName} ${student.lastName}`, `  ${student.lastName.toUpperCase()}   ${student.firstName.toLowerCase()} `]) {
      const found = await district.get<{ id: number }[]>(searchFor(q));
      expect(found.status).toBe(200);
      expect(found.body.map((row) => row.id).sort()).toEqual(namesakes.map((row) => row.id).sort());
    }
    expect((await district.get<unknown[]>(searchFor(`${student.firstName} Zzyzx`))).body).toEqual([]);
    expect((await district.get<unknown[]>(searchFor('%_%'))).status).toBe(200);
  });
});
