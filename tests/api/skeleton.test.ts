import { CONTEXT_ID_HEADER } from '../../resources/errors/apiError';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Seeding the demo on a busy machine takes longer than jest's default 5 s.
jest.setTimeout(60_000);

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the console on ${kind}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
    });
    afterAll(() => server?.stop());

    it('answers /api/health with the database it runs on and its version', async () => {
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', db: kind, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    });

    it('ran every migration and seeded the demo operation into it', async () => {
      const { db } = server.running.database;
      const count = async (table: 'districts' | 'vendors' | 'yards' | 'rides' | 'students') =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(await count('districts')).toBe(3);
      expect(await count('vendors')).toBe(4);
      expect(await count('yards')).toBeGreaterThanOrEqual(4);
      expect(await count('students')).toBeGreaterThan(0);
      expect(await count('rides')).toBeGreaterThan(0);
      const ride = await db
        .selectFrom('rides')
        .innerJoin('routes', 'routes.id', 'rides.routeId')
        .select(['rides.displayId', 'rides.status', 'rides.scheduledStart', 'routes.number'])
        .orderBy('rides.displayId')
        .executeTakeFirstOrThrow();
      expect(ride).toEqual({ displayId: 100001, status: expect.any(String), scheduledStart: expect.stringMatching(/Z$/), number: expect.stringMatching(/^(AM|PM)-/) });
    });

    it('serves each portal its own settings inside the app page, for any client-side path', async () => {
      for (const role of ['admin', 'vendor', 'enterprise'] as const) {
        const response = await fetch(`${server.urlOf(role)}/rides/123/show?x=1`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await response.text();
        const config = JSON.parse(/<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html)![1]);
        expect(config).toMatchObject({ userRole: role, productName: 'Transitline' });
        expect(html).toContain('<title>Transitline Portal</title>');
      }
    });

    it('answers an unknown API path with a JSON 404, never the app page', async () => {
      const response = await fetch(`${server.url}/api/no-such-thing`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No such route: GET /api/no-such-thing', code: 'NOT_FOUND', contextId: expect.any(String) });
    });

    it('refuses a malformed JSON body with 400 and a clear message', async () => {
      const response = await fetch(`${server.url}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
    });

    it('refuses an oversized body with 413', async () => {
      const response = await fetch(`${server.url}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }) });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ message: 'The request body is too large.' });
    });

    it('names every error answer by its context id in the X-Context-Id header too, the same as in its body', async () => {
      const failures: [string, Promise<Response>][] = [
        ['an unknown API path', fetch(`${server.url}/api/no-such-thing`)],
        ['a malformed JSON body', fetch(`${server.url}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' })],
        ['a signed-out caller', fetch(`${server.url}/api/account`)],
        ['a request from another site', fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' }, body: '{}' })],
      ];
      for (const [name, answer] of failures) {
        const response = await answer;
        const body = (await response.json()) as { contextId: string };
        expect([name, response.status >= 400, response.headers.get(CONTEXT_ID_HEADER)]).toEqual([name, true, body.contextId]);
        expect(body.contextId).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect((await fetch(`${server.url}/api/health`)).headers.get(CONTEXT_ID_HEADER)).toBeNull();
    });

    it('sends the security headers and keeps API answers out of caches', async () => {
      const response = await fetch(`${server.url}/api/health`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });
}
