import type { ApiClient, ApiResponse } from '../helpers/apiClient';
import { hashToken } from '../../server/auth/tokens';
import { signedIn } from '../helpers/apiClient';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

/** The operator admin holds two operator accounts: a sign-in stops at choosing one (spec 4.2). */
const ADMIN = { email: 'admin@example.com', userId: 1 };

/** What a session still choosing its account may ask for. */
const SESSION_REQUESTS: Record<string, (client: ApiClient) => Promise<ApiResponse>> = {
  'a profile read': (client) => client.get('/api/profile'),
  'a profile write': (client) => client.request('PUT', '/api/profile', { name: { first: 'Alicia', last: 'Moreno' }, phoneNumber: '(916) 555-0101' }),
  'the list of accounts': (client) => client.get('/api/accounts'),
  'choosing an account': (client) => client.post('/api/account', { accountId: 1 }),
};

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `a session still choosing its account on ${kind} (SECURITY.md "Sessions")`, () => {
    let server: TestServer;
    const db = () => server.running.database.db;

    beforeAll(async () => {
      server = await startTestServer({ database: kind, role: 'admin' });
    });
    afterAll(() => server?.stop());

    /** Whether the session behind the client's cookie is still stored. */
    const isStored = async (client: ApiClient) =>
      (await db().selectFrom('sessions').select('idHash').where('idHash', '=', hashToken(client.cookies.get('sid_admin')!)).execute()).length === 1;

    /**
     * Signs the admin in anew for each request, takes their access away by `revoke`, and says what
     * the request then got and whether its session is still stored; `restore` gives the access back.
     */
    const afterLosingAccess = async (revoke: () => Promise<unknown>, restore: () => Promise<unknown>) => {
      const outcomes: Record<string, { status: number; stored: boolean }> = {};
      for (const [name, send] of Object.entries(SESSION_REQUESTS)) {
        const client = await signedIn(server.url, ADMIN.email);
        expect((await client.get('/api/auth/check')).body).toMatchObject({ isAccountSelected: false });
        await revoke();
        try {
          outcomes[name] = { status: (await send(client)).status, stored: await isStored(client) };
        } finally {
          await restore();
        }
      }
      return outcomes;
    };

    const allEnded = Object.fromEntries(Object.keys(SESSION_REQUESTS).map((name) => [name, { status: 401, stored: false }]));

    it('ends when the user is disabled: the next request answers 401 and the session is gone', async () => {
      const setStatus = (status: 'active' | 'disabled') => db().updateTable('users').set({ status }).where('id', '=', ADMIN.userId).execute();
      expect(await afterLosingAccess(() => setStatus('disabled'), () => setStatus('active'))).toEqual(allEnded);
    });

    it("ends when the user's last membership on the portal is disabled", async () => {
      const setStatus = (status: 'active' | 'disabled') => db().updateTable('memberships').set({ status }).where('userId', '=', ADMIN.userId).execute();
      expect(await afterLosingAccess(() => setStatus('disabled'), () => setStatus('active'))).toEqual(allEnded);
    });

    it("ends when the user's memberships are removed", async () => {
      const memberships = await db().selectFrom('memberships').selectAll().where('userId', '=', ADMIN.userId).execute();
      const remove = () => db().deleteFrom('memberships').where('userId', '=', ADMIN.userId).execute();
      const putBack = () => db().insertInto('memberships').values(memberships).execute();
      expect(await afterLosingAccess(remove, putBack)).toEqual(allEnded);
    });

    it('keeps working while the user still has a membership on the portal', async () => {
      const client = await signedIn(server.url, ADMIN.email);
      const [first] = await db().selectFrom('memberships').select('id').where('userId', '=', ADMIN.userId).orderBy('id').execute();
      await db().updateTable('memberships').set({ status: 'disabled' }).where('id', '=', first.id).execute();
      try {
        for (const send of Object.values(SESSION_REQUESTS).slice(0, 3)) expect((await send(client)).status).toBe(200);
        expect((await client.get<{ accounts: { id: number }[] }>('/api/accounts')).body.accounts.map((account) => account.id)).toEqual([2]);
        expect((await client.post('/api/account', { accountId: 2 })).status).toBe(200);
        expect((await client.get('/api/auth/check')).body).toMatchObject({ isAccountSelected: true });
      } finally {
        await db().updateTable('memberships').set({ status: 'active' }).where('id', '=', first.id).execute();
      }
    });
  });
}
