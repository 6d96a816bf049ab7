import type { AccountResponse } from '../../../permissions/accountContext';
import { describeWhen } from '../../helpers/requirements';
import { auditActions, changeTo, demoClients, membershipOf, templateCodes, type ApiClient, type EmployeeSignIn } from '../../helpers/memberships';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(90_000);

type Employee = { id: number; vendorId?: number; yardId?: number | null; districtId?: number; campusId?: number | null; firstName: string; title: string };

/**
 * The staff directories (DOMAIN.md "vendor employees / school employees", spec 2.4) and the codes of
 * an employee who signs in, changed on their page with VENDOR_EMPLOYEE_PERMISSION_EDIT or
 * SCHOOL_EMPLOYEE_PERMISSION_EDIT (docs/sections.md "People and access").
 */
for (const { kind, requirement } of DATABASE_KINDS) describeWhen(requirement, `vendor and school employees on ${kind}`, () => {
  let server: TestServer;
  let clients: Awaited<ReturnType<typeof demoClients>>;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    clients = await demoClients(server);
  });
  afterAll(() => server?.stop());

  const db = () => server.running.database.db;
  const list = (client: ApiClient, name: string) => client.get<Employee[]>(`/api/${name}?range=[0,499]`);

  it('shows each directory only to its own tenant, and to no role without the view code', async () => {
    const vendorRows = (await list(clients.vendor, 'vendor-employees')).body;
    const ownCount = await db().selectFrom('vendorEmployees').select((eb) => eb.fn.countAll().as('n')).where('vendorId', '=', 1).executeTakeFirstOrThrow();
    expect(vendorRows.length).toBe(Number(ownCount.n));
    expect(new Set(vendorRows.map((row) => row.vendorId))).toEqual(new Set([1]));
    expect(vendorRows.some((row) => row.yardId === null) && vendorRows.some((row) => row.yardId === 2)).toBe(true);

    const schoolRows = (await list(clients.district, 'school-employees')).body;
    expect(schoolRows.length).toBeGreaterThan(4);
    expect(new Set(schoolRows.map((row) => row.districtId))).toEqual(new Set([1]));
    const all = (await list(clients.admin, 'vendor-employees')).body;
    expect(new Set(all.map((row) => row.vendorId))).toEqual(new Set([1, 2, 3, 4]));

    for (const [client, name] of [[clients.yard, 'vendor-employees'], [clients.school, 'school-employees'], [clients.vendor, 'school-employees'], [clients.district, 'vendor-employees']] as const) {
      expect([name, (await list(client, name)).status]).toEqual([name, 403]);
    }
    const foreign = await db().selectFrom('vendorEmployees').select('id').where('vendorId', '=', 2).executeTakeFirstOrThrow();
    expect((await clients.vendor.get(`/api/vendor-employees/${foreign.id}`)).status).toBe(404);
  });

  it("adds an employee to the vendor's own directory, and refuses another vendor's yard", async () => {
    const created = await clients.vendor.post<Employee>('/api/vendor-employees', { firstName: 'Marta', lastName: 'Reyes', title: 'Dispatcher', yardId: 2, status: 'active' });
    expect(created).toMatchObject({ status: 200, body: { vendorId: 1, yardId: 2, title: 'Dispatcher' } });
    const foreignYard = await db().selectFrom('yards').select('id').where('vendorId', '=', 2).executeTakeFirstOrThrow();
    const refused = await clients.vendor.post('/api/vendor-employees', { firstName: 'Ana', lastName: 'Diaz', title: 'Fueler', yardId: foreignYard.id, status: 'active' });
    expect(refused).toMatchObject({ status: 400, body: { message: 'yardId refers to a record that does not exist.' } });
    expect((await clients.vendor.post('/api/vendor-employees', { firstName: 'Ana', lastName: 'Diaz', status: 'active' })).body).toMatchObject({ message: 'title is required' });
  });

  it("lets the vendor manager see and change a yard employee's codes from a template, versioned and audited", async () => {
    const yard = await membershipOf(server, 'yard@example.com');
    const before = await clients.vendor.get<EmployeeSignIn>(`/api/vendor-employees/${yard.employeeId}/permissions`);
    expect(before.status).toBe(200);
    expect(before.body.user).toMatchObject({ email: 'yard@example.com', name: 'Yolanda Pierce' });
    expect(before.body.access).toMatchObject({ editable: true, templates: ['vendorManager', 'vendorDispatcher', 'yardUser'] });
    expect(before.body.access!.membership).toMatchObject({ roleTemplate: 'yardUser', subAccountNames: ['North Yard'], permissions: yard.permissions });
    expect(before.body.access!.grantable).toContain('VENDOR_EMPLOYEE_VIEW');
    expect(before.body.access!.grantable).not.toContain('DRIVER_BUS_REPORT_APPROVE_VERIFY');

    const codes = templateCodes('vendorDispatcher').filter((code) => before.body.access!.grantable.includes(code));
    const saved = await clients.vendor.request<EmployeeSignIn>('PUT', `/api/vendor-employees/${yard.employeeId}/permissions`, changeTo(yard, codes, 'vendorDispatcher'));
    expect(saved.status).toBe(200);
    expect(saved.body.access!.membership).toMatchObject({ roleTemplate: 'vendorDispatcher', version: yard.version + 1 });
    expect(new Set(saved.body.access!.membership.permissions)).toEqual(new Set(codes));

    const stale = await clients.vendor.request('PUT', `/api/vendor-employees/${yard.employeeId}/permissions`, changeTo(yard, yard.permissions, 'yardUser'));
    expect(stale).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
    const audit = await auditActions(server, yard.id);
    expect(audit.map((entry) => entry.action)).toEqual(['permissions.change']);
    expect(JSON.parse(audit[0].detail)).toMatchObject({ via: 'vendor-employees', roleTemplate: 'vendorDispatcher', removed: expect.arrayContaining(['PARKOUT_VIEW']) });

    const back = await membershipOf(server, 'yard@example.com');
    expect((await clients.vendor.request('PUT', `/api/vendor-employees/${yard.employeeId}/permissions`, changeTo(back, yard.permissions, 'yardUser'))).status).toBe(200);
  });

  it('refuses codes the editor does not hold or the account cannot hold, with 403 and nothing changed', async () => {
    const yard = await membershipOf(server, 'yard@example.com');
    const path = `/api/vendor-employees/${yard.employeeId}/permissions`;
    // The editor's codes as they are now: a manager who lost a code cannot hand it out any more.
    const manager = await membershipOf(server, 'vendor@example.com');
    await db().updateTable('memberships').set({ permissions: JSON.stringify(manager.permissions.filter((code) => code !== 'PARKOUT_EDIT')) }).where('id', '=', manager.id).execute();
    try {
      const notHeld = await clients.vendor.request<{ code: string; message: string }>('PUT', path, changeTo(yard, [...yard.permissions, 'PARKOUT_EDIT']));
      expect(notHeld).toMatchObject({ status: 403, body: { code: 'PERMISSION_ESCALATION' } });
      expect(notHeld.body.message).toBe('This change was refused: you can only grant permissions you hold yourself (PARKOUT_EDIT).');
    } finally {
      await db().updateTable('memberships').set({ permissions: JSON.stringify(manager.permissions) }).where('id', '=', manager.id).execute();
    }
    const notOfKind = await clients.vendor.request<{ message: string }>('PUT', path, changeTo(yard, [...yard.permissions, 'STUDENT_VIEW']));
    expect(notOfKind).toMatchObject({ status: 403, body: { message: 'This change was refused: a vendor account cannot hold STUDENT_VIEW.' } });
    expect((await membershipOf(server, 'yard@example.com')).permissions).toEqual(yard.permissions);
    expect((await auditActions(server, yard.id)).filter((entry) => entry.action === 'permissions.change-refused')).toHaveLength(2);
    const unknown = await clients.vendor.request('PUT', path, changeTo(yard, ['EVERYTHING']));
    expect(unknown).toMatchObject({ status: 400, body: { code: 'UNKNOWN_PERMISSION', message: 'Unknown permission code: EVERYTHING.' } });
    expect((await clients.vendor.request('PUT', path, changeTo(yard, [], 'districtCoordinator'))).body).toMatchObject({ code: 'UNKNOWN_ROLE_TEMPLATE' });
    expect((await clients.vendor.request('PUT', path, { version: yard.version, permissions: 'all', roleTemplate: null })).status).toBe(400);
  });

  it('is refused without the code, for one\'s own membership, and for another tenant\'s employee', async () => {
    const yard = await membershipOf(server, 'yard@example.com');
    const manager = await membershipOf(server, 'vendor@example.com');
    const path = `/api/vendor-employees/${yard.employeeId}/permissions`;
    expect((await clients.yard.get(path)).status).toBe(403);
    expect((await clients.yard.request('PUT', path, changeTo(yard, yard.permissions))).status).toBe(403);
    expect((await clients.district.get(path)).status).toBe(403);
    const own = await clients.vendor.request('PUT', `/api/vendor-employees/${manager.employeeId}/permissions`, changeTo(manager, []));
    expect(own).toMatchObject({ status: 403, body: { code: 'OWN_MEMBERSHIP' } });
    expect((await clients.vendor.get<EmployeeSignIn>(`/api/vendor-employees/${manager.employeeId}/permissions`)).body.access).toMatchObject({ editable: false });

    const foreign = await db().selectFrom('vendorEmployees').select('id').where('vendorId', '=', 2).where('userId', 'is not', null).executeTakeFirstOrThrow();
    expect((await clients.vendor.get(`/api/vendor-employees/${foreign.id}/permissions`)).status).toBe(404);
    expect((await clients.vendor.request('PUT', `/api/vendor-employees/${foreign.id}/permissions`, changeTo({ version: 1 }, []))).status).toBe(404);
    const foreignSchool = await db().selectFrom('schoolEmployees').select('id').where('districtId', '=', 2).executeTakeFirstOrThrow();
    expect((await clients.district.get(`/api/school-employees/${foreignSchool.id}/permissions`)).status).toBe(404);
  });

  it('says so for an employee who does not sign in', async () => {
    const offline = await db().selectFrom('vendorEmployees').select('id').where('vendorId', '=', 1).where('userId', 'is', null).executeTakeFirstOrThrow();
    expect((await clients.vendor.get(`/api/vendor-employees/${offline.id}/permissions`)).body).toEqual({ user: null, access: null });
    const refused = await clients.vendor.request('PUT', `/api/vendor-employees/${offline.id}/permissions`, changeTo({ version: 1 }, []));
    expect(refused).toMatchObject({ status: 409, body: { code: 'NO_SIGN_IN' } });
  });

  it("takes effect on the school employee's next request, in the same session", async () => {
    const school = await membershipOf(server, 'school@example.com');
    expect((await list(clients.school, 'school-employees')).status).toBe(403);
    const path = `/api/school-employees/${school.employeeId}/permissions`;
    const granted = await clients.district.request<EmployeeSignIn>('PUT', path, changeTo(school, [...school.permissions, 'SCHOOL_EMPLOYEE_VIEW'], 'schoolStaff'));
    expect(granted.status).toBe(200);
    const seen = await list(clients.school, 'school-employees');
    expect(seen.status).toBe(200);
    // The member is limited to their campus, and so is what they now see.
    expect(new Set(seen.body.map((row) => row.campusId))).toEqual(new Set([1, null]));
    expect((await clients.school.get<AccountResponse>('/api/account')).body.permissions).toContain('SCHOOL_EMPLOYEE_VIEW');

    const after = await membershipOf(server, 'school@example.com');
    expect((await clients.district.request('PUT', path, changeTo(after, school.permissions, 'schoolStaff'))).status).toBe(200);
    expect((await list(clients.school, 'school-employees')).status).toBe(403);
  });

  it('links the demo users to their own directory entries', async () => {
    expect((await clients.yard.get<AccountResponse>('/api/account')).body.vendor?.vendorEmployeeId).toBe((await membershipOf(server, 'yard@example.com')).employeeId);
    const entry = await db().selectFrom('schoolEmployees').innerJoin('users', 'users.id', 'schoolEmployees.userId')
      .select(['schoolEmployees.title', 'schoolEmployees.campusId']).where('users.email', '=', 'school@example.com').executeTakeFirstOrThrow();
    expect(entry).toEqual({ title: 'Front office manager', campusId: 1 });
  });
});
