import type { AccountResponse, AccountsResponse } from '../../../permissions/accountContext';
import { DEMO_USERS } from '../../../server/db/seed/demoUsers';
import { signedIn } from '../../helpers/apiClient';
import type { DemoEmail } from '../../helpers/consoleSignIn';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

describe('accounts and sub-accounts (spec 3, 4.2, 7.1)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('makes an admin with two operator accounts choose one, then answers with it', async () => {
    const client = await signedIn(server.urlOf('admin'), 'admin@example.com');
    const before = await client.get<AccountResponse>('/api/account');
    expect(before.body.account).toMatchObject({ accountId: null, isAccountRequired: true, isSubAccountsRequired: false });
    expect(before.body.permissions).toEqual([]);
    expect((await client.get<AccountsResponse>('/api/accounts')).body).toEqual({
      accounts: [{ id: 1, name: 'Transitline Operations', subAccounts: [] }, { id: 2, name: 'Transitline Training', subAccounts: [] }],
    });
    const chosen = await client.post<AccountResponse>('/api/account', { accountId: 2, subAccountIds: [], relayState: '/rides' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.account).toEqual({
      accountId: 2, subAccountIds: [], name: 'Transitline Training', timezone: 'America/Chicago', measurementSystem: 'us', imagePath: null,
      isAccountRequired: true, isSubAccountsRequired: false, canSwitchAccount: true,
    });
    expect(chosen.body.userRole).toBe('admin');
    expect(chosen.body.permissions).toContain('RIDE_VIEW');
    expect((await client.get('/api/auth/check')).body).toMatchObject({ isAccountSelected: true });
  });

  it('makes a vendor user with several yards choose yards, and refuses a yard that is not theirs', async () => {
    const client = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
    const before = await client.get<AccountResponse>('/api/account');
    expect(before.body.account).toMatchObject({ accountId: null, isAccountRequired: false, isSubAccountsRequired: true });
    const accounts = await client.get<AccountsResponse>('/api/accounts');
    expect(accounts.body.accounts).toHaveLength(1);
    expect(accounts.body.accounts[0]).toMatchObject({ id: 1, name: 'Summit Student Transportation' });
    const yardIds = accounts.body.accounts[0].subAccounts!.map((yard) => yard.id).sort();
    expect(yardIds).toEqual([1, 2, 3]);
    expect(await client.post('/api/account', { accountId: 1, subAccountIds: [] })).toMatchObject({ status: 400, body: { message: 'Choose at least one yard.' } });
    expect(await client.post('/api/account', { accountId: 1, subAccountIds: [4] })).toMatchObject({ status: 404, body: { message: 'No such yard.' } });
    expect(await client.post('/api/account', { accountId: 2, subAccountIds: [4] })).toMatchObject({ status: 404, body: { message: 'No such account.' } });
    const chosen = await client.post<AccountResponse>('/api/account', { accountId: 1, subAccountIds: [2, 1] });
    expect(chosen.body.vendor).toEqual({ vendorId: 1, yardId: 2, yardIds: [2, 1], vendorEmployeeId: expect.any(Number) });
    expect(chosen.body.userRole).toBe('vendor');
  });

  it('puts a one-yard user straight into their yard', async () => {
    const client = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    const { body } = await client.get<AccountResponse>('/api/account');
    expect(body.account).toMatchObject({ accountId: 1, subAccountIds: [1], isAccountRequired: false, isSubAccountsRequired: false, canSwitchAccount: false });
    expect(body.vendor).toMatchObject({ vendorId: 1, yardIds: [1] });
  });

  it('gives district staff their district, and school staff their campuses as "others"', async () => {
    const district = await (await signedIn(server.urlOf('enterprise'), 'district@example.com')).get<AccountResponse>('/api/account');
    expect(district.body).toMatchObject({ userRole: 'enterprise', district: { districtId: 1, campusIds: [], schoolEmployeeId: expect.any(Number) } });
    expect(district.body.account).toMatchObject({ accountId: 1, name: 'Cedar Valley Unified School District', timezone: 'America/Los_Angeles' });
    const school = await (await signedIn(server.urlOf('enterprise'), 'school@example.com')).get<AccountResponse>('/api/account');
    expect(school.body).toMatchObject({ userRole: 'others', district: { districtId: 1, campusIds: [1] } });
  });

  it("lists every demo user's accounts with their sub-accounts: yards of a vendor, campuses of a district, none for the operator (spec 3, 7.1)", async () => {
    const { db } = server.running.database;
    const yardsOf = (vendorId: number) => db.selectFrom('yards').select(['id', 'name']).where('vendorId', '=', vendorId).orderBy('name').execute();
    const campusesOf = (districtId: number) => db.selectFrom('campuses').select(['id', 'name']).where('districtId', '=', districtId).orderBy('name').execute();
    const [yards, campuses] = [await yardsOf(1), await campusesOf(1)];
    expect([yards.length, campuses.length].every((count) => count > 1)).toBe(true);
    const operations = { id: 1, name: 'Transitline Operations', subAccounts: [] };
    const summit = { id: 1, name: 'Summit Student Transportation' };
    const cedarValley = { id: 1, name: 'Cedar Valley Unified School District' };
    const expected: Record<DemoEmail, AccountsResponse['accounts']> = {
      'admin@example.com': [operations, { id: 2, name: 'Transitline Training', subAccounts: [] }],
      'support@example.com': [operations],
      'vendor@example.com': [{ ...summit, subAccounts: yards }],
      // A member limited to some yards or campuses is offered only those.
      'yard@example.com': [{ ...summit, subAccounts: yards.filter((yard) => yard.id === 1) }],
      'district@example.com': [{ ...cedarValley, subAccounts: campuses }],
      'school@example.com': [{ ...cedarValley, subAccounts: campuses.filter((campus) => campus.id === 1) }],
    };
    for (const { email, portal } of DEMO_USERS) {
      const { status, body } = await (await signedIn(server.urlOf(portal), email)).get<AccountsResponse>('/api/accounts');
      expect([email, status, body]).toEqual([email, 200, { accounts: expected[email] }]);
    }
  });

  it('never asks district staff to choose campuses, though their accounts list them', async () => {
    for (const email of ['district@example.com', 'school@example.com']) {
      const { body } = await (await signedIn(server.urlOf('enterprise'), email)).get<AccountResponse>('/api/account');
      expect([email, body.account]).toEqual([email, expect.objectContaining({ accountId: 1, isSubAccountsRequired: false, canSwitchAccount: false })]);
    }
  });

  it('refuses wrong types in the account choice with 400', async () => {
    const client = await signedIn(server.urlOf('admin'), 'admin@example.com');
    expect((await client.post('/api/account', { accountId: '1' })).status).toBe(400);
    expect((await client.post('/api/account', { accountId: 1, subAccountIds: 'all' })).status).toBe(400);
    expect((await client.post('/api/account', { accountId: -1 })).status).toBe(400);
  });

  it('answers the account calls with 401 without a session', async () => {
    const anonymous = await fetch(`${server.urlOf('admin')}/api/account`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: 'Sign in to continue.', code: 'auth/not-signed-in' });
  });

  it('ends the session when its membership is removed', async () => {
    const client = await signedIn(server.urlOf('enterprise'), 'school@example.com');
    const { db } = server.running.database;
    const membership = await db.selectFrom('memberships').selectAll().where('userId', '=', 6).executeTakeFirstOrThrow();
    await db.deleteFrom('memberships').where('id', '=', membership.id).execute();
    try {
      expect((await client.get('/api/account')).status).toBe(401);
    } finally {
      await db.insertInto('memberships').values(membership).execute();
    }
  });

  it('has no impersonation session in an ordinary one', async () => {
    const client = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    expect(await client.get('/api/auth/impersonation-session')).toMatchObject({ status: 404, body: { code: 'NO_IMPERSONATION' } });
  });
});
