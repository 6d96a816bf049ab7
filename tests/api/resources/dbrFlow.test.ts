import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { collect, eventually, liveSocketOf, subscribe } from '../../helpers/liveClient';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

type Report = { id: number; status: string; version: number; rawOcrText: string | null; notes: string | null; approvedAt: string | null; verifiedAt: string | null };

/**
 * Driver bus reports (DOMAIN.md "DBR"): submitted → approved (DRIVER_BUS_REPORT_APPROVE_EDIT) →
 * verified (DRIVER_BUS_REPORT_APPROVE_VERIFY); the raw OCR text changes only with its own code.
 */
describe('the driver bus report status flow, by permission code and tenant', () => {
  let server: TestServer;
  let manager: ApiClient;
  let operator: ApiClient;
  let yard: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
    await manager.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
    operator = await signedIn(server.urlOf('admin'), 'admin@example.com');
    await operator.post('/api/account', { accountId: 1, subAccountIds: [] });
    yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
  });
  afterAll(() => server?.stop());

  const submitted = (vendorId: number, yardId?: number) => {
    let query = server.running.database.db.selectFrom('driverBusReports').select(['id', 'version']).where('vendorId', '=', vendorId).where('status', '=', 'submitted').where('source', '=', 'scan');
    if (yardId) query = query.where('yardId', '=', yardId);
    return query.orderBy('id').executeTakeFirstOrThrow();
  };

  it('is approved by the vendor, then verified by the operator, each step once, stamped and heard live', async () => {
    const report = await submitted(1, 1);
    const socket = await liveSocketOf(yard);
    const heard = collect(socket, 'dbr-list');
    expect(await subscribe(socket, { feed: 'dbr-list' })).toEqual({ ok: true });

    expect((await manager.post(`/api/dbr/${report.id}/verify`, { version: report.version })).status).toBe(403);
    expect((await yard.post(`/api/dbr/${report.id}/approve`, { version: report.version })).status).toBe(403);
    expect((await manager.post(`/api/dbr/${report.id}/approve`, { version: report.version + 5 })).status).toBe(409);

    const approved = await manager.post<Report>(`/api/dbr/${report.id}/approve`, { version: report.version });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', version: report.version + 1 });
    expect(approved.body.approvedAt).not.toBeNull();
    await eventually(() => heard.some((message) => message.id === report.id && message.status === 'approved'), 'the approval, live');

    const again = await manager.post<{ message: string }>(`/api/dbr/${report.id}/approve`, { version: report.version + 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a record that is submitted can be moved to approved; this one is approved.');

    const verified = await operator.post<Report>(`/api/dbr/${report.id}/verify`, { version: report.version + 1 });
    expect(verified.body).toMatchObject({ status: 'verified', version: report.version + 2 });
    const stored = await server.running.database.db.selectFrom('driverBusReports').selectAll().where('id', '=', report.id).executeTakeFirstOrThrow();
    expect(stored.approvedByUserId).not.toBeNull();
    expect(stored.verifiedByUserId).not.toBeNull();
    expect(stored.verifiedByUserId).not.toBe(stored.approvedByUserId);
    const audit = await server.running.database.db.selectFrom('auditLog').select('detail').where('entity', '=', 'dbr').where('recordId', '=', String(report.id)).execute();
    expect(audit.map((entry) => JSON.parse(entry.detail ?? '{}').transition)).toEqual(['approve', 'verify']);
    socket.disconnect();
  });

  it("answers another vendor's report as one that does not exist", async () => {
    const foreign = await submitted(2);
    expect((await manager.post(`/api/dbr/${foreign.id}/approve`, { version: foreign.version })).status).toBe(404);
    expect((await yard.get(`/api/dbr/${foreign.id}`)).status).toBe(404);
    const unchanged = await server.running.database.db.selectFrom('driverBusReports').select('status').where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(unchanged.status).toBe('submitted');
  });

  it('keeps the status out of edits, and the raw OCR text to those with its code', async () => {
    const report = await submitted(1);
    const current = (await manager.get<Report>(`/api/dbr/${report.id}`)).body;
    const corrected = await manager.request<Report>('PUT', `/api/dbr/${report.id}`, { ...current, status: 'verified', rawOcrText: 'DRIVER BUS REPORT\nODOMETER START 10234' });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ status: 'submitted', rawOcrText: 'DRIVER BUS REPORT\nODOMETER START 10234' });

    // The operator's dispatcher role lacks the OCR code: a support user may not change it at all.
    const support = await signedIn(server.urlOf('admin'), 'support@example.com');
    expect((await support.request('PUT', `/api/dbr/${report.id}`, { ...corrected.body, rawOcrText: 'changed' })).status).toBe(403);
    expect((await manager.post(`/api/dbr/${report.id}/approve`, {})).status).toBe(400);
  });
});
