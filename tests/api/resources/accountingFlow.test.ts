import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { memberCodes, setMemberCodes } from '../../helpers/memberCodes';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

type Transaction = { id: number; version: number; status: string; number: string; itemsTotalCents: number; adjustmentCents: number; amountCents: number; refreshedAt: string | null };
type Item = { id: number; version: number; transactionId: number; quantity: number; unitPriceCents: number; amountCents: number; itemStatus: string; description: string };

/**
 * Accounting transactions (DOMAIN.md "Money and work"): pending → approved → invoiced → paid with
 * ACCOUNTING_TRANSACTION_STATUS_EDIT; the amount computed by the server from the items and the
 * adjustment (_PRICING_EDIT, _ITEM_STATUS_EDIT) and the ride lines refreshed from the period's
 * completed rides (_REFRESH_EDIT); the list exported with _REPORT_EXECUTE.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the accounting transaction flow on ${kind}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    let vendor: ApiClient;
    let district: ApiClient;
    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
      await admin.post('/api/account', { accountId: 1, subAccountIds: [] });
      vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
      await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
      district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    });
    afterAll(() => server?.stop());

    const db = () => server.running.database.db;
    const transactionIn = (status: string, vendorId = 1, districtId = 1) => db().selectFrom('accountingTransactions').selectAll().where('vendorId', '=', vendorId)
      .where('districtId', '=', districtId).where('status', '=', status).where('tripReference', 'is', null).where('rideId', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const itemsOf = async (id: number) => (await admin.get<Item[]>(`/api/accounting-transaction-items?filter=${encodeURIComponent(JSON.stringify({ transactionId: id }))}&range=[0,499]`)).body;

    it('moves pending → approved → invoiced → paid, one step at a time, with the status code only', async () => {
      const pending = await transactionIn('pending');
      expect((await vendor.post(`/api/invoicing/${pending.id}/approve`, { version: pending.version })).status).toBe(403);
      expect(await admin.post(`/api/invoicing/${pending.id}/invoice`, { version: pending.version })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
      expect(await admin.post(`/api/invoicing/${pending.id}/approve`, { version: pending.version - 1 })).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
      let version = pending.version;
      for (const [step, status] of [['approve', 'approved'], ['invoice', 'invoiced'], ['markPaid', 'paid']]) {
        const moved = await admin.post<Transaction>(`/api/invoicing/${pending.id}/${step}`, { version });
        expect([step, moved.status, moved.body.status]).toEqual([step, 200, status]);
        version = moved.body.version;
      }
      const stored = await db().selectFrom('accountingTransactions').select(['approvedByUserId', 'invoicedByUserId', 'paidByUserId']).where('id', '=', pending.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ approvedByUserId: 1, invoicedByUserId: 1, paidByUserId: 1 });
    });

    it("shows a vendor and a district only their own, and answers another's as unknown even with the step's code", async () => {
      const listed = await vendor.get<Transaction[]>('/api/invoicing?range=[0,499]');
      const own = await db().selectFrom('accountingTransactions').select('id').where('vendorId', '=', 1).execute();
      expect(listed.body.map((row) => row.id).sort((a, b) => a - b)).toEqual(own.map((row) => row.id).sort((a, b) => a - b));
      const foreign = await transactionIn('pending', 2, 1);
      expect((await vendor.get(`/api/invoicing/${foreign.id}`)).status).toBe(404);
      const otherDistrict = await db().selectFrom('accountingTransactions').select(['id', 'version']).where('districtId', '<>', 1).executeTakeFirstOrThrow();
      expect((await district.get(`/api/invoicing/${otherDistrict.id}`)).status).toBe(404);

      const codes = await memberCodes(db(), 'vendor@example.com');
      await setMemberCodes(db(), 'vendor@example.com', [...codes, 'ACCOUNTING_TRANSACTION_STATUS_EDIT', 'ACCOUNTING_TRANSACTION_REFRESH_EDIT']);
      expect((await vendor.post(`/api/invoicing/${foreign.id}/approve`, { version: foreign.version })).status).toBe(404);
      expect((await vendor.post(`/api/invoicing/${foreign.id}/refresh`, { version: foreign.version })).status).toBe(404);
      await setMemberCodes(db(), 'vendor@example.com', codes);
      expect((await db().selectFrom('accountingTransactions').select('status').where('id', '=', foreign.id).executeTakeFirstOrThrow()).status).toBe('pending');
    });

    it('recomputes the amount from the adjustment and the items, and keeps an invoiced transaction priced as it was', async () => {
      const approved = await transactionIn('approved');
      const current = (await admin.get<Transaction>(`/api/invoicing/${approved.id}`)).body;
      const adjusted = await admin.request<Transaction>('PUT', `/api/invoicing/${approved.id}`, { ...current, adjustmentCents: -2500, amountCents: 1 });
      expect(adjusted.status).toBe(200);
      expect(adjusted.body.amountCents).toBe(current.itemsTotalCents - 2500);

      const [item] = await itemsOf(approved.id);
      const priced = await admin.request<Item>('PUT', `/api/accounting-transaction-items/${item.id}`, { ...item, quantity: 3, unitPriceCents: 12_345 });
      expect(priced.body).toMatchObject({ amountCents: 37_035 });
      const afterItem = (await admin.get<Transaction>(`/api/invoicing/${approved.id}`)).body;
      const billable = (await itemsOf(approved.id)).filter((line) => line.itemStatus !== 'excluded').reduce((sum, line) => sum + line.amountCents, 0);
      expect(afterItem).toMatchObject({ itemsTotalCents: billable, amountCents: billable - 2500, version: adjusted.body.version + 1 });
      expect((await admin.request('PUT', `/api/invoicing/${approved.id}`, { ...adjusted.body })).status).toBe(409);

      // The district disputes or excludes a line (its item status code), but may not price it.
      expect((await district.request('PUT', `/api/accounting-transaction-items/${item.id}`, { ...priced.body, quantity: 1 })).status).toBe(403);
      const excluded = await district.request<Item>('PUT', `/api/accounting-transaction-items/${item.id}`, { ...priced.body, itemStatus: 'excluded' });
      expect(excluded.status).toBe(200);
      expect((await admin.get<Transaction>(`/api/invoicing/${approved.id}`)).body.amountCents).toBe(billable - 37_035 - 2500);
      expect((await vendor.request('PUT', `/api/invoicing/${approved.id}`, { ...afterItem, adjustmentCents: 0 })).status).toBe(403);

      const invoiced = await transactionIn('invoiced');
      const [locked] = await itemsOf(invoiced.id);
      const refused = await admin.request('PUT', `/api/accounting-transaction-items/${locked.id}`, { ...locked, quantity: locked.quantity + 1 });
      expect(refused).toMatchObject({ status: 409, body: { code: 'INVALID_STATE' } });
      expect((await itemsOf(invoiced.id))[0]).toMatchObject({ quantity: locked.quantity, version: locked.version });
    });

    it("refreshes a pending transaction's ride lines from the period's completed rides' driver fees", async () => {
      const pending = await transactionIn('pending', 1, 3);
      const charge = await db().insertInto('accountingTransactionItems').values({
        transactionId: pending.id, vendorId: 1, districtId: 3, routeId: null, kind: 'charge', description: 'Wash and detail', quantity: 1, unitPriceCents: 5000, amountCents: 5000,
      }).returning('id').executeTakeFirstOrThrow();
      await db().updateTable('accountingTransactionItems').set({ unitPriceCents: 1, amountCents: 1 }).where('transactionId', '=', pending.id).where('kind', '=', 'rides').execute();

      expect((await vendor.post(`/api/invoicing/${pending.id}/refresh`, { version: pending.version })).status).toBe(403);
      expect(await admin.post(`/api/invoicing/${pending.id}/refresh`, { version: pending.version + 1 })).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
      const refreshed = await admin.post<Transaction>(`/api/invoicing/${pending.id}/refresh`, { version: pending.version });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.refreshedAt).not.toBeNull();

      const rides = await db().selectFrom('rides').select(['routeId', 'driverFeeCents']).where('vendorId', '=', 1).where('districtId', '=', 3).where('status', '=', 'completed')
        .where('rideDate', '>=', pending.periodStart).where('rideDate', '<=', pending.periodEnd).where('driverFeeCents', 'is not', null).execute();
      const byRun = new Map<number, number[]>();
      for (const ride of rides) byRun.set(ride.routeId, [...(byRun.get(ride.routeId) ?? []), ride.driverFeeCents!]);
      const expected = [...byRun.values()].map((fees) => fees.length * Math.round(fees.reduce((a, b) => a + b, 0) / fees.length));
      const items = await itemsOf(pending.id);
      const rideLines = items.filter((line) => line.description.startsWith('Run '));
      expect(rideLines.map((line) => line.amountCents).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      expect(items.some((line) => line.id === charge.id)).toBe(true);
      const total = items.filter((line) => line.itemStatus !== 'excluded').reduce((sum, line) => sum + line.amountCents, 0);
      expect(refreshed.body).toMatchObject({ itemsTotalCents: total, amountCents: total + pending.adjustmentCents });

      const approved = await transactionIn('approved', 1, 3);
      expect(await admin.post(`/api/invoicing/${approved.id}/refresh`, { version: approved.version })).toMatchObject({ status: 409, body: { code: 'INVALID_STATE' } });
    });

    it('exports the filtered list as CSV with the report code, and refuses those who may only view it', async () => {
      const response = await vendor.get<string>(`/api/invoicing/export?filter=${encodeURIComponent(JSON.stringify({ status: 'paid' }))}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="invoicing.csv"');
      const [header, ...lines] = response.body.trim().split('\r\n');
      // A vendor views neither vendors nor districts: those references are their ids alone.
      expect(header.split(',').slice(0, 5)).toEqual(['ID', 'Number', 'Vendor ID', 'District ID', 'Period from']);
      const paid = await db().selectFrom('accountingTransactions').select('id').where('vendorId', '=', 1).where('status', '=', 'paid').execute();
      expect(lines).toHaveLength(paid.length);

      const codes = await memberCodes(db(), 'vendor@example.com');
      await setMemberCodes(db(), 'vendor@example.com', codes.filter((code) => code !== 'ACCOUNTING_TRANSACTION_REPORT_EXECUTE'));
      expect((await vendor.get('/api/invoicing/export')).status).toBe(403);
      expect((await vendor.get('/api/invoicing')).status).toBe(200);
      await setMemberCodes(db(), 'vendor@example.com', codes);
    });
  });
}
