import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { Agent } from 'undici';
import { receivedMessage, type LivePosition } from '../../../permissions/liveFeeds';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connect';
import { loadConfig } from '../../../server/config';
import { issueDeviceToken } from '../../../server/telematics/devices';
import { ApiClient, DEMO_PASSWORD } from '../../helpers/apiClient';
import { freeWorkerPorts, haproxyRequirement, startHaproxy, type RunningProxy } from '../../helpers/haproxy';
import { eventually } from '../../helpers/liveClient';
import { describeWhen } from '../../helpers/requirements';
import { seededTestDatabase, spawnServer } from '../../helpers/serverProcess';
import type { TestDatabase } from '../../helpers/testDatabase';

jest.setTimeout(240_000);

const redisUrl = process.env.TEST_REDIS_URL;
const requirement = !process.env.TEST_DATABASE_URL ? { ok: false, why: 'TEST_DATABASE_URL is not set' }
  : !redisUrl ? { ok: false, why: 'TEST_REDIS_URL is not set' } : haproxyRequirement;
const LEASE_TTL_MS = 3_000;
const VEHICLES = 12;
/** A device's positions 11 s apart: each is stored (at most one per vehicle per 10 s is). */
const SPACING_MS = 11_000;

/** The lease's holder as the workers print it when they take it: `host:pid:start`. */
const holderPid = (holder: string) => Number(holder.split(':')[1]);

