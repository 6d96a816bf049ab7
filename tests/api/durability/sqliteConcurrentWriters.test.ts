import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../../../server/db/connect';
import { ApiClient, signedIn } from '../../helpers/apiClient';
import { seededTestDatabase, startServerProcess, type ServerProcess } from '../../helpers/serverProcess';
import { rideBaseline, storedWriteProblems } from '../../helpers/storedWrites';
import type { TestDatabase } from '../../helpers/testDatabase';
import { editableFields, runWriteWorkload } from '../../helpers/writeWorkload';

jest.setTimeout(90_000);

const WRITERS = 50;
type Body = Record<string, unknown>;

/**
 * SECURITY.md "Durability" on the embedded database: two server processes of the vendor portal share
 * one SQLite file (as a deployment behind a load balancer would), and fifty writers write at once.
 */
describe('concurrent writers in two server processes on one SQLite file', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await seededTestDatabase('sqlite');
    servers = await Promise.all([0, 1].map(() => startServerProcess({ database, role: 'vendor' })));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  /** One session, used through both processes. */
  const clientsOf = async () => {
    const vendor = await signedIn(servers[0].url, 'vendor@example.com');
    await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
    return servers.map((server) => {
      const client = new ApiClient(server.url);
      for (const [name, value] of vendor.cookies) client.cookies.set(name, value);
      return client;
    });
  };

  it('lands every write, and no "database is locked" reaches a client', async () => {
    const clients = await clientsOf();
    const rides = (await clients[0].get<Body[]>(`/api/rides?sort=${encodeURIComponent('["id","ASC"]')}&range=[0,49]`)).body;
    expect(rides).toHaveLength(WRITERS);
    const handle = await openDatabase(database.settings);
    const baseline = await rideBaseline(handle.db, rides.map((ride) => ride.id as number));

    const ledger = await runWriteWorkload({ clientOf: (lane) => clients[lane % 2], lanes: WRITERS, total: 10 * WRITERS, rides, yardIds: [1, 2, 3], prefix: 'C' });

    expect({ refused: ledger.refused, problems: ledger.problems, inDoubt: ledger.inDoubt }).toEqual({ refused: [], problems: [], inDoubt: 0 });
    try {
      expect(await storedWriteProblems(handle.db, ledger, baseline, 'C')).toEqual([]);
    } finally {
      await handle.close();
    }
    for (const server of servers) expect(server.output()).not.toMatch(/SQLITE_BUSY|database is locked|request failed/);
  });

  it('answers 503 "The database is busy" when another process holds the write lock past the busy timeout, and writes again once it is let go', async () => {
    const [client] = await clientsOf();
    const [vehicle] = (await client.get<Body[]>('/api/vehicles?range=[0,0]')).body;
    const save = () => client.request<Body>('PUT', `/api/vehicles/${String(vehicle.id)}`, { ...editableFields(vehicle), seats: 41, version: vehicle.version });
    const holder = new SQLite(path.join(database.settings.dataDir, 'console.sqlite'));
    holder.exec('begin immediate');
    try {
      const reading = await client.get('/api/vehicles?range=[0,4]');
      expect(reading.status).toBe(200);
      const refused = await save();
      expect([refused.status, refused.body]).toEqual([503, expect.objectContaining({ code: 'DATABASE_BUSY', message: 'The database is busy. Try again in a moment.' })]);
      expect(refused.headers.get('retry-after')).toBe('5');
    } finally {
      holder.exec('rollback');
      holder.close();
    }
    const saved = await save();
    expect([saved.status, saved.body.version]).toEqual([200, (vehicle.version as number) + 1]);
  });

  it('lets a transaction that reads before it writes commit, though another process wants to write meanwhile', async () => {
    const handle = await openDatabase(database.settings);
    const other = new SQLite(path.join(database.settings.dataDir, 'console.sqlite'));
    // In this one process the other writer cannot wait for the transaction to end: it gives up soon.
    other.pragma('busy_timeout = 100');
    let otherWrite = 'not tried';
    try {
      await handle.db.transaction().execute(async (trx) => {
        await trx.selectFrom('vehicles').select('id').where('id', '=', 1).execute();
        try {
          other.prepare('update vehicles set odometer = 1 where id = 1').run();
          otherWrite = 'done';
        } catch (error) {
          otherWrite = (error as { code: string }).code;
        }
        await trx.updateTable('vehicles').set({ odometer: 2 }).where('id', '=', 1).execute();
      });
      // The write lock is taken when the transaction begins: the other writer waits its turn instead of
      // slipping in between and failing this transaction's write (SQLITE_BUSY_SNAPSHOT).
      expect(otherWrite).toBe('SQLITE_BUSY');
      expect(await handle.db.selectFrom('vehicles').select('odometer').where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({ odometer: 2 });
    } finally {
      other.close();
      await handle.close();
    }
  });
});
