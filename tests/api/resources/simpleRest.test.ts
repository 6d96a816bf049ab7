import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

/** The stock client, unmodified, over a signed-in session's cookie. */
function stockClient(portalUrl: string, client: ApiClient): DataProvider {
  const cookie = () => [...client.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  return simpleRestProvider(`${portalUrl}/api`, (url, options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    headers.set('cookie', cookie());
    return fetchUtils.fetchJson(url, { ...options, headers });
  });
}

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the stock ra-data-simple-rest client on ${kind}`, () => {
    let server: TestServer;
    let vendor: DataProvider;
    let district: DataProvider;

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      const vendorClient = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
      await vendorClient.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
      vendor = stockClient(server.urlOf('vendor'), vendorClient);
      district = stockClient(server.urlOf('enterprise'), await signedIn(server.urlOf('enterprise'), 'district@example.com'));
    });
    afterAll(() => server?.stop());

    it('lists with sort, filter and range, and a total', async () => {
      const { data, total } = await vendor.getList('vehicles', { pagination: { page: 1, perPage: 5 }, sort: { field: 'number', order: 'DESC' }, filter: { status: 'in_service' } });
      expect(data.length).toBeGreaterThan(0);
      expect(data.length).toBeLessThanOrEqual(5);
      expect(data.every((v) => v.vendorId === 1 && v.status === 'in_service')).toBe(true);
      expect([...data.map((v) => v.number)]).toEqual([...data.map((v) => v.number)].sort().reverse());
      expect(total).toBeGreaterThanOrEqual(data.length);
    });

    it('gets one, many and by reference', async () => {
      const { data: list } = await vendor.getList('drivers', { pagination: { page: 1, perPage: 3 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      const one = await vendor.getOne('drivers', { id: list[0].id });
      expect(one.data).toMatchObject({ id: list[0].id, vendorId: 1 });
      const many = await vendor.getMany('drivers', { ids: list.map((d) => d.id) });
      expect(many.data.map((d) => d.id).sort()).toEqual(list.map((d) => d.id).sort());
      const byYard = await vendor.getManyReference('vehicles', { target: 'yardId', id: 1, pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      expect(byYard.data.every((v) => v.yardId === 1)).toBe(true);
    });

    it('creates, updates (with its version) and refuses a stale save', async () => {
      const created = await vendor.create('vehicles', { data: { number: 'T-900', yardId: 2, type: 'van', seats: 12, wheelchairPositions: 1, status: 'spare', maintenanceStatus: 'ok' } });
      expect(created.data).toMatchObject({ number: 'T-900', vendorId: 1, yardId: 2, version: 1 });
      const updated = await vendor.update('vehicles', { id: created.data.id, data: { ...created.data, status: 'in_service' }, previousData: created.data });
      expect(updated.data).toMatchObject({ status: 'in_service', version: 2 });
      await expect(vendor.update('vehicles', { id: created.data.id, data: { ...created.data, seats: 14 }, previousData: created.data })).rejects.toMatchObject({ status: 409 });
    });

    it('creates a student for the district; its delete, which must name the version it removes, is the console\'s own (see consoleDataProvider tests)', async () => {
      const created = await district.create('students', { data: { studentNumber: 'T-1', firstName: 'Ana', lastName: 'Lima', campusId: 1, grade: '3', status: 'active' } });
      expect(created.data).toMatchObject({ districtId: 1, campusId: 1 });
      // The stock client deletes without a version: refused, the record kept.
      await expect(district.delete('students', { id: created.data.id, previousData: created.data })).rejects.toMatchObject({ status: 400, body: { code: 'VERSION_REQUIRED' } });
      expect((await district.getOne('students', { id: created.data.id })).data.id).toBe(created.data.id);
    });

    it("never shows another tenant's rows", async () => {
      const { data } = await vendor.getList('rides', { pagination: { page: 1, perPage: 100 }, sort: { field: 'scheduledStart', order: 'ASC' }, filter: {} });
      expect(data.every((r) => r.vendorId === 1)).toBe(true);
      const foreign = await server.running.database.db.selectFrom('vehicles').select('id').where('vendorId', '=', 2).executeTakeFirstOrThrow();
      await expect(vendor.getOne('vehicles', { id: foreign.id })).rejects.toMatchObject({ status: 404 });
      const many = await vendor.getMany('vehicles', { ids: [foreign.id] });
      expect(many.data).toEqual([]);
    });
  });
}
