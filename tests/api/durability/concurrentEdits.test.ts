import { sql } from 'kysely';
import { signedIn, type ApiClient, type ApiResponse } from '../../helpers/apiClient';
import { eventuallyAsync } from '../../helpers/liveClient';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';
import { editableFields } from '../../helpers/writeWorkload';

jest.setTimeout(90_000);

type Body = Record<string, unknown>;

/** Several people sent their change of the same version at once: one of them was first. */
function winnerOf(answers: ApiResponse<Body>[]): { winner: number; losers: ApiResponse<Body>[] } {
  const winners = answers.flatMap((answer, index) => (answer.status === 200 ? [index] : []));
  expect(winners).toHaveLength(1);
  return { winner: winners[0], losers: answers.filter((_, index) => index !== winners[0]) };
}

/**
 * Optimistic concurrency (SECURITY.md: a stale `version` → 409, never a partial write): people who
 * loaded the same version of a record and save at the same moment — one save wins, the others are
 * told the record changed, and the record holds the winner's change with its history written once.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `simultaneous saves of one record on ${kind}`, () => {
    let server: TestServer;
    let vendors: ApiClient[];
    let districts: ApiClient[];
    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      vendors = await Promise.all([0, 1, 2].map(async () => {
        const client = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
        await client.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
        return client;
      }));
      districts = await Promise.all([0, 1].map(() => signedIn(server.urlOf('enterprise'), 'district@example.com')));
    });
    afterAll(() => server?.stop());

    /** Each client loads the record, then all save their own change of that version together. */
    const saveTogether = async (clients: ApiClient[], path: string, change: (index: number) => Body) => {
      const loaded = await Promise.all(clients.map((client) => client.get<Body>(path)));
      const version = loaded[0].body.version as number;
      expect(loaded.every((answer) => answer.body.version === version)).toBe(true);
      const answers = await Promise.all(clients.map((client, index) => client.request<Body>('PUT', path, { ...editableFields(loaded[index].body), ...change(index), version })));
      const { winner, losers } = winnerOf(answers);
      for (const loser of losers) expect([loser.status, loser.body.code]).toEqual([409, 'STALE_VERSION']);
      const stored = (await clients[0].get<Body>(path)).body;
      expect(stored).toMatchObject({ ...change(winner), version: version + 1 });
      return { winner, version };
    };

    it('keeps the first of three vehicle saves and refuses the others as stale', async () => {
      const [vehicle] = (await vendors[0].get<Body[]>('/api/vehicles?range=[0,0]')).body;
      await saveTogether(vendors, `/api/vehicles/${String(vehicle.id)}`, (index) => ({ seats: 20 + index, plate: `RACE-${index}` }));
    });

    // Two saves that both passed the version check before either wrote: the row lock orders them, and
    // the second's update of the version it read finds nothing to change.
    // SQLite has one connection per process: the saves cannot meet inside the database there.
    if (kind === 'postgres') it('refuses the later of two saves that met at the row lock after both passed the version check', async () => {
      const { db } = server.running.database;
      const [, vehicle] = (await vendors[0].get<Body[]>('/api/vehicles?range=[0,1]')).body;
      const path = `/api/vehicles/${String(vehicle.id)}`;
      const waitingOnLocks = async () => Number((await sql<{ waiting: string }>`select count(*) as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db)).rows[0].waiting);
      let saving: Promise<ApiResponse<Body>[]> | undefined;
      await db.transaction().execute(async (trx) => {
        await sql`select id from vehicles where id = ${vehicle.id} for update`.execute(trx);
        saving = Promise.all([0, 1].map((index) => vendors[index].request<Body>('PUT', path, { ...editableFields(vehicle), seats: 30 + index, version: vehicle.version })));
        await eventuallyAsync(async () => (await waitingOnLocks()) === 2, 'both saves waiting on the row', 15_000, 50);
      });
      const answers = await saving!;
      const { winner, losers } = winnerOf(answers);
      expect([losers[0].status, losers[0].body.code]).toEqual([409, 'STALE_VERSION']);
      expect((await vendors[0].get<Body>(path)).body).toMatchObject({ seats: 30 + winner, version: (vehicle.version as number) + 1 });
    });

    it('keeps the first of two student saves', async () => {
      const [student] = (await districts[0].get<Body[]>('/api/students?range=[0,0]')).body;
      await saveTogether(districts, `/api/students/${String(student.id)}`, (index) => ({ grade: String(4 + index), address: `${index + 1} Race Street` }));
    });

    it("keeps the first of three ride saves, with one history entry and one audit entry", async () => {
      const { db } = server.running.database;
      const [ride] = (await vendors[0].get<Body[]>('/api/rides?range=[0,0]')).body;
      const events = () => db.selectFrom('rideEvents').select('details').where('rideId', '=', ride.id as number).where('kind', '=', 'tags_changed').execute();
      const audits = () => db.selectFrom('auditLog').select('id').where('entity', '=', 'rides').where('action', '=', 'update').where('recordId', '=', String(ride.id)).execute();
      const [eventsBefore, auditsBefore] = [(await events()).length, (await audits()).length];
      const { winner } = await saveTogether(vendors, `/api/rides/${String(ride.id)}`, (index) => ({ tags: [`race-${index}`] }));
      const added = (await events()).slice(eventsBefore).map((event) => JSON.parse(event.details) as Body);
      expect(added).toEqual([expect.objectContaining({ to: [`race-${winner}`] })]);
      expect(await audits()).toHaveLength(auditsBefore + 1);
    });

    it('approves or rejects a parkout request once when two managers decide it at once, making at most one parkout', async () => {
      const { db } = server.running.database;
      const request = await db.selectFrom('parkoutEvents').select(['id', 'version']).where('vendorId', '=', 1).where('status', '=', 'requested').orderBy('id').executeTakeFirstOrThrow();
      const decisions = ['approve', 'reject'] as const;
      const answers = await Promise.all(decisions.map((decision, index) => vendors[index].post<Body>(`/api/parkout-requests/${request.id}/${decision}`, { version: request.version })));
      const { winner, losers } = winnerOf(answers);
      expect([losers[0].status, losers[0].body.code]).toEqual([409, 'STALE_VERSION']);
      const stored = await db.selectFrom('parkoutEvents').select(['status', 'version']).where('id', '=', request.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: decisions[winner] === 'approve' ? 'approved' : 'rejected', version: request.version + 1 });
      const parkouts = await db.selectFrom('parkouts').select('id').where('requestId', '=', request.id).execute();
      expect(parkouts).toHaveLength(decisions[winner] === 'approve' ? 1 : 0);
    });
  });
}
