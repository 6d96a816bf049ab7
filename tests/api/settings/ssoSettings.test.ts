import type { SsoSettings } from '../../../resources/settings/ssoSettings';
import { describeWhen } from '../../helpers/requirements';
import { demoClients, type DemoClients } from '../../helpers/settingsClients';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

const NEW_SECRET = 'rotated-secret-0123456789';
const change = (settings: SsoSettings, patch: Record<string, unknown> = {}) => ({
  version: settings.version, displayName: settings.displayName, issuer: settings.issuer, clientId: settings.clientId, domains: settings.domains, enabled: settings.enabled, ...patch,
});

/** Spec 2.5 "SSO settings editor" (SSO_CONFIG_EDIT): the account's identity provider, its secret write-only. */
for (const { kind, requirement } of DATABASE_KINDS) describeWhen(requirement, `the SSO settings editor API on ${kind}`, () => {
  let server: TestServer;
  let clients: DemoClients;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    clients = await demoClients(server);
  });
  afterAll(() => server?.stop());

  const kept = () => server.running.database.db.selectFrom('ssoConfigs').selectAll().where('accountKind', '=', 'district').where('accountId', '=', 1).executeTakeFirstOrThrow();

  it("shows the district's seeded provider with its secret as set, never the secret itself", async () => {
    const stored = await kept();
    expect((await clients.district.get('/api/settings/sso/accounts')).body).toEqual([{ kind: 'district', id: 1, name: 'Cedar Valley Unified School District' }]);
    const response = await clients.district.get<SsoSettings>('/api/settings/sso/district/1');
    expect(response.body).toMatchObject({ version: 1, issuer: 'https://login.cvusd.example.org', clientSecretSet: true, domains: ['cvusd.example.org'], enabled: false });
    expect(response.body.redirectUri).toMatch(/\/api\/auth\/sso\/callback$/);
    expect(JSON.stringify(response.body)).not.toContain(stored.clientSecret);
    expect(response.body).not.toHaveProperty('clientSecret');
  });

  it.each([
    ['an issuer that is not https', { issuer: 'http://login.cvusd.example.org' }, 'The issuer must be an https address.'],
    ['an issuer that is not an address', { issuer: 'login.cvusd' }, 'The issuer must be a full address, such as https://login.example.org.'],
    ['a domain with a space', { domains: ['cvusd example.org'] }, '"cvusd example.org" is not an e-mail domain (such as district.org).'],
    ['a client ID with spaces', { clientId: 'transit line' }, 'The client ID must have 1 to 200 characters and no spaces.'],
    ['a short secret', { clientSecret: 'short' }, 'The client secret must have 8 to 500 characters, without spaces at either end.'],
    ['turning it on without domains', { enabled: true, domains: [] }, 'List at least one e-mail domain before turning single sign-on on.'],
  ])('refuses %s with 400 and what is wrong, changing nothing', async (_case, patch, message) => {
    const current = (await clients.district.get<SsoSettings>('/api/settings/sso/district/1')).body;
    const refused = await clients.district.request<{ message: string }>('PUT', '/api/settings/sso/district/1', change(current, patch));
    expect([refused.status, refused.body.message]).toEqual([400, message]);
    expect((await kept()).version).toBe(current.version);
  });

  it('refuses a body of the wrong shape and a stale version', async () => {
    const current = (await clients.district.get<SsoSettings>('/api/settings/sso/district/1')).body;
    expect((await clients.district.request('PUT', '/api/settings/sso/district/1', { ...change(current), tenant: 2 })).status).toBe(400);
    expect((await clients.district.request('PUT', '/api/settings/sso/district/1', { ...change(current), enabled: 'yes' })).status).toBe(400);
    expect((await clients.district.request('PUT', '/api/settings/sso/district/1', change(current, { version: 99 }))).status).toBe(409);
  });

  it('saves a rotated secret without ever sending it back, keeps it on later saves, and audits which fields changed', async () => {
    const current = (await clients.district.get<SsoSettings>('/api/settings/sso/district/1')).body;
    const saved = await clients.district.request<SsoSettings>('PUT', '/api/settings/sso/district/1', change(current, { clientSecret: NEW_SECRET, domains: ['CVUSD.example.org', '@staff.cvusd.example.org'], enabled: true }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: current.version! + 1, clientSecretSet: true, domains: ['cvusd.example.org', 'staff.cvusd.example.org'], enabled: true });
    expect(JSON.stringify(saved.body)).not.toContain(NEW_SECRET);
    expect((await kept()).clientSecret).toBe(NEW_SECRET);

    const renamed = await clients.district.request<SsoSettings>('PUT', '/api/settings/sso/district/1', change(saved.body, { displayName: 'Cedar Valley staff' }));
    expect(renamed.body).toMatchObject({ displayName: 'Cedar Valley staff', version: current.version! + 2 });
    expect((await kept()).clientSecret).toBe(NEW_SECRET);

    const audit = await server.running.database.db.selectFrom('auditLog').select(['action', 'detail', 'actorUserId']).where('entity', '=', 'sso-settings').orderBy('id').execute();
    expect(audit.map((entry) => JSON.parse(entry.detail ?? '{}').fields)).toEqual([['domains', 'enabled', 'clientSecret (changed)'], ['displayName']]);
    expect(JSON.stringify(audit)).not.toContain(NEW_SECRET);
    expect(audit[0]).toMatchObject({ action: 'update', actorUserId: 5 });
  });

  it('refuses those without SSO_CONFIG_EDIT with 403', async () => {
    expect((await clients.school.get('/api/settings/sso/district/1')).status).toBe(403);
    expect((await clients.school.request('PUT', '/api/settings/sso/district/1', {})).status).toBe(403);
    expect((await clients.support.get('/api/settings/sso/accounts')).status).toBe(403);
    expect((await clients.vendor.get('/api/settings/sso/vendor/1')).status).toBe(403);
  });

  it("answers another account's provider as one that does not exist", async () => {
    const before = await kept();
    expect((await clients.district.get('/api/settings/sso/district/2')).status).toBe(404);
    expect((await clients.district.get('/api/settings/sso/vendor/1')).status).toBe(404);
    const settings = (await clients.admin.get<SsoSettings>('/api/settings/sso/district/1')).body;
    expect((await clients.district.request('PUT', '/api/settings/sso/district/2', change(settings, { version: null, clientSecret: NEW_SECRET }))).status).toBe(404);
    expect((await clients.admin.get('/api/settings/sso/district/999')).status).toBe(404);
    expect((await kept()).version).toBe(before.version);
  });

  it("lets operator staff set up any account's provider, which needs a secret to begin with", async () => {
    const accounts = (await clients.admin.get<{ kind: string; id: number }[]>('/api/settings/sso/accounts')).body;
    expect(accounts.filter((account) => account.kind === 'district')).toHaveLength(3);
    expect(accounts.filter((account) => account.kind === 'vendor')).toHaveLength(4);
    const blank = (await clients.admin.get<SsoSettings>('/api/settings/sso/district/2')).body;
    expect(blank).toMatchObject({ version: null, clientSecretSet: false, issuer: '', enabled: false });
    const draft = change(blank, { issuer: 'https://id.lisd.example.org/realms/staff', clientId: 'console', domains: ['lisd.example.org'] });
    const refused = await clients.admin.request<{ message: string }>('PUT', '/api/settings/sso/district/2', draft);
    expect([refused.status, refused.body.message]).toEqual([400, 'Enter the client secret the provider issued.']);
    const created = await clients.admin.request<SsoSettings>('PUT', '/api/settings/sso/district/2', { ...draft, clientSecret: NEW_SECRET });
    expect(created.body).toMatchObject({ version: 1, clientSecretSet: true, account: { kind: 'district', id: 2, name: 'Lakeshore Independent School District' } });
    expect((await clients.admin.request('PUT', '/api/settings/sso/district/2', { ...draft, clientSecret: NEW_SECRET })).status).toBe(409);
  });
});
