import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { ApiClient, DEMO_PASSWORD } from '../helpers/apiClient';
import { eventuallyAsync } from '../helpers/liveClient';
import { describeWhen } from '../helpers/requirements';
import { seededTestDatabase, startServerProcess, startServerThroughProxy, type ServerProcess } from '../helpers/serverProcess';
import type { TcpProxy } from '../helpers/tcpProxy';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/testDatabase';

jest.setTimeout(90_000);

type Body = Record<string, unknown>;
const health = (server: ServerProcess) => new ApiClient(server.url).get<Body>('/api/health');
const postgres = DATABASE_KINDS.find(({ kind }) => kind === 'postgres')!;
/** SQLite's busy timeout for the API's own statements (server/db/connect.ts). */
const BUSY_TIMEOUT_MS = 5000;

function expectRefused(answer: { status: number; body: Body; headers: Headers }, code: string, message: string) {
  expect([answer.status, answer.body]).toEqual([503, expect.objectContaining({ status: 'unavailable', code, message })]);
  expect(answer.headers.get('retry-after')).toBe('5');
}

/**
 * SECURITY.md "Durability": the database being down or locked gives 503. `/api/health` says so too,
 * so that a load balancer sends nobody to a process that cannot serve: the server runs as its own
 * process, and the lock is another connection's, as another server process's would be.
 */
describe('/api/health on SQLite under another connection\'s lock', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let file: string;
  beforeAll(async () => {
    database = await seededTestDatabase('sqlite');
    file = path.join(database.settings.dataDir, 'console.sqlite');
    server = await startServerProcess({ database, role: 'admin' });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it.each(['begin exclusive', 'begin immediate'])('answers 503 "busy" with Retry-After, sooner than the busy timeout, while another connection holds `%s`, and 200 once it lets go', async (begin) => {
    expect((await health(server)).status).toBe(200);
    const holder = new SQLite(file);
    holder.exec(begin);
    try {
      const asked = Date.now();
      expectRefused(await health(server), 'DATABASE_BUSY', 'The database is busy. Try again in a moment.');
      expect(Date.now() - asked).toBeLessThan(BUSY_TIMEOUT_MS);
    } finally {
      holder.exec('rollback');
      holder.close();
    }
    expect(await health(server)).toMatchObject({ status: 200, body: { status: 'ok', db: 'sqlite' } });
  });

  it('writes nothing, and leaves the API its whole busy timeout: a sign-in waits out a 3-second lock after a refused health check', async () => {
    const other = new SQLite(file);
    const dataVersion = () => other.pragma('data_version', { simple: true });
    try {
      const before = dataVersion();
      expect((await health(server)).status).toBe(200);
      expect(dataVersion()).toBe(before);
      other.exec('begin immediate');
      expect((await health(server)).status).toBe(503);
      const signIn = new ApiClient(server.url).post('/api/auth/login', { email: 'admin@example.com', password: DEMO_PASSWORD });
      await sleep(3000);
      other.exec('rollback');
      expect((await signIn).status).toBe(200);
    } finally {
      if (other.inTransaction) other.exec('rollback');
      other.close();
    }
  });
});

describeWhen(postgres.requirement, '/api/health on PostgreSQL cut off', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    ({ server, proxy, stop } = await startServerThroughProxy(database, 'admin'));
  });
  afterAll(async () => {
    await stop?.();
    await database?.drop();
  });

  it('answers 503 "not reachable" with Retry-After while the database is out of reach, and 200 again once it is back', async () => {
    expect((await health(server)).status).toBe(200);
    await proxy.cut();
    expectRefused(await health(server), 'DATABASE_UNAVAILABLE', 'The database is not reachable. Try again in a moment.');
    await proxy.restore();
    await eventuallyAsync(async () => (await health(server)).status === 200, 'the health check to pass again');
    expect((await health(server)).body).toMatchObject({ status: 'ok', db: 'postgres' });
  });
});
