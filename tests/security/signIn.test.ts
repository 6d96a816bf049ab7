import { DEMO_USERS } from '../../server/db/seed/demoUsers';
import { issueOneTimeToken } from '../../server/auth/tokens';
import { ApiClient, DEMO_PASSWORD, signedIn } from '../helpers/apiClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

describe('sign-in and session rules (SECURITY.md "Sign-in", "Sessions")', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('stores passwords as salted scrypt N=2^17, r=8, p=1 with the parameters', async () => {
    // Staff who have not chosen a password yet (a new-user link sets it) have none stored at all.
    const users = await server.running.database.db.selectFrom('users').select('passwordHash').where('passwordHash', 'is not', null).execute();
    expect(users.length).toBeGreaterThanOrEqual(DEMO_USERS.length);
    for (const { passwordHash } of users) expect(passwordHash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
  });

  it('keeps only hashes of session ids and tokens', async () => {
    const { db } = server.running.database;
    const client = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    const token = await issueOneTimeToken(db, 4, 'login');
    const sessionId = client.cookies.get('sid_vendor')!;
    const sessions = await db.selectFrom('sessions').select('idHash').execute();
    const tokens = await db.selectFrom('oneTimeTokens').select('tokenHash').execute();
    expect(sessions.map((s) => s.idHash)).not.toContain(sessionId);
    expect(JSON.stringify([sessions, tokens])).not.toContain(token);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.idHash))).toBe(true);
  });

  it('refuses state-changing requests from another site', async () => {
    const client = new ApiClient(server.urlOf('admin'));
    const evil = await client.post('/api/auth/login', { email: 'admin@example.com', password: DEMO_PASSWORD }, { origin: 'https://evil.example' });
    expect(evil).toMatchObject({ status: 403, body: { message: 'Requests from another site are not accepted.' } });
    expect((await client.post('/api/auth/logout', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const own = await client.post('/api/auth/login', { email: 'admin@example.com', password: DEMO_PASSWORD }, { origin: server.urlOf('admin') });
    expect(own.status).toBe(200);
  });

  it('refuses a form-encoded body: only JSON changes state', async () => {
    const response = await fetch(`${server.urlOf('admin')}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=admin%40example.com&password=x',
    });
    expect(response.status).toBe(415);
  });

  it('ends a session idle for more than an hour, and one past its absolute end', async () => {
    const { db } = server.running.database;
    const idle = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    await db.updateTable('sessions').set({ lastSeenAt: new Date(Date.now() - 61 * 60_000).toISOString() }).where('userId', '=', 5).execute();
    expect((await idle.get('/api/auth/check')).status).toBe(401);
    const old = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    await db.updateTable('sessions').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('userId', '=', 5).execute();
    expect((await old.get('/api/auth/check')).status).toBe(401);
  });

  it('writes sign-ins and failed sign-ins to the audit log', async () => {
    await new ApiClient(server.urlOf('enterprise')).post('/api/auth/login', { email: 'school@example.com', password: 'nope-nope-nope' });
    const entries = await server.running.database.db.selectFrom('auditLog').select(['action', 'actorUserId', 'portal']).execute();
    expect(entries).toEqual(expect.arrayContaining([
      { action: 'auth.sign-in', actorUserId: 1, portal: 'admin' },
      { action: 'auth.sign-in-failed', actorUserId: 6, portal: 'enterprise' },
    ]));
  });

  it('refuses an account after 10 failures in 15 minutes with 429, even with the right password, whatever X-Forwarded-For says', async () => {
    const client = new ApiClient(server.urlOf('vendor'));
    for (let i = 0; i < 10; i += 1) {
      const response = await client.post('/api/auth/login', { email: 'vendor@example.com', password: `wrong-${i}` }, { 'x-forwarded-for': `10.0.0.${i}` });
      expect(response.status).toBe(401);
    }
    const blocked = await client.post('/api/auth/login', { email: 'vendor@example.com', password: DEMO_PASSWORD }, { 'x-forwarded-for': '10.9.9.9' });
    expect(blocked).toMatchObject({ status: 429, body: { code: 'auth/too-many-attempts', message: 'Too many attempts. Wait 15 minutes and try again.' } });
  });
});

describe('failures from one address', () => {
  it('are refused with 429 after 30 in 15 minutes, across accounts', async () => {
    const server = await startTestServer({ role: 'admin', demo: false });
    try {
      const client = new ApiClient(server.url);
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) statuses.push((await client.post('/api/auth/login', { email: `user${i}@example.com`, password: 'x' })).status);
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await server.stop();
    }
  });
});

describe('over https', () => {
  it('names the cookie __Host-… and marks it Secure', async () => {
    const server = await startTestServer({ role: 'admin', env: { PUBLIC_URL: 'https://console.example.org' } });
    try {
      const response = await new ApiClient(server.url).post('/api/auth/login', { email: 'admin@example.com', password: DEMO_PASSWORD });
      const cookie = response.headers.getSetCookie().join('\n');
      expect(cookie).toMatch(/^__Host-sid_admin=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/m);
    } finally {
      await server.stop();
    }
  });
});

describe('without demo data', () => {
  it('has no account to sign in with', async () => {
    const server = await startTestServer({ role: 'admin', demo: false });
    try {
      expect(await server.running.database.db.selectFrom('users').selectAll().execute()).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
