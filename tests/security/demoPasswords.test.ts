import { DEMO_USERS } from '../../server/db/seed/demoUsers';
import { signedIn } from '../helpers/apiClient';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the demo users' passwords on ${kind} (SECURITY.md "Sign-in": unique salt)`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ database: kind, hashDemoPasswords: true });
    });
    afterAll(() => server?.stop());

    it('gives every demo user a salt and a hash of their own, each opened by the demo password', async () => {
      const emails = DEMO_USERS.map((user) => user.email);
      const rows = await server.running.database.db.selectFrom('users').select(['email', 'passwordHash']).where('email', 'in', emails).execute();
      expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
      // `scrypt$logN$r$p$salt$hash`
      const stored = rows.map((row) => row.passwordHash!.split('$'));
      expect(new Set(stored.map((parts) => parts[4])).size).toBe(DEMO_USERS.length);
      expect(new Set(stored.map((parts) => parts[5])).size).toBe(DEMO_USERS.length);
      for (const { email, portal } of DEMO_USERS) await signedIn(server.urlOf(portal), email);
    });
  });
}
