import type { ProfileResponse } from '../../permissions/accountContext';
import { ApiClient, signedIn } from '../helpers/apiClient';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(60_000);

/** The language a user chooses for the console, kept with the user (docs/architecture.md "Languages"). */
for (const { kind, requirement } of DATABASE_KINDS) describeWhen(requirement, `PUT /api/profile/language on ${kind}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server?.stop());

  const setLanguage = (client: ApiClient, body: unknown) => client.request('PUT', '/api/profile/language', body);
  const localeOf = async (email: string) =>
    (await server.running.database.db.selectFrom('users').select('locale').where('email', '=', email).executeTakeFirstOrThrow()).locale;

  it('keeps the language a user chooses and hands it back with the profile on a later sign-in, from any browser', async () => {
    const first = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    expect((await first.get<ProfileResponse>('/api/profile')).body).not.toHaveProperty('locale');
    expect(await setLanguage(first, { locale: 'es' })).toMatchObject({ status: 204 });
    expect(await localeOf('district@example.com')).toBe('es');

    const elsewhere = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    expect((await elsewhere.get<ProfileResponse>('/api/profile')).body).toMatchObject({ email: 'district@example.com', locale: 'es' });
    expect(await setLanguage(elsewhere, { locale: 'zh' })).toMatchObject({ status: 204 });
    expect((await first.get<ProfileResponse>('/api/profile')).body.locale).toBe('zh');
  });

  it('needs a session only, not a chosen account', async () => {
    const admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
    expect(await setLanguage(admin, { locale: 'vi' })).toMatchObject({ status: 204 });
    expect(await localeOf('admin@example.com')).toBe('vi');
  });

  it('refuses a language the console does not have with 400 and a message naming the ones it has', async () => {
    const school = await signedIn(server.urlOf('enterprise'), 'school@example.com');
    const refused = await setLanguage(school, { locale: 'fr' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'UNKNOWN_LOCALE', message: '"fr" is not a language of the console. Choose one of: en, es, vi, zh, ar.' } });
    expect((await setLanguage(school, {})).status).toBe(400);
    expect((await setLanguage(school, { locale: 7 })).status).toBe(400);
    expect((await setLanguage(school, { locale: 'es', extra: true })).status).toBe(400);
    expect(await localeOf('school@example.com')).toBeNull();
  });

  it('answers 401 to a caller who is not signed in, before reading the body', async () => {
    const anonymous = new ApiClient(server.urlOf('enterprise'));
    expect(await setLanguage(anonymous, { locale: 'es' })).toMatchObject({ status: 401, body: { code: 'auth/not-signed-in' } });
    expect(await setLanguage(anonymous, { locale: 'fr' })).toMatchObject({ status: 401 });
  });

  it('does not let support staff choose for the user they act for', async () => {
    const support = await signedIn(server.urlOf('admin'), 'support@example.com');
    const started = await support.post<{ url: string }>('/api/impersonation', { targetUserId: 4 });
    const asYard = new ApiClient(server.urlOf('vendor'));
    await asYard.post('/api/auth/token-login', { token: new URL(started.body.url).searchParams.get('token') });
    expect(await setLanguage(asYard, { locale: 'es' })).toMatchObject({ status: 403, body: { code: 'IMPERSONATION' } });
    expect(await localeOf('yard@example.com')).toBeNull();
  });

  it('hands back no language that the console no longer has', async () => {
    await server.running.database.db.updateTable('users').set({ locale: 'tlh' }).where('email', '=', 'vendor@example.com').execute();
    const vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
    expect((await vendor.get<ProfileResponse>('/api/profile')).body).not.toHaveProperty('locale');
  });
});
