import type { DeploymentRole } from '../../server/config';
import { ApiClient, DEMO_PASSWORD, signedIn, type ApiResponse } from '../helpers/apiClient';
import { describeWhen } from '../helpers/requirements';
import { decodedBody, startSmtpServer } from '../helpers/smtpServer';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

const LINK = /\/(reset-password|new-user)\?token=([A-Za-z0-9_-]+)/;
const MADE_UP_TOKEN = 'x'.repeat(43);

/** A refusal as the caller sees it: status, message and code (the context id differs on every answer). */
function refusal({ status, body }: ApiResponse): { status: number; body: unknown } {
  const { contextId: _contextId, ...rest } = body as Record<string, unknown>;
  return { status, body: rest };
}

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `reset and set-up links on ${kind} (SECURITY.md "Sign-in": single-use; ASVS 6.5, 7.4.3)`, () => {
    let server: TestServer;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    const db = () => server.running.database.db;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      server = await startTestServer({ database: kind, env: { SMTP_URL: smtp.url } });
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.stop();
    });

    /** Asks for a link on `portal` as /forgot-password does, and reads it from the mail that arrives. */
    const mailedLink = async (portal: DeploymentRole, email: string) => {
      const before = smtp.received.length;
      expect((await new ApiClient(server.urlOf(portal)).post('/api/auth/password-reset-email', { email })).status).toBe(204);
      const mail = (await smtp.waitForMail(before + 1))[before];
      expect(mail.to).toEqual([email]);
      const [, page, token] = LINK.exec(decodedBody(mail.raw))!;
      return { page, token };
    };

    const setPassword = (portal: DeploymentRole, token: string, password: string) =>
      new ApiClient(server.urlOf(portal)).post('/api/auth/password-setup', { token, password });

    /** A link that no longer works gets exactly the answer a made-up one gets, and changes nothing. */
    const expectRefusedAsUnknown = async (portal: DeploymentRole, token: string) => {
      const password = 'Never-Taken-Password-42';
      const refused = await setPassword(portal, token, password);
      expect(refusal(refused)).toEqual(refusal(await setPassword(portal, MADE_UP_TOKEN, password)));
      expect(refused.status).toBe(400);
    };

    const canSignIn = async (portal: DeploymentRole, email: string, password: string) =>
      (await new ApiClient(server.urlOf(portal)).post('/api/auth/login', { email, password })).status === 200;

    it('refuses an older reset link once a newer one was issued and used, with the answer a made-up link gets', async () => {
      const older = await mailedLink('enterprise', 'district@example.com');
      const newer = await mailedLink('enterprise', 'district@example.com');
      expect([older.page, newer.page]).toEqual(['reset-password', 'reset-password']);
      expect((await setPassword('enterprise', newer.token, 'Granite-Meadow-Lantern-17')).status).toBe(204);
      await expectRefusedAsUnknown('enterprise', older.token);
      expect(await canSignIn('enterprise', 'district@example.com', 'Granite-Meadow-Lantern-17')).toBe(true);
    });

    it('refuses an older reset link as soon as a newer one is issued, before that one is used', async () => {
      const older = await mailedLink('enterprise', 'school@example.com');
      const newer = await mailedLink('enterprise', 'school@example.com');
      await expectRefusedAsUnknown('enterprise', older.token);
      expect(await canSignIn('enterprise', 'school@example.com', DEMO_PASSWORD)).toBe(true);
      expect((await setPassword('enterprise', newer.token, 'Copper-Willow-Station-28')).status).toBe(204);
    });

    it('refuses an older set-up link once a newer one is issued', async () => {
      const now = new Date().toISOString();
      const { id } = await db().insertInto('users').values({ email: 'new.planner@example.com', firstName: 'Noor', lastName: 'Haddad', phone: null, avatarPath: null, passwordHash: null, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
      await db().insertInto('memberships').values({ userId: id, accountKind: 'operator', accountId: 1, permissions: '[]', roleTemplate: null, employeeId: null, createdAt: now, updatedAt: now }).execute();
      const older = await mailedLink('admin', 'new.planner@example.com');
      const newer = await mailedLink('admin', 'new.planner@example.com');
      expect([older.page, newer.page]).toEqual(['new-user', 'new-user']);
      await expectRefusedAsUnknown('admin', older.token);
      expect((await setPassword('admin', newer.token, 'Harbor-Signal-Morning-36')).status).toBe(204);
    });

    it("revokes a user's unused set-up link when their reset link is used, and a reset link when a set-up link is used", async () => {
      /** A set-up link for oneself, as the development page gives it, beside a mailed reset link. */
      const bothLinks = async (password: string) => {
        const yard = await signedIn(server.urlOf('vendor'), 'yard@example.com', password);
        const setUp = await yard.post<{ token: string }>('/api/dev/password-reset-request', { userId: 4 });
        expect(setUp.status).toBe(200);
        return { setUp: setUp.body.token, reset: (await mailedLink('vendor', 'yard@example.com')).token };
      };
      const first = await bothLinks(DEMO_PASSWORD);
      expect((await setPassword('vendor', first.reset, 'Maple-Corridor-Ticket-45')).status).toBe(204);
      await expectRefusedAsUnknown('vendor', first.setUp);

      const second = await bothLinks('Maple-Corridor-Ticket-45');
      expect((await setPassword('vendor', second.setUp, 'Cedar-Lantern-Crossing-52')).status).toBe(204);
      await expectRefusedAsUnknown('vendor', second.reset);
      expect(await canSignIn('vendor', 'yard@example.com', 'Cedar-Lantern-Crossing-52')).toBe(true);
    });

    it('ends every session of the user when a password is set through a link, and audits what it ended', async () => {
      const sessions = [await signedIn(server.urlOf('admin'), 'support@example.com'), await signedIn(server.urlOf('admin'), 'support@example.com')];
      const link = await mailedLink('admin', 'support@example.com');
      expect((await setPassword('admin', link.token, 'Silver-Orchard-Bridge-63')).status).toBe(204);
      for (const session of sessions) expect((await session.get('/api/profile')).status).toBe(401);
      expect(await db().selectFrom('sessions').select('idHash').where('userId', '=', 2).execute()).toEqual([]);
      const audit = await db().selectFrom('auditLog').select('detail').where('action', '=', 'auth.password-set.reset').where('actorUserId', '=', 2).executeTakeFirstOrThrow();
      expect(JSON.parse(audit.detail)).toEqual({ linksRevoked: 0, sessionsEnded: 2 });
    });

    it('ends the other sessions on a password change, keeps the one that changed it, and revokes unused reset links', async () => {
      const changing = await signedIn(server.urlOf('admin'), 'admin@example.com');
      const other = await signedIn(server.urlOf('admin'), 'admin@example.com');
      const pending = await mailedLink('admin', 'admin@example.com');
      const changed = await changing.post('/api/auth/change-password', { oldPassword: DEMO_PASSWORD, newPassword: 'Amber-Depot-Whistle-74' });
      expect(changed.status).toBe(204);
      expect((await other.get('/api/profile')).status).toBe(401);
      expect((await changing.get('/api/profile')).status).toBe(200);
      expect((await changing.post('/api/account', { accountId: 1 })).status).toBe(200);
      await expectRefusedAsUnknown('admin', pending.token);
      expect(await canSignIn('admin', 'admin@example.com', 'Amber-Depot-Whistle-74')).toBe(true);
    });
  });
}
