import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

/** Parkout requests (DOMAIN.md): approved or rejected with PARKOUT_EVENT_APPROVE_EDIT; approval makes the parkout. */
describe('the parkout request flow, by permission code and tenant', () => {
  let server: TestServer;
  let manager: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
    await manager.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
  });
  afterAll(() => server?.stop());

  const pending = (vendorId: number) => server.running.database.db.selectFrom('parkoutEvents').select(['id', 'version', 'vehicleId', 'address'])
    .where('vendorId', '=', vendorId).where('status', '=', 'requested').orderBy('id').execute();
  const parkoutsOf = (requestId: number) => server.running.database.db.selectFrom('parkouts').selectAll().where('requestId', '=', requestId).execute();

  it('makes the parkout when the vendor approves, and none when it rejects', async () => {
    const [first, second] = await pending(1);
    expect(second).toBeDefined();
    const approved = await manager.post<{ status: string; decidedAt: string | null }>(`/api/parkout-requests/${first.id}/approve`, { version: first.version });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.decidedAt).not.toBeNull();
    expect(await parkoutsOf(first.id)).toEqual([expect.objectContaining({ vehicleId: first.vehicleId, address: first.address, status: 'active' })]);

    const again = await manager.post<{ code: string }>(`/api/parkout-requests/${first.id}/reject`, { version: first.version + 1 });
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_TRANSITION']);
    expect(await parkoutsOf(first.id)).toHaveLength(1);

    expect((await manager.post(`/api/parkout-requests/${second.id}/reject`, { version: second.version })).status).toBe(200);
    expect(await parkoutsOf(second.id)).toEqual([]);
  });

  it('refuses those without the approval code, and another vendor\'s requests as unknown', async () => {
    const request = await server.running.database.db.selectFrom('parkoutEvents').select(['id', 'version']).where('vendorId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const support = await signedIn(server.urlOf('admin'), 'support@example.com');
    expect((await support.post(`/api/parkout-requests/${request.id}/approve`, { version: request.version })).status).toBe(403);
    const [foreign] = await pending(2);
    expect((await manager.post(`/api/parkout-requests/${foreign.id}/approve`, { version: foreign.version })).status).toBe(404);
    expect(await parkoutsOf(foreign.id)).toEqual([]);
    // Requests come from drivers: the console lists and decides them, it does not write them.
    expect((await manager.request('PUT', `/api/parkout-requests/${request.id}`, { version: request.version, address: 'elsewhere' })).status).toBe(404);
  });
});
