import { ApiClient } from '../../helpers/apiClient';
import type { TestIdentityProvider } from '../../helpers/oidcProvider';
import { startSsoTestBed } from '../../helpers/ssoFixture';
import type { TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

describe('single sign-on through OpenID Connect (spec 1.4, 8)', () => {
  let server: TestServer;
  let idp: TestIdentityProvider;
  let configId: number;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ server, idp, configId, stop } = await startSsoTestBed());
  });
  afterAll(() => stop?.());

  it("names SSO as an SSO user's provider, with where to start", async () => {
    const response = await new ApiClient(server.url).post('/api/auth/provider', { email: 'sso.coordinator@example.com' });
    expect(response.body).toEqual({ provider: 'SSO', redirectUrl: `/api/auth/sso/start?config=${configId}` });
  });

  it('starts the authorization-code flow with PKCE (S256), state and nonce, returning to the configured address', async () => {
    const response = await fetch(`${server.url}/api/auth/sso/start?config=${configId}&RelayState=%2Frides`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(idp.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'console', response_type: 'code', code_challenge_method: 'S256', redirect_uri: `${server.url}/api/auth/sso/callback`,
      state: expect.stringMatching(/.{20,}/), nonce: expect.stringMatching(/.{20,}/), code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const stored = await server.running.database.db.selectFrom('ssoStates').selectAll().execute();
    expect(stored.map((s) => s.relayState)).toContain('/rides');
    expect(JSON.stringify(stored)).not.toContain(location.searchParams.get('state'));
  });

  it('sends a callback with an unknown state back to the login page with error=user-not-found', async () => {
    const response = await fetch(`${server.url}/api/auth/sso/callback?code=abc&state=made-up`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?error=user-not-found');
  });

  it('refuses a start for an unknown provider or a bad parameter', async () => {
    const unknown = await fetch(`${server.url}/api/auth/sso/start?config=999`, { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('/login?error=user-not-found');
    expect((await fetch(`${server.url}/api/auth/sso/start?config=abc`, { redirect: 'manual' })).status).toBe(400);
  });

  it('never lets an SSO user in with a password', async () => {
    expect((await new ApiClient(server.url).post('/api/auth/login', { email: 'sso.coordinator@example.com', password: 'anything-at-all' })).status).toBe(401);
  });
});