describeWhen(requirement, 'several console processes on PostgreSQL and Redis behind HAProxy (deploy/haproxy.cfg)', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let supervisor: ChildProcess;
  let proxy: RunningProxy;
  let output = '';
  // The proxy's certificate is made for the test: the test's requests trust it as it is.
  const insecure = { dispatcher: new Agent({ connect: { rejectUnauthorized: false } }) };
  const leaseHolder = async () => (await database.db.selectFrom('workLeases').select('holder').where('name', '=', 'deployment jobs').executeTakeFirst())?.holder;
  const workerPids = () => [...output.matchAll(/lease held by [^:]+:(\d+):/g)].map((match) => Number(match[1]));
  const waitForOutput = (pattern: RegExp, what: string, timeoutMs = 120_000) => eventually(() => pattern.test(output), what, timeoutMs);

  beforeAll(async () => {
    testDatabase = await seededTestDatabase('postgres');
    database = await openDatabase(loadConfig({ DATABASE_URL: testDatabase.settings.databaseUrl!, DATA_DIR: testDatabase.settings.dataDir }));
    const base = await freeWorkerPorts(2);
    proxy = await startHaproxy(base);
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    supervisor = spawnServer({
      ...inherited, WORKERS: '2', PORT: String(base), HOST: '127.0.0.1', APP_ENV: 'development', LOG_LEVEL: 'warn',
      DATA_DIR: testDatabase.settings.dataDir, DATABASE_URL: testDatabase.settings.databaseUrl!, REDIS_URL: redisUrl!, PRODUCT_NAME: `Transit-${randomBytes(4).toString('hex')}`,
      PUBLIC_URL_VENDOR: proxy.url, SEED_DEMO: 'false', SIMULATOR: 'false', LATE_RIDE_SWEEP: 'true', MAP_STYLE_URL: 'none',
      LEASE_TTL_MS: String(LEASE_TTL_MS), SHUTDOWN_DRAIN_MS: '2500',
    });
    supervisor.stdout!.on('data', (chunk) => (output += chunk));
    supervisor.stderr!.on('data', (chunk) => (output += chunk));
    await waitForOutput(/2 workers serving/, 'both workers to serve');
    // Both workers healthy behind the proxy before the tests send anything through it.
    await eventually(() => /now runs the deployment jobs/.test(output), 'a worker to take the deployment jobs', 30_000);
  });

  afterAll(async () => {
    if (supervisor && supervisor.exitCode === null) {
      const exited = new Promise((resolve) => supervisor.once('exit', resolve));
      supervisor.kill('SIGTERM');
      await exited;
    }
    await proxy?.stop();
    await database?.close();
    await insecure.dispatcher.close();
  });

  it('runs the deployment jobs in one worker, and another takes them over when it dies', async () => {
    const holder = await leaseHolder();
    expect(holder).toBeDefined();
    expect(workerPids()).toContain(holderPid(holder!));
    process.kill(holderPid(holder!), 'SIGKILL');
    // The other worker takes the expired lease; the supervisor starts the dead one again.
    await eventually(() => workerPids().filter((pid) => pid !== holderPid(holder!)).length > 0, 'the other worker to take the jobs over', LEASE_TTL_MS * 4);
    const next = await leaseHolder();
    expect(holderPid(next!)).not.toBe(holderPid(holder!));
    await waitForOutput(/Worker \d \(pid \d+\) stopped \(SIGKILL\): starting it again/, 'the supervisor to start the dead worker again');
    await eventually(() => (output.match(/console is running on/g) ?? []).length >= 3, 'the restarted worker to serve', 60_000);
  });

  it('restarts every worker in turn under load: no acknowledged position lost, live sockets back on another worker', async () => {
    // The restarted worker of the last test is back behind the proxy (two good health checks).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const { db } = database;
    const vehicles = await db.selectFrom('vehicles').select('id').where('vendorId', '=', 1).where('yardId', '=', 1).orderBy('id').limit(VEHICLES).execute();
    const tokens = await Promise.all(vehicles.map(({ id }) => issueDeviceToken(db, id)));
    const console1 = new ApiClient(proxy.url, {}, insecure);
    expect((await console1.post('/api/auth/login', { email: 'yard@example.com', password: DEMO_PASSWORD })).status).toBe(200);
    const cookie = [...console1.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket: Socket = io(proxy.url, { path: '/socket.io', transports: ['websocket'], rejectUnauthorized: false, reconnectionDelay: 200, reconnectionDelayMax: 1_000, extraHeaders: { cookie, origin: proxy.url } });
    const heard: LivePosition[] = [];
    let connections = 0;
    socket.on('vehicle-locations', (batch: unknown) => heard.push(...receivedMessage('vehicle-locations', batch)));
    // Like the console, the client asks for its feed again on every connection.
    socket.on('connect', () => {
      connections += 1;
      void socket.timeout(5_000).emitWithAck('subscribe', { feed: 'vehicle-locations' }).catch(() => undefined);
    });
    await eventually(() => connections === 1, 'the live socket through the proxy');

    // Positions of the past day: however many are sent, none is in the future.
    const start = Date.now() - 24 * 3_600_000;
    const acknowledged = new Map<number, string[]>(vehicles.map(({ id }) => [id, []]));
    let retried = 0;
    const statuses = new Map<number, number>();
    const refusals: string[] = [];
    let running = true;
    const device = async (index: number) => {
      for (let sent = 0; running; sent += 1) {
        const recordedAt = new Date(start + sent * SPACING_MS).toISOString();
        // A device sends a position again until it is acknowledged (no answer, or the proxy's 5xx).
        for (;;) {
          const answer = await fetch(`${proxy.url}/api/telematics/positions`, {
            ...insecure,
            method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[index]}` },
            body: JSON.stringify({ positions: [{ recordedAt, lat: 38.5 + index / 1000, lng: -121.4, speedKph: 30 }] }),
          }).then(async (response) => {
            if (response.status >= 400 && response.status < 500) refusals.push(await response.text());
            return response.status;
          }, () => 0);
          if (answer === 202) break;
          // Refused for what it is: sending it again would not help (and no refusal is expected).
          if (answer >= 400 && answer < 500) return;
          retried += 1;
          statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        acknowledged.get(vehicles[index].id)!.push(recordedAt);
      }
    };
    const devices = vehicles.map((_, index) => device(index));
    await eventually(() => heard.length > 0, 'positions live through the proxy', 10_000);

    supervisor.kill('SIGHUP');
    await waitForOutput(/Every worker restarted\./, 'the rolling restart', 120_000);
    const heardBeforeEnd = heard.length;
    await eventually(() => heard.length > heardBeforeEnd, 'positions live again after the restart', 15_000);
    running = false;
    await Promise.all(devices);

    expect(output.match(/Restarting worker \d/g)).toHaveLength(2);
    expect(connections).toBeGreaterThanOrEqual(2);
    let sent = 0;
    for (const { id } of vehicles) {
      const times = acknowledged.get(id)!;
      sent += times.length;
      const stored = new Set((await db.selectFrom('positions').select('recordedAt').where('vehicleId', '=', id).execute()).map(({ recordedAt }) => recordedAt));
      expect([id, times.filter((time) => !stored.has(time))]).toEqual([id, []]);
    }
    expect(sent).toBeGreaterThan(VEHICLES * 10);
    expect(refusals).toEqual([]);
    console.log(`Rolling restart of 2 workers under load: ${sent} positions acknowledged and all stored; ${retried} answers to send again (${JSON.stringify(Object.fromEntries(statuses))}); the live socket connected ${connections} times.`);
    socket.disconnect();
    // One process holds the deployment jobs after the restart, one of the new workers.
    const holder = await leaseHolder();
    expect(holder).toBeDefined();
  });
});
