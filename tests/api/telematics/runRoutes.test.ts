import type { KyselyPlugin, PluginTransformQueryArgs, RootOperationNode } from 'kysely';
import { PositionIngest } from '../../../server/telematics/ingest';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

/** Counts the statements that read the routes table. */
class RouteReads implements KyselyPlugin {
  count = 0;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"routes"')) this.count += 1;
    return node;
  }

  transformResult: KyselyPlugin['transformResult'] = async ({ result }) => result;
}

describe("a run's route as the position ingest, the ETAs and ridership read it", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it("is read once for all three, a round's runs in one statement, however many positions ask at once", async () => {
    const reads = new RouteReads();
    const db = server.running.database.db.withPlugin(reads);
    const runs = await db.selectFrom('routes').select('id').where('polyline', 'is not', null).where('stops', '!=', '[]').orderBy('id').limit(2).execute();
    expect(runs).toHaveLength(2);
    reads.count = 0;
    const ingest = new PositionIngest(db, undefined);
    // As the first positions of two buses on each of the two runs ask for them, all at once.
    const asked = runs.flatMap(({ id }) => [id, id]).map((routeId) => Promise.all([
      ingest['plannedPath'](routeId), ingest.etas['runOf'](routeId), ingest.ridership['planOf'](routeId),
    ]));
    const answers = await Promise.all(asked);
    expect(reads.count).toBe(1);
    for (const [path, run, plan] of answers) {
      expect(path.path.length).toBeGreaterThan(1);
      expect(run?.stops.length).toBeGreaterThan(0);
      expect(plan.stops.length).toBe(run?.stops.length);
    }
    // Each run's own: the two runs' paths differ.
    expect(answers[0][0].path).toEqual(answers[1][0].path);
    expect(answers[0][0].path).not.toEqual(answers[2][0].path);

    // Asked again later, nothing more is read.
    await Promise.all(runs.map(({ id }) => ingest.etas['runOf'](id)));
    expect(reads.count).toBe(1);
  });

  it('answers a run that is gone as having no path, no ETAs and no plan, and reads it again when asked again', async () => {
    const reads = new RouteReads();
    const ingest = new PositionIngest(server.running.database.db.withPlugin(reads), undefined);
    const gone = 987_654_321;
    expect((await ingest['plannedPath'](gone)).path).toEqual([]);
    expect(await ingest.etas['runOf'](gone)).toBeNull();
    await expect(ingest.ridership['planOf'](gone)).rejects.toThrow("The ride's run is gone");
    const before = reads.count;
    await expect(ingest.ridership['planOf'](gone)).rejects.toThrow("The ride's run is gone");
    expect(reads.count).toBe(before + 1);
  });
});
