import { PROGRESS_ANSWER_TYPE, type ProgressLine } from '../../../resources/errors/progressAnswer';
import type { RosterImport } from '../../../resources/students/rosterImport';
import type { ApiClient } from '../../helpers/apiClient';
import { signInAll, DEMO_STAFF } from '../../helpers/flowSuite';
import { csvFile, DEMOGRAPHICS, ENROLLMENTS, oneRosterZip, ORGS, ROLES, USERS_1_1, USERS_1_2 } from '../../helpers/oneRosterFiles';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(180_000);

const ZIP = { 'content-type': 'application/zip' };
const CSV = { 'content-type': 'text/csv' };
type Refusal = { message: string; code: string };

/** Three students and their guardians at two schools, as a SIS exports them (1.2). */
function schoolYear({ graceGrade = 'KG', leaveOut = '' } = {}) {
  const users = [
    { sourcedId: 'stu-1', givenName: 'Grace', familyName: 'Hopper', identifier: 'R-9001', grades: graceGrade, agentSourcedIds: 'par-1,par-2' },
    { sourcedId: 'stu-2', givenName: 'Alan', familyName: 'Turing', identifier: 'R-9002', grades: '03' },
    { sourcedId: 'stu-3', givenName: 'Ada', familyName: 'Lovelace', identifier: 'R-9003', grades: '11' },
    { sourcedId: 'par-1', givenName: 'Mary', familyName: 'Hopper', phone: '555-0142', email: 'mary@example.org' },
    { sourcedId: 'par-2', givenName: 'Walter', familyName: 'Murray', sms: '555-0199' },
  ].filter((user) => user.sourcedId !== leaveOut);
  const roles = [
    { sourcedId: 'r-1', userSourcedId: 'stu-1', roleType: 'primary', role: 'student', orgSourcedId: 'sch-east' },
    { sourcedId: 'r-2', userSourcedId: 'stu-2', roleType: 'primary', role: 'student', orgSourcedId: 'sch-east' },
    { sourcedId: 'r-3', userSourcedId: 'stu-3', roleType: 'primary', role: 'student', orgSourcedId: 'sch-west' },
    { sourcedId: 'r-4', userSourcedId: 'par-1', roleType: 'primary', role: 'parent', orgSourcedId: 'sch-east' },
    { sourcedId: 'r-5', userSourcedId: 'par-2', roleType: 'primary', role: 'relative', orgSourcedId: 'sch-east' },
  ].filter((role) => role.userSourcedId !== leaveOut);
  return {
    'orgs.csv': csvFile(ORGS, [
      { sourcedId: 'dist-1', name: 'The District', type: 'district' },
      { sourcedId: 'sch-east', name: 'East Campus', type: 'school', parentSourcedId: 'dist-1' },
      { sourcedId: 'sch-west', name: 'West Campus', type: 'school', parentSourcedId: 'dist-1' },
    ]),
    'users.csv': csvFile(USERS_1_2, users),
    'roles.csv': csvFile(ROLES, roles),
    'demographics.csv': csvFile(DEMOGRAPHICS, [{ sourcedId: 'stu-1', birthDate: '2020-12-09' }]),
    'addresses.csv': csvFile(['sourcedId', 'address', 'lat', 'lng'], [{ sourcedId: 'stu-1', address: '1 Navy Way, Arlington', lat: '38.87', lng: '-77.05' }]),
  };
}

