import type { ImpersonationSessionResponse } from '../../permissions/accountContext';
import { ApiClient, signedIn } from '../helpers/apiClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(60_000);

describe('impersonation by support staff (spec 1.5, 4.5, 6.1; SECURITY.md "Sessions")', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  const support = () => signedIn(server.urlOf('admin'), 'support@example.com');

  it("starts a 30-minute session as a vendor user on the vendor portal, carrying both users", async () => {
    const started = await (await support()).post<{ portal: string; url: string }>('/api/impersonation', { targetUserId: 4 });
    expect(started.status).toBe(200);
    expect(started.body.portal).toBe('vendor');
    const token = new URL(started.body.url).searchParams.get('token')!;
    const asYard = new ApiClient(server.urlOf('vendor'));
    expect((await asYard.post('/api/auth/token-login', { token })).body).toEqual({ userId: 4 });
    expect((await asYard.get('/api/auth/check')).body).toMatchObject({ userId: 4, isImpersonation: true });
    const details = await asYard.get<ImpersonationSessionResponse>('/api/auth/impersonation-session');
    expect(details.body).toMatchObject({ supportUserName: 'Sam Okafor', targetUserName: 'Yolanda Pierce' });
    const minutesLeft = (details.body.authenticationExpirationTimestamp - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
    expect((await asYard.post('/api/auth/change-password', { oldPassword: 'a', newPassword: 'b' })).status).toBe(403);

    const audit = await server.running.database.db.selectFrom('auditLog').select(['action', 'actorUserId', 'impersonatorUserId']).where('action', 'in', ['impersonation.start', 'auth.sign-in']).execute();
    expect(audit).toEqual(expect.arrayContaining([{ action: 'impersonation.start', actorUserId: 2, impersonatorUserId: null }, { action: 'auth.sign-in', actorUserId: 4, impersonatorUserId: 2 }]));

    const stopped = await asYard.post<{ returnUrl: string }>('/api/impersonation/stop');
    expect(stopped.body.returnUrl).toBe(server.running.config.publicUrls.admin);
    expect((await asYard.get('/api/auth/check')).status).toBe(401);
  });

  it('enters a school user on the enterprise portal', async () => {
    const started = await (await support()).post<{ portal: string }>('/api/impersonation', { targetUserId: 6 });
    expect(started.body.portal).toBe('enterprise');
  });

  it('never targets operator staff, nor an unknown user', async () => {
    const client = await support();
    expect(await client.post('/api/impersonation', { targetUserId: 1 })).toMatchObject({ status: 403, body: { message: 'Operator staff cannot be impersonated.' } });
    expect((await client.post('/api/impersonation', { targetUserId: 999 })).status).toBe(404);
  });

  it('is refused without the impersonation codes', async () => {
    const admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
    await admin.post('/api/account', { accountId: 1 });
    expect((await admin.post('/api/impersonation', { targetUserId: 4 })).status).toBe(403);
  });

  it('ends at its hard expiry', async () => {
    const started = await (await support()).post<{ url: string }>('/api/impersonation', { targetUserId: 5 });
    const asDistrict = new ApiClient(server.urlOf('enterprise'));
    await asDistrict.post('/api/auth/token-login', { token: new URL(started.body.url).searchParams.get('token') });
    await server.running.database.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('impersonatorUserId', '=', 2).execute();
    expect((await asDistrict.get('/api/auth/check')).status).toBe(401);
  });
});
