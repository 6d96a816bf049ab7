import path from 'node:path';
import SQLite from 'better-sqlite3';
import { issueOneTimeToken } from '../../server/auth/tokens';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { issueDeviceToken } from '../../server/telematics/devices';
import { ApiClient } from '../helpers/apiClient';
import { freePort, startIdentityProvider, type TestIdentityProvider } from '../helpers/oidcProvider';
import { providerCallback } from '../helpers/oidcSignIn';
import { seededTestDatabase, startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { addSsoUser } from '../helpers/ssoFixture';
import type { TestDatabase } from '../helpers/testDatabase';

jest.setTimeout(120_000);

const DISTRICT_USER_ID = 5;
const SCHOOL_USER_ID = 6;
type Secrets = Record<string, string>;

/** The names of the secrets whose value is somewhere in the log. */
const leakedIn = (log: string, secrets: Secrets) => Object.keys(secrets).filter((name) => log.includes(secrets[name]));

/**
 * SECURITY.md "Durability": secrets (tokens, codes, cookies, passwords) never reach a log, at any log
 * level. The console runs as its own process and its own output is read, as an operator would.
 */
describe('no secret in the server log, at any level', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let idp: TestIdentityProvider;
  let configId: number;
  const ports: number[] = [];
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await seededTestDatabase('sqlite');
    ports.push(await freePort(), await freePort());
    idp = await startIdentityProvider({ clientId: 'console', clientSecret: 'console-test-secret', redirectUris: ports.map((port) => `http://127.0.0.1:${port}/api/auth/sso/callback`) });
    handle = await openDatabase(database.settings);
    configId = await addSsoUser(handle.db, idp.issuer, 'coordinator-7');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await handle?.close();
    await idp?.stop();
    await database?.drop();
  });

  async function startEnterprise(port: number, logLevel: string): Promise<ServerProcess> {
    const server = await startServerProcess({ database, role: 'enterprise', port, env: { LOG_LEVEL: logLevel, PUBLIC_URL: `http://127.0.0.1:${port}` } });
    servers.push(server);
    return server;
  }

  /** A single sign-on through the real provider, up to the callback it sends the browser to. */
  async function ssoCallback(server: ServerProcess): Promise<{ callback: string; secrets: Secrets }> {
    const start = await fetch(`${server.url}/api/auth/sso/start?config=${configId}`, { redirect: 'manual' });
    const authorization = new URL(start.headers.get('location')!);
    const callback = await providerCallback(authorization, 'coordinator-7', server.url);
    const secrets = { state: callback.searchParams.get('state')!, nonce: authorization.searchParams.get('nonce')!, code: callback.searchParams.get('code')! };
    expect(Object.values(secrets).every((value) => value.length >= 20)).toBe(true);
    return { callback: callback.href, secrets };
  }

  /** A session from a login link, as the login page swaps it; the page's address goes along as Referer. */
  async function signInWithLink(server: ServerProcess, token: string): Promise<ApiClient> {
    const client = new ApiClient(server.url);
    const response = await client.post('/api/auth/token-login', { token }, { referer: `${server.url}/login?token=${token}` });
    expect(response.status).toBe(200);
    return client;
  }

  const postPosition = (server: ServerProcess, deviceToken: string) => fetch(`${server.url}/api/telematics/positions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${deviceToken}` },
    body: JSON.stringify({ positions: [{ recordedAt: new Date().toISOString(), lat: 37.77, lng: -122.42 }] }),
  });

  it('logs every request at debug with its path and the secrets in its address, cookies and Authorization replaced by [redacted]', async () => {
    const server = await startEnterprise(ports[0], 'debug');
    const secrets: Secrets = {
      loginToken: await issueOneTimeToken(handle.db, DISTRICT_USER_ID, 'login'),
      resetToken: await issueOneTimeToken(handle.db, SCHOOL_USER_ID, 'reset'),
      newUserToken: await issueOneTimeToken(handle.db, SCHOOL_USER_ID, 'new-user'),
      deviceToken: await issueDeviceToken(handle.db, 1),
    };
    expect((await fetch(`${server.url}/login?token=${secrets.loginToken}`)).status).toBe(200);
    const client = await signInWithLink(server, secrets.loginToken);
    secrets.sessionId = client.cookies.get('sid_enterprise')!;
    expect((await client.get(`/reset-password?token=${secrets.resetToken}`)).status).toBe(200);
    expect((await client.get(`/new-user?token=${secrets.newUserToken}`)).status).toBe(200);
    const sso = await ssoCallback(server);
    const signedInBySso = await fetch(sso.callback, { redirect: 'manual' });
    expect([signedInBySso.status, signedInBySso.headers.get('location')]).toEqual([302, '/']);
    secrets.ssoSessionId = /^sid_enterprise=([^;]+)/.exec(signedInBySso.headers.getSetCookie()[0])![1];
    expect((await postPosition(server, secrets.deviceToken)).status).toBe(202);
    await server.stop();

    const log = server.output();
    expect(leakedIn(log, { ...secrets, ...sso.secrets })).toEqual([]);
    for (const page of ['login', 'reset-password', 'new-user']) expect(log).toContain(`"url":"/${page}?token=[redacted]"`);
    expect(log).toContain(`"referer":"${server.url}/login?token=[redacted]"`);
    expect(log).toMatch(/"url":"\/api\/auth\/sso\/callback\?code=\[redacted\]&state=\[redacted\]/);
    expect(log).toMatch(/"location":"http:\/\/127\.0\.0\.1:\d+\/auth\?[^"]*&state=\[redacted\]/);
    for (const header of ['cookie', 'set-cookie', 'authorization']) expect(log).toContain(`"${header}":"[redacted]"`);
    expect(log).toContain('"url":"/api/telematics/positions"');
  });

  it('logs a request the database could not serve at the default level with its path, without its secrets', async () => {
    const server = await startEnterprise(ports[1], '');
    const secrets: Secrets = {
      loginToken: await issueOneTimeToken(handle.db, DISTRICT_USER_ID, 'login'),
      deviceToken: await issueDeviceToken(handle.db, 2),
    };
    const client = await signInWithLink(server, secrets.loginToken);
    secrets.sessionId = client.cookies.get('sid_enterprise')!;
    const sso = await ssoCallback(server);
    // Another process holds the write lock past the busy timeout: both requests are refused and logged.
    const holder = new SQLite(path.join(database.settings.dataDir, 'console.sqlite'));
    holder.exec('begin exclusive');
    try {
      const callback = await client.request('GET', sso.callback.slice(server.url.length), undefined, { referer: `${server.url}/login?token=${secrets.loginToken}` });
      expect(callback.status).toBe(503);
      expect((await postPosition(server, secrets.deviceToken)).status).toBe(503);
    } finally {
      holder.exec('rollback');
      holder.close();
    }
    await server.stop();

    const log = server.output();
    expect(log).toContain('database unavailable');
    expect(leakedIn(log, { ...secrets, ...sso.secrets })).toEqual([]);
    expect(log).toMatch(/"url":"\/api\/auth\/sso\/callback\?code=\[redacted\]&state=\[redacted\]/);
    expect(log).toContain(`"referer":"${server.url}/login?token=[redacted]"`);
    for (const header of ['cookie', 'authorization']) expect(log).toContain(`"${header}":"[redacted]"`);
  });
});