/**
 * Roster imports (issue "Students from the student information system"): OneRoster 1.2 and 1.1 zips
 * and the template, a dry run that writes nothing, schools matched to campuses once, an application
 * in one transaction audited per student, later files changing and dropping, and another district's
 * schools, imports and campuses out of reach.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `roster imports on ${kind}`, () => {
    let server: TestServer;
    let district: ApiClient;
    let admin: ApiClient;
    let manager: ApiClient;
    let campuses: { own: { id: number; name: string }[]; foreign: number };
    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      ({ district, admin, manager } = await signInAll(server, { district: DEMO_STAFF.district, admin: DEMO_STAFF.admin, manager: DEMO_STAFF.manager }));
      const rows = await server.running.database.db.selectFrom('campuses').select(['id', 'name', 'districtId']).orderBy('id').execute();
      campuses = { own: rows.filter((row) => row.districtId === 1), foreign: rows.find((row) => row.districtId !== 1)!.id };
    });
    afterAll(() => server?.stop());

    const db = () => server.running.database.db;
    const importedStudents = () => db().selectFrom('students').selectAll().where('districtId', '=', 1).where('sourcedId', 'is not', null).orderBy('sourcedId').execute();
    const upload = async (body: Buffer | string, headers = ZIP, client = district, query = '') =>
      client.post<RosterImport & Refusal>(`/api/roster-imports?fileName=roster.zip${query}`, typeof body === 'string' ? body : new Uint8Array(body), headers);

    it('dry-runs a OneRoster 1.2 file without writing, and names the schools not yet matched to a campus', async () => {
      const response = await upload(await oneRosterZip(schoolYear()));
      expect(response.status).toBe(200);
      const { outcome, status } = response.body;
      expect(status).toBe('checked');
      expect(outcome!.counts).toEqual({ students: 3, added: 0, changed: 0, unchanged: 0, dropped: 0, rejected: 3 });
      expect(outcome!.rejected.map((problem) => [problem.file, problem.line, problem.field, problem.message])).toEqual([
        ['users.csv', 2, 'school', 'The school "sch-east" is not matched to a campus yet.'],
        ['users.csv', 3, 'school', 'The school "sch-east" is not matched to a campus yet.'],
        ['users.csv', 4, 'school', 'The school "sch-west" is not matched to a campus yet.'],
      ]);
      expect(outcome!.orgs.map((org) => [org.sourcedId, org.name, org.students, org.campusId])).toEqual([['sch-east', 'East Campus', 2, null], ['sch-west', 'West Campus', 1, null]]);
      expect(await importedStudents()).toEqual([]);
    });

    it('refuses to match a school to another district\'s campus', async () => {
      const response = await district.request<Refusal>('PUT', '/api/roster-org-campuses', { orgs: [{ orgSourcedId: 'sch-east', orgName: 'East Campus', campusId: campuses.foreign }] });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('UNKNOWN_CAMPUS');
      expect(await db().selectFrom('rosterOrgCampuses').selectAll().execute()).toEqual([]);
    });

    it('applies a checked file once the schools are matched: students with guardians, birth date and address, each audited', async () => {
      const [east, west] = campuses.own;
      const matched = await district.request<{ orgSourcedId: string; campusId: number }[]>('PUT', '/api/roster-org-campuses', {
        orgs: [{ orgSourcedId: 'sch-east', orgName: 'East Campus', campusId: east.id }, { orgSourcedId: 'sch-west', orgName: 'West Campus', campusId: west.id }],
      });
      expect(matched.status).toBe(200);
      expect(matched.body.map((org) => [org.orgSourcedId, org.campusId])).toEqual([['sch-east', east.id], ['sch-west', west.id]]);
      const uploaded = await upload(await oneRosterZip(schoolYear()));
      expect(uploaded.body.outcome!.counts).toEqual({ students: 3, added: 3, changed: 0, unchanged: 0, dropped: 0, rejected: 0 });
      expect(await importedStudents()).toEqual([]);

      const applied = await district.post<RosterImport>(`/api/roster-imports/${uploaded.body.id}/apply`);
      expect(applied.status).toBe(200);
      expect(applied.body.status).toBe('applied');
      const students = await importedStudents();
      expect(students.map((s) => [s.sourcedId, s.studentNumber, s.firstName, s.lastName, s.grade, s.campusId, s.status])).toEqual([
        ['stu-1', 'R-9001', 'Grace', 'Hopper', 'K', east.id, 'active'],
        ['stu-2', 'R-9002', 'Alan', 'Turing', '3', east.id, 'active'],
        ['stu-3', 'R-9003', 'Ada', 'Lovelace', '11', west.id, 'active'],
      ]);
      expect([students[0].birthDate, students[0].address, students[0].lat, students[0].lng]).toEqual(['2020-12-09', '1 Navy Way, Arlington', 38.87, -77.05]);
      expect(JSON.parse(students[0].guardians)).toEqual([
        { name: 'Mary Hopper', relationship: 'guardian', phone: '555-0142', otherPhone: null, email: 'mary@example.org', language: null, mayPickUp: null },
        { name: 'Walter Murray', relationship: 'other', phone: '555-0199', otherPhone: null, email: null, language: null, mayPickUp: null },
      ]);
      expect(students[1].birthDate).toBeNull();
      const audits = await db().selectFrom('auditLog').select(['action', 'recordId', 'detail']).where('entity', '=', 'students').where('detail', 'like', `%"rosterImport":${uploaded.body.id}%`).execute();
      expect(audits.map((entry) => [entry.action, Number(entry.recordId)]).sort()).toEqual(students.map((s) => ['create', s.id]).sort());
      // The new students are the district's like any other: in its list, read through the API.
      const listed = await district.get<{ sourcedId?: string; firstName: string }[]>(`/api/students?filter=${encodeURIComponent(JSON.stringify({ q: 'Lovelace' }))}`);
      expect(listed.body.map((student) => student.firstName)).toEqual(['Ada']);

      const again = await district.post<Refusal>(`/api/roster-imports/${uploaded.body.id}/apply`);
      expect(again.status).toBe(409);
      expect((await importedStudents()).length).toBe(3);
    });

    it('changes field by field and drops who a later bulk file leaves out, keeping what a person added to a guardian', async () => {
      const grace = (await importedStudents())[0];
      const guardians = JSON.parse(grace.guardians) as Record<string, unknown>[];
      guardians[0] = { ...guardians[0], language: 'es', mayPickUp: true };
      await db().updateTable('students').set({ guardians: JSON.stringify(guardians) }).where('id', '=', grace.id).execute();

      const uploaded = await upload(await oneRosterZip(schoolYear({ graceGrade: '01', leaveOut: 'stu-2' })));
      const { outcome } = uploaded.body;
      expect(outcome!.counts).toEqual({ students: 2, added: 0, changed: 1, unchanged: 1, dropped: 1, rejected: 0 });
      expect(outcome!.items.change).toEqual([{ kind: 'change', sourcedId: 'stu-1', studentId: grace.id, name: 'Grace Hopper', changes: [{ field: 'grade', from: 'K', to: '1' }] }]);
      expect(outcome!.items.drop.map((item) => [item.sourcedId, item.name])).toEqual([['stu-2', 'Alan Turing']]);

      expect((await district.post(`/api/roster-imports/${uploaded.body.id}/apply`)).status).toBe(200);
      const students = await importedStudents();
      expect(students.map((s) => [s.sourcedId, s.grade, s.status, s.version])).toEqual([['stu-1', '1', 'active', grace.version + 1], ['stu-2', '3', 'inactive', 2], ['stu-3', '11', 'active', 1]]);
      expect(JSON.parse(students[0].guardians)[0]).toMatchObject({ name: 'Mary Hopper', language: 'es', mayPickUp: true });
    });

    it('takes a delta file: a line marked tobedeleted drops its student, the others are left as they are', async () => {
      const zip = await oneRosterZip({
        'users.csv': csvFile(USERS_1_2, [{ sourcedId: 'stu-3', status: 'tobedeleted', dateLastModified: '2026-12-01T10:00:00Z', givenName: 'Ada', familyName: 'Lovelace', identifier: 'R-9003', grades: '11' }]),
        'roles.csv': csvFile(ROLES, [{ sourcedId: 'r-3', status: 'active', dateLastModified: '2026-12-01T10:00:00Z', userSourcedId: 'stu-3', roleType: 'primary', role: 'student', orgSourcedId: 'sch-west' }]),
      }, { mode: 'delta' });
      const uploaded = await upload(zip);
      expect(uploaded.body.outcome!.mode).toBe('delta');
      expect(uploaded.body.outcome!.counts).toMatchObject({ students: 1, dropped: 1, added: 0, changed: 0 });
      await district.post(`/api/roster-imports/${uploaded.body.id}/apply`);
      expect((await importedStudents()).map((s) => [s.sourcedId, s.status])).toEqual([['stu-1', 'active'], ['stu-2', 'inactive'], ['stu-3', 'inactive']]);
    });

    it('reads OneRoster 1.1 (role and orgSourcedIds in users.csv) and a school from enrollments', async () => {
      const zip = await oneRosterZip({
        'users.csv': csvFile(USERS_1_1, [
          { sourcedId: 'stu-4', orgSourcedIds: 'sch-west', role: 'student', givenName: 'Katherine', familyName: 'Johnson', identifier: 'R-9004', grades: '05' },
          { sourcedId: 'stu-5', role: 'student', givenName: 'Dorothy', familyName: 'Vaughan', identifier: 'R-9005', grades: 'KG' },
        ]),
        'enrollments.csv': csvFile(ENROLLMENTS, [{ sourcedId: 'e-1', classSourcedId: 'c-1', schoolSourcedId: 'sch-east', userSourcedId: 'stu-5', role: 'student', primary: 'true' }]),
      }, { version: '1.1', mode: 'delta' });
      const { outcome } = (await upload(zip)).body;
      expect(outcome!.counts).toMatchObject({ students: 2, added: 2, rejected: 0 });
      expect(outcome!.items.add.map((item) => item.name)).toEqual(['Katherine Johnson', 'Dorothy Vaughan']);
    });

    it('lists every line a rule refuses, and drops no one from a bulk file with a line it could not read', async () => {
      const files = schoolYear();
      files['users.csv'] = csvFile(USERS_1_2, [
        { sourcedId: 'stu-1', givenName: 'Grace', familyName: 'Hopper', identifier: 'R-9001', grades: '13' },
        { sourcedId: 'stu-3', givenName: 'Ada', familyName: 'Lovelace', identifier: 'R-9001', grades: '11' },
        { sourcedId: 'stu-9', givenName: '', familyName: 'Nobody', identifier: 'R-9009', grades: '11' },
      ]) + 'stu-10,,,too,few,values\r\n';
      files['roles.csv'] += 'r-9,,,stu-9,primary,student,,,sch-west,\r\n';
      const { outcome } = (await upload(await oneRosterZip(files))).body;
      expect(outcome!.rejected.map((problem) => [problem.line, problem.field ?? '', problem.message])).toEqual([
        [5, '', 'The line has 6 values where the header names 23.'],
        [2, 'grades', 'The grade "13" is not one of the district\'s grades (K, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12).'],
        [3, 'identifier', 'The student number R-9001 belongs to another student (Grace Hopper).'],
        [4, 'givenName', 'givenName must be 1 to 80 characters.'],
      ]);
      expect(outcome!.counts.dropped).toBe(0);
      expect(outcome!.dropsWithheld).toBe(true);
    });

    it('refuses a file that is not a OneRoster roster, with what is wrong', async () => {
      const broken = schoolYear();
      broken['users.csv'] = `${USERS_1_2.join(',')}\r\nstu-1,"unclosed,,,\r\n`;
      const cases: [Buffer | string, RegExp][] = [
        [await oneRosterZip(broken), /^users\.csv: Quote Not Closed/],
        [await oneRosterZip(schoolYear(), { version: '1.0' }), /oneroster\.version "1\.0"; OneRoster 1\.1 and 1\.2 files are taken/],
        [Buffer.from('not a zip at all'), /The file is not a zip archive/],
      ];
      const before = await db().selectFrom('rosterImports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      for (const [file, message] of cases) {
        const response = await upload(file);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('INVALID_ROSTER');
        expect(response.body.message).toMatch(message);
      }
      expect(await db().selectFrom('rosterImports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before);
      expect((await upload('a,b\r\n', { 'content-type': 'text/plain' })).status).toBe(415);
      expect((await upload(await oneRosterZip(schoolYear()), ZIP, district, '&districtId=x1')).status).toBe(400);
    });

    it('takes the template CSV, and refuses one without the template\'s columns', async () => {
      const template = await district.get<string>('/api/roster-imports/template');
      expect(template.status).toBe(200);
      const [header] = template.body.split('\r\n');
      const file = `${header}\r\nT-1,R-9100,Mae,Jemison,sch-east,East Campus,2,2019-10-17,"10 Endeavour Rd, Decatur",,,June Jemison,mother,555-0111,,active\r\n`;
      const checked = await upload(file, CSV);
      expect(checked.status).toBe(200);
      expect(checked.body.outcome!.format).toBe('template');
      expect(checked.body.outcome!.items.add.map((item) => item.name)).toEqual(['Mae Jemison']);
      const missing = await upload('sourced_id,first_name\r\nT-1,Mae\r\n', CSV);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/missing: student_number, last_name, school, grade/);
    });

    it('says how far reading, checking and applying have got to a caller that asks, and ends with the answer or the refusal', async () => {
      const lines = (text: string) => text.trim().split('\n').map((line) => JSON.parse(line) as ProgressLine<RosterImport>);
      const progressOf = (all: ProgressLine<RosterImport>[], step: string) => all.flatMap((line) => ('progress' in line && line.progress.step === step ? [line.progress] : []));
      const asking = { ...ZIP, accept: PROGRESS_ANSWER_TYPE };
      const checked = await upload(await oneRosterZip(schoolYear({ graceGrade: '02' })), asking);
      expect([checked.status, checked.headers.get('content-type')]).toEqual([200, PROGRESS_ANSWER_TYPE]);
      const checkLines = lines(checked.body as unknown as string);
      const reading = progressOf(checkLines, 'reading');
      expect(reading.at(-1)!.done).toBe(reading.at(-1)!.total);
      expect(reading.at(-1)!.total).toBeGreaterThan(1000);
      expect(progressOf(checkLines, 'checking').at(-1)).toEqual({ step: 'checking', done: 3, total: 3 });
      const result = checkLines.at(-1) as { result: RosterImport };
      // Grace's grade, and the two the earlier files dropped back again.
      expect([result.result.status, result.result.outcome!.counts.changed]).toEqual(['checked', 3]);

      const applied = await district.request<string>('POST', `/api/roster-imports/${result.result.id}/apply`, undefined, { accept: PROGRESS_ANSWER_TYPE });
      const applyLines = lines(applied.body);
      expect(progressOf(applyLines, 'applying').at(-1)).toEqual({ step: 'applying', done: 3, total: 3 });
      expect((applyLines.at(-1) as { result: RosterImport }).result.status).toBe('applied');
      expect((await importedStudents()).find((student) => student.sourcedId === 'stu-1')!.grade).toBe('2');

      const refused = await upload(Buffer.from('not a zip at all'), asking);
      expect(refused.status).toBe(200);
      expect(lines(refused.body as unknown as string).at(-1)).toEqual({ status: 400, error: expect.objectContaining({ code: 'INVALID_ROSTER', message: expect.stringMatching(/not a zip archive/) }) });
      // A refusal known before the work starts answers as any other.
      expect((await district.post<Refusal>(`/api/roster-imports/${result.result.id}/apply`, undefined, { accept: PROGRESS_ANSWER_TYPE })).status).toBe(409);
    });

    it('keeps each district to its own: another district named, its imports, and a vendor are refused', async () => {
      expect((await upload(await oneRosterZip(schoolYear()), ZIP, district, '&districtId=2')).status).toBe(404);
      const adminImport = await upload(await oneRosterZip(schoolYear()), ZIP, admin, '&districtId=2');
      expect(adminImport.status).toBe(200);
      expect(adminImport.body.districtId).toBe(2);
      expect(adminImport.body.outcome!.counts.added).toBe(0);
      expect((await district.get(`/api/roster-imports/${adminImport.body.id}`)).status).toBe(404);
      expect((await district.post(`/api/roster-imports/${adminImport.body.id}/apply`)).status).toBe(404);
      expect((await district.get<RosterImport[]>('/api/roster-imports')).body.every((item) => item.districtId === 1)).toBe(true);
      expect((await upload(await oneRosterZip(schoolYear()), ZIP, admin)).status).toBe(400);
      expect((await upload(await oneRosterZip(schoolYear()), ZIP, manager)).status).toBe(403);
    });
  });
}
