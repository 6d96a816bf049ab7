import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { freePort, startIdentityProvider, type TestIdentityProvider } from './oidcProvider';
import { startTestServer, type TestServer } from './testServer';

/** A district user who signs in through the district's provider, linked to `subject` there. */
export async function addSsoUser(db: Kysely<Database>, issuer: string, subject: string, email = 'sso.coordinator@example.com'): Promise<number> {
  const now = new Date().toISOString();
  const { id: configId } = await db.insertInto('ssoConfigs').values({
    accountKind: 'district', accountId: 1, provider: 'SSO', displayName: 'Cedar Valley sign-in', issuer,
    clientId: 'console', clientSecret: 'console-test-secret', createdAt: now, updatedAt: now,
  }).returning('id').executeTakeFirstOrThrow();
  const { id: userId } = await db.insertInto('users').values({
    email, firstName: 'Selena', lastName: 'Ortiz', phone: null, avatarPath: null, passwordHash: null, authProvider: 'SSO', createdAt: now, updatedAt: now,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('memberships').values({
    userId, accountKind: 'district', accountId: 1, permissions: JSON.stringify(['RIDE_VIEW']), roleTemplate: null, employeeId: null, createdAt: now, updatedAt: now,
  }).execute();
  await db.insertInto('identityLinks').values({ issuer, subject, userId, createdAt: now }).execute();
  return configId;
}

/** A single enterprise portal on a known address, a provider that trusts it, and a linked SSO user. */
export async function startSsoTestBed(): Promise<{ server: TestServer; idp: TestIdentityProvider; configId: number; stop(): Promise<void> }> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const idp = await startIdentityProvider({ clientId: 'console', clientSecret: 'console-test-secret', redirectUris: [`${publicUrl}/api/auth/sso/callback`] });
  const server = await startTestServer({ role: 'enterprise', env: { PORT: String(port), PUBLIC_URL: publicUrl } });
  const configId = await addSsoUser(server.running.database.db, idp.issuer, 'coordinator-7');
  return {
    server, idp, configId,
    stop: async () => {
      await server.stop();
      await idp.stop();
    },
  };
}
