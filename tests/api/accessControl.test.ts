import { listApiRoutes } from '../../server/access';
import { buildApp } from '../../server/app';
import { ApiClient, signedIn } from '../helpers/apiClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(60_000);

describe('deny by default (SECURITY.md "Authorization")', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('declares who may call every API route of every portal', () => {
    for (const portal of server.running.portals) {
      const routes = listApiRoutes(portal.app);
      expect(routes.length).toBeGreaterThan(20);
      const undeclared = routes.filter((route) => route.access === undefined).map((route) => `${route.method} ${route.url}`);
      expect([portal.role, undeclared]).toEqual([portal.role, []]);
    }
  });

  it('refuses a route that declares no access with 403', async () => {
    const { config, database } = server.running;
    const app = await buildApp({ config, database, role: 'admin', logger: false });
    app.get('/api/undeclared', async () => ({ secret: true }));
    const response = await app.inject({ method: 'GET', url: '/api/undeclared' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('secret');
    await app.close();
  });

  it('answers an anonymous caller of a session route with 401 before reading its body', async () => {
    const response = await new ApiClient(server.urlOf('admin')).post('/api/auth/change-password', { not: 'valid' });
    expect(response).toMatchObject({ status: 401, body: { code: 'auth/not-signed-in' } });
  });

  it("refuses a vendor user's call of an admin-only route, whatever the client shows", async () => {
    const vendor = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    const response = await vendor.post('/api/impersonation', { targetUserId: 5 });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: "You don't have permission to access this content." });
    // In the language the user chose: the server's refusals are written in it too.
    expect((await vendor.request('PUT', '/api/profile/language', { locale: 'zh' })).status).toBe(204);
    try {
      expect((await vendor.post('/api/impersonation', { targetUserId: 5 })).body).toMatchObject({ code: 'FORBIDDEN', message: '您无权访问此内容。' });
    } finally {
      await vendor.request('PUT', '/api/profile/language', { locale: 'en' });
    }
  });

  it('refuses a signed-in user without a chosen account on account routes', async () => {
    const admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
    expect(await admin.get('/api/work-queue/first-link')).toMatchObject({ status: 403, body: { code: 'auth/account-not-selected' } });
  });

  it("opens the user's first work-queue item, or none", async () => {
    const vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
    await vendor.post('/api/account', { accountId: 1, subAccountIds: [1] });
    expect((await vendor.get('/api/work-queue/first-link')).body).toEqual({ link: '/dbr' });
    const yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    expect((await yard.get('/api/work-queue/first-link')).body).toEqual({ link: null });
  });

  it("gives district users their district's grades (spec 7.4)", async () => {
    const district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    const { body } = await district.get<{ standardGrades: { gradeId: string; value: string; isCustom: boolean }[] }>('/api/districts/default-grades');
    expect(body.standardGrades[0]).toEqual({ gradeId: 'K', value: 'K', isCustom: false });
    expect(body.standardGrades).toHaveLength(13);
  });

  it('keeps page views for the signed-in user and load failures from anyone, refusing malformed reports', async () => {
    const school = await signedIn(server.urlOf('enterprise'), 'school@example.com');
    const at = new Date().toISOString();
    expect((await school.post('/api/telemetry/events', { events: [{ type: 'identify', at, userId: 1, gitVersion: '0.1.0' }, { type: 'page', at, path: '/rides' }] })).status).toBe(204);
    expect((await new ApiClient(server.urlOf('enterprise')).post('/api/telemetry/errors', { errors: [{ kind: 'section-load', message: 'chunk missing', url: '/assets/x.js', at }] })).status).toBe(204);
    expect((await new ApiClient(server.urlOf('enterprise')).post('/api/telemetry/errors', { errors: [{ kind: 'other', message: 'x', at }] })).status).toBe(400);
    expect((await new ApiClient(server.urlOf('enterprise')).post('/api/telemetry/events', { events: [] })).status).toBe(401);
    const { db } = server.running.database;
    expect(await db.selectFrom('telemetryEvents').select(['type', 'userId', 'path']).execute()).toEqual([
      { type: 'identify', userId: 6, path: null },
      { type: 'page', userId: 6, path: '/rides' },
    ]);
    expect(await db.selectFrom('errorReports').select(['kind', 'userId']).execute()).toEqual([{ kind: 'section-load', userId: null }]);
  });

  it('accepts at most 30 error reports a minute from one address', async () => {
    const anonymous = new ApiClient(server.urlOf('vendor'));
    const report = { errors: [{ kind: 'script', message: 'x', at: new Date().toISOString() }] };
    const statuses: number[] = [];
    // 61 reports span at most two minutes, which allow 60 between them: one at least is refused.
    for (let i = 0; i < 61; i += 1) statuses.push((await anonymous.post('/api/telemetry/errors', report)).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 204 && s !== 429)).toEqual([]);
  });
});
