import type { AccountResponse } from '../../permissions/accountContext';
import { ApiClient, signedIn } from '../helpers/apiClient';
import { eventually, liveSocketOf, subscribe } from '../helpers/liveClient';
import { auditActions, changeTo, demoClients, membershipOf, type AccessUserPage, type MembershipEditorView } from '../helpers/memberships';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(90_000);

/**
 * Access (spec 2.4 "Access", USER_PERMISSION_EDIT; docs/sections.md "People and access"): users and their
 * memberships, codes changed from a template, memberships disabled and enabled, within the editor's
 * reach and never beyond the codes they hold.
 */
for (const { kind, requirement } of DATABASE_KINDS) describeWhen(requirement, `Access on ${kind}`, () => {
  let server: TestServer;
  let clients: Awaited<ReturnType<typeof demoClients>>;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    clients = await demoClients(server);
  });
  afterAll(() => server?.stop());

  it('lists every user to the operator admin, with their memberships by name, searched and paged', async () => {
    const page = await clients.admin.get<AccessUserPage>('/api/access/users?perPage=5');
    expect(page.status).toBe(200);
    const users = await server.running.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(page.body.total).toBe(Number(users.n));
    expect(page.body.users).toHaveLength(5);
    const found = await clients.admin.get<AccessUserPage>('/api/access/users?q=yolanda');
    expect(found.body).toEqual({
      total: 1,
      users: [expect.objectContaining({
        email: 'yard@example.com', name: 'Yolanda Pierce', status: 'active',
        memberships: [expect.objectContaining({ accountKind: 'vendor', accountName: 'Summit Student Transportation', subAccountNames: ['North Yard'], roleTemplate: 'yardUser', status: 'active' })],
      })],
    });
    expect((await clients.admin.get<AccessUserPage>('/api/access/users?q=victor%20ngu')).body.users.map((user) => user.email)).toEqual(['vendor@example.com']);
  });

  it("shows a vendor manager and a district coordinator only their own account's members", async () => {
    const vendorUsers = (await clients.vendor.get<AccessUserPage>('/api/access/users?perPage=100')).body.users;
    expect(vendorUsers.map((user) => user.email)).toEqual(expect.arrayContaining(['vendor@example.com', 'yard@example.com']));
    expect(vendorUsers.flatMap((user) => user.memberships).every((m) => m.accountKind === 'vendor' && m.accountId === 1)).toBe(true);
    const districtUsers = (await clients.district.get<AccessUserPage>('/api/access/users?perPage=100')).body.users;
    expect(districtUsers.map((user) => user.email)).toEqual(expect.arrayContaining(['district@example.com', 'school@example.com']));
    expect(districtUsers.map((user) => user.email)).not.toContain('yard@example.com');

    const foreign = await server.running.database.db.selectFrom('memberships').select('id').where('accountKind', '=', 'vendor').where('accountId', '=', 2).executeTakeFirstOrThrow();
    expect((await clients.vendor.get(`/api/access/memberships/${foreign.id}`)).status).toBe(404);
    expect((await clients.vendor.request('PUT', `/api/access/memberships/${foreign.id}`, changeTo({ version: 1 }, [])).then((r) => r.status))).toBe(404);
    const operatorMembership = await membershipOf(server, 'support@example.com');
    expect((await clients.district.post(`/api/access/memberships/${operatorMembership.id}/disable`, { version: operatorMembership.version })).status).toBe(404);
  });

  it('is closed to roles without USER_PERMISSION_EDIT, and refuses bad paging', async () => {
    for (const client of [clients.support, clients.yard, clients.school]) expect((await client.get('/api/access/users')).status).toBe(403);
    expect((await clients.admin.get('/api/access/users?perPage=500')).status).toBe(400);
    expect((await clients.admin.get('/api/access/users?page=0')).status).toBe(400);
    expect((await clients.admin.get('/api/access/users?sort=email')).status).toBe(400);
    expect((await clients.admin.get('/api/access/memberships/abc')).status).toBe(400);
  });

  it("grants a code that the member's very next request sees, and their live socket is closed to pick it up", async () => {
    const yard = await membershipOf(server, 'yard@example.com');
    const socket = await liveSocketOf(clients.yard);
    expect(await subscribe(socket, { feed: 'dbr-list' })).toEqual({ ok: true });
    expect((await clients.yard.get('/api/vendor-employees')).status).toBe(403);

    const view = await clients.admin.get<MembershipEditorView>(`/api/access/memberships/${yard.id}`);
    expect(view.body).toMatchObject({ editable: true, templates: ['vendorManager', 'vendorDispatcher', 'yardUser'], membership: { userEmail: 'yard@example.com', version: yard.version } });
    const saved = await clients.admin.request<MembershipEditorView>('PUT', `/api/access/memberships/${yard.id}`, changeTo(yard, [...yard.permissions, 'VENDOR_EMPLOYEE_VIEW'], 'yardUser'));
    expect(saved.status).toBe(200);
    expect(saved.body.membership.permissions).toContain('VENDOR_EMPLOYEE_VIEW');

    expect((await clients.yard.get('/api/vendor-employees')).status).toBe(200);
    expect((await clients.yard.get<AccountResponse>('/api/account')).body.permissions).toContain('VENDOR_EMPLOYEE_VIEW');
    await eventually(() => !socket.connected, 'the socket closed after the change');
    expect(JSON.parse((await auditActions(server, yard.id)).at(-1)!.detail)).toMatchObject({ via: 'access', added: ['VENDOR_EMPLOYEE_VIEW'], removed: [] });
  });

  it('never lets the admin grant a code they do not hold, nor a code the account cannot hold', async () => {
    const school = await membershipOf(server, 'school@example.com');
    const path = `/api/access/memberships/${school.id}`;
    const impersonate = await clients.admin.request<{ message: string }>('PUT', path, changeTo(school, [...school.permissions, 'SCHOOL_SUPPORT_IMPERSONATION_EXECUTE']));
    expect(impersonate).toMatchObject({ status: 403, body: { code: 'PERMISSION_ESCALATION', message: 'This change was refused: a district account cannot hold SCHOOL_SUPPORT_IMPERSONATION_EXECUTE.' } });
    const support = await membershipOf(server, 'support@example.com');
    const notHeld = await clients.admin.request('PUT', `/api/access/memberships/${support.id}`, changeTo(support, [...support.permissions, 'FIREBASE_CACHE_EDIT']));
    expect(notHeld.status).toBe(200);
    const current = await membershipOf(server, 'support@example.com');
    // Taking away a code one does not hold is allowed; giving it back is not.
    const without = current.permissions.filter((code) => code !== 'VENDOR_SUPPORT_IMPERSONATION_EXECUTE');
    expect((await clients.admin.request('PUT', `/api/access/memberships/${support.id}`, changeTo(current, without))).status).toBe(200);
    const regrant = await clients.admin.request('PUT', `/api/access/memberships/${support.id}`, changeTo(await membershipOf(server, 'support@example.com'), current.permissions));
    expect(regrant).toMatchObject({ status: 403, body: { message: 'This change was refused: you can only grant permissions you hold yourself (VENDOR_SUPPORT_IMPERSONATION_EXECUTE).' } });
    const admin = await membershipOf(server, 'admin@example.com');
    expect((await clients.admin.request('PUT', `/api/access/memberships/${admin.id}`, changeTo(admin, []))).body).toMatchObject({ code: 'OWN_MEMBERSHIP' });
  });

  it("disables a membership, ending the member's session there at once, and enables it again", async () => {
    const member = await signedIn(server.urlOf('enterprise'), 'school@example.com');
    const school = await membershipOf(server, 'school@example.com');
    const path = `/api/access/memberships/${school.id}`;
    expect((await clients.district.post(`${path}/disable`, { version: school.version + 3 })).status).toBe(409);
    const disabled = await clients.district.post<MembershipEditorView>(`${path}/disable`, { version: school.version });
    expect(disabled).toMatchObject({ status: 200, body: { membership: { status: 'disabled', version: school.version + 1 } } });
    expect((await member.get('/api/account')).status).toBe(401);
    expect((await clients.district.post(`${path}/disable`, { version: school.version + 1 })).status).toBe(409);
    await expect(signedIn(server.urlOf('enterprise'), 'school@example.com')).rejects.toThrow(/sign-in of school@example.com failed/);

    expect((await clients.district.post(`${path}/enable`, { version: school.version + 1 })).status).toBe(200);
    const back = await signedIn(server.urlOf('enterprise'), 'school@example.com');
    expect((await back.get<AccountResponse>('/api/account')).body.account.accountId).toBe(1);
    expect((await auditActions(server, school.id)).map((entry) => entry.action)).toEqual(expect.arrayContaining(['membership.disable', 'membership.enable']));
  });

  it('changes nobody\'s access while support staff act for a user who could', async () => {
    const started = await clients.support.post<{ url: string }>('/api/impersonation', { targetUserId: (await membershipOf(server, 'district@example.com')).userId });
    const asDistrict = new ApiClient(server.urlOf('enterprise'));
    await asDistrict.post('/api/auth/token-login', { token: new URL(started.body.url).searchParams.get('token') });
    const school = await membershipOf(server, 'school@example.com');
    expect((await asDistrict.get(`/api/access/memberships/${school.id}`)).body).toMatchObject({ editable: false, readOnlyBecause: 'impersonating' });
    const refused = await asDistrict.request('PUT', `/api/access/memberships/${school.id}`, changeTo(school, [...school.permissions, 'SCHOOL_EMPLOYEE_VIEW']));
    expect(refused).toMatchObject({ status: 403, body: { code: 'IMPERSONATION' } });
    expect((await asDistrict.post(`/api/access/memberships/${school.id}/disable`, { version: school.version })).status).toBe(403);
    expect((await membershipOf(server, 'school@example.com')).version).toBe(school.version);
  });

  it('refuses to enable a membership holding codes the editor may not grant', async () => {
    const support = await membershipOf(server, 'support@example.com');
    const { db } = server.running.database;
    await db.updateTable('memberships').set({ status: 'disabled', permissions: JSON.stringify(['RIDE_VIEW', 'SCHOOL_SUPPORT_IMPERSONATION_EXECUTE']) }).where('id', '=', support.id).execute();
    const refused = await clients.admin.post(`/api/access/memberships/${support.id}/enable`, { version: support.version });
    expect(refused).toMatchObject({ status: 403, body: { code: 'PERMISSION_ESCALATION' } });
    expect((await membershipOf(server, 'support@example.com')).status).toBe('disabled');
  });
});
