import { openDatabase } from '../../server/db/connect';
import { signedIn } from './apiClient';
import { describeWhen } from './requirements';
import { seededTestDatabase, startServerProcess, type ServerProcess } from './serverProcess';
import { rideBaseline, storedWriteProblems } from './storedWrites';
import { DATABASE_KINDS, type DatabaseKind, type TestDatabase } from './testDatabase';
import { runWriteWorkload } from './writeWorkload';

const WRITES = 1_000;
const LANES = 8;
/** The server is killed when this many writes have been acknowledged, with the other lanes' writes in flight. */
const KILL_AT = [333, 666, WRITES];

/**
 * SECURITY.md "Durability": an acknowledged write survives kill -9 of the server; multi-row changes
 * are transactions. One file per database, so that each stays short.
 */
export function killDuringWritesSuite(kind: DatabaseKind): void {
  const { requirement } = DATABASE_KINDS.find((candidate) => candidate.kind === kind)!;
  describeWhen(requirement, `acknowledged writes through kill -9 of the server on ${kind}`, () => {
    let database: TestDatabase;
    let server: ServerProcess;
    beforeAll(async () => {
      database = await seededTestDatabase(kind);
      server = await startServerProcess({ database, role: 'vendor' });
    });
    afterAll(async () => {
      await server?.stop('SIGKILL');
      await database?.drop();
    });

    it('keeps every acknowledged create and update, and no ride change without its history and audit entry', async () => {
      const vendor = await signedIn(server.url, 'vendor@example.com');
      expect((await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] })).status).toBe(200);
      const rides = (await vendor.get<Record<string, unknown>[]>(`/api/rides?sort=${encodeURIComponent('["id","ASC"]')}&range=[0,23]`)).body;
      expect(rides).toHaveLength(24);
      const handle = await openDatabase(database.settings);
      const baseline = await rideBaseline(handle.db, rides.map((ride) => ride.id as number));

      let restarting: Promise<void> = Promise.resolve();
      const kills: number[] = [];
      const crash = async () => {
        await server.stop('SIGKILL');
        server = await startServerProcess({ database, role: 'vendor', port: server.port });
      };
      const ledger = await runWriteWorkload({
        clientOf: () => vendor, lanes: LANES, total: WRITES, rides, yardIds: [1, 2, 3], prefix: 'K',
        onAcknowledged: (count) => {
          if (!KILL_AT.includes(count)) return;
          kills.push(count);
          restarting = crash();
        },
        serverBack: () => restarting,
      });

      await restarting;
      expect((await vendor.get('/api/health')).body).toMatchObject({ status: 'ok' });
      expect(kills).toEqual(KILL_AT);
      expect({ refused: ledger.refused, problems: ledger.problems }).toEqual({ refused: [], problems: [] });
      expect(ledger.acknowledged.length).toBeGreaterThanOrEqual(WRITES);
      try {
        expect(await storedWriteProblems(handle.db, ledger, baseline, 'K')).toEqual([]);
      } finally {
        await handle.close();
      }
      console.info(`${kind}: ${ledger.acknowledged.length} writes acknowledged, ${ledger.inDoubt} cut off by ${kills.length} kills`);
    });
  });
}
