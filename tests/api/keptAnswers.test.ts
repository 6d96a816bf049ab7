import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { signedIn, type ApiClient } from '../helpers/apiClient';
import { signInAll, VENDOR_STAFF } from '../helpers/flowSuite';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

const VEHICLES = `/api/vehicles?${new URLSearchParams({ sort: '["id","ASC"]', range: '[0,4]', filter: '{}' })}`;
const HOUR = 60 * 60_000;

/** Runs SQL over a connection of its own, as another process sharing the database would. */
async function elsewhere(server: TestServer, statement: string): Promise<void> {
  const { dataDir, databaseUrl } = server.testDatabase.settings;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
    return;
  }
  const sqlite = new SQLite(path.join(dataDir, 'console.sqlite'));
  try {
    sqlite.exec(statement);
  } finally {
    sqlite.close();
  }
}

/**
 * Session accesses and list pages are kept between requests on SQLite while the data stays the same
 * (server/db/keptAnswers.ts). None of it may show: every answer is the one a fresh lookup gives.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `answers kept between requests never go stale, on ${kind}`, () => {
    let server: TestServer;
    let admin: ApiClient;

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
      await admin.post('/api/account', { accountId: 1 });
    });
    afterAll(() => server?.stop());
    afterEach(() => jest.restoreAllMocks());

    it('shows a change another connection committed on the very next request', async () => {
      const before = await admin.get<{ id: number; number: string }[]>(VEHICLES);
      expect(before.status).toBe(200);
      const first = before.body[0];
      expect((await admin.get<{ number: string }[]>(VEHICLES)).body[0].number).toBe(first.number);
      await elsewhere(server, `update vehicles set number = 'BUS-KEPT-1' where id = ${first.id}`);
      expect((await admin.get<{ number: string }[]>(VEHICLES)).body[0].number).toBe('BUS-KEPT-1');
    });

    it('refuses a session ended elsewhere at once', async () => {
      const client = await signedIn(server.urlOf('admin'), 'admin@example.com');
      await client.post('/api/account', { accountId: 1 });
      expect((await client.get(VEHICLES)).status).toBe(200);
      expect((await client.get(VEHICLES)).status).toBe(200);
      await elsewhere(server, 'delete from sessions where user_id = (select id from users where email = \'admin@example.com\') and last_seen_at = (select max(last_seen_at) from sessions)');
      expect((await client.get(VEHICLES)).status).toBe(401);
    });

    it('ends an idle session when its time is up, with no change to the data', async () => {
      const client = await signedIn(server.urlOf('admin'), 'admin@example.com');
      await client.post('/api/account', { accountId: 1 });
      expect((await client.get(VEHICLES)).status).toBe(200);
      const now = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(now + HOUR + 1000);
      const late = await client.get<{ message: string }>(VEHICLES);
      expect(late.status).toBe(401);
      expect(late.body.message).toBe('Sign in to continue.');
    });

    it("answers each person's pages with their own rows: a vendor's office manager and a yard's manager", async () => {
      const { manager, yard } = await signInAll(server, VENDOR_STAFF);
      const total = (range: string | null) => Number(range?.split('/')[1]);
      const all = await manager.get<unknown[]>(VEHICLES);
      const own = await yard.get<unknown[]>(VEHICLES);
      const allAgain = await manager.get<unknown[]>(VEHICLES);
      expect([all.status, own.status, allAgain.status]).toEqual([200, 200, 200]);
      expect(total(own.headers.get('content-range'))).toBeLessThan(total(all.headers.get('content-range')));
      expect(allAgain.headers.get('content-range')).toBe(all.headers.get('content-range'));
      expect(allAgain.body).toEqual(all.body);
    });
  });
}
