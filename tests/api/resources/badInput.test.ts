import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

describe('bad input on the resource API: 400 naming the problem, nothing written', () => {
  let server: TestServer;
  let vendor: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
    await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2] });
  });
  afterAll(() => server?.stop());

  const q = (params: Record<string, string>) => `/api/vehicles?${new URLSearchParams(params)}`;

  it.each([
    [{ sort: '["vin","ASC"]' }, 'sort: vehicles cannot be sorted by "vin".'],
    [{ sort: '["number","SIDEWAYS"]' }, 'sort must be ["field","ASC"] or ["field","DESC"].'],
    [{ sort: '[number' }, 'sort is not valid JSON.'],
    [{ range: '[10,5]' }, 'range: the end comes before the start.'],
    [{ range: '[0,100000]' }, 'range: at most 500 records per page.'],
    [{ range: '[-1,5]' }, 'range must be [start,end] with whole numbers from 0.'],
    [{ filter: '{"vin":"x"}' }, 'filter: vehicles cannot be filtered by "vin".'],
    [{ filter: '{"status":"flying"}' }, 'filter status: "flying" is not a valid value.'],
    [{ filter: '{"yardId":"one"}' }, 'filter yardId: "one" is not a valid value.'],
    [{ filter: '[]' }, 'filter must be a JSON object.'],
    [{ filter: '{"q":5}' }, 'filter q must be text of at most 200 characters.'],
  ])('GET %j → 400', async (params, message) => {
    const response = await vendor.get(q(params));
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  // A refusal about one field names it, as react-admin's forms read a server's validation: under that field.
  it.each([
    [{ number: 'X1', type: 'bus', seats: 'many', wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok' }, 'seats must be a number', 'seats'],
    [{ number: 'X1', type: 'boat', seats: 5, wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok' }, 'type must be one of bus, van, car', 'type'],
    [{ number: 'X1', type: 'bus', seats: 5, wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok', secret: 1 }, 'Unknown field: secret', undefined],
    [{ type: 'bus', seats: 5, wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok' }, 'number is required', 'number'],
    [{ number: 'X1', type: 'bus', seats: 5, wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok', yardId: 999 }, 'yardId refers to a record that does not exist.', 'yardId'],
  ])('POST %j → 400', async (body, message, field) => {
    const before = await server.running.database.db.selectFrom('vehicles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const refused = await vendor.post<{ errors?: Record<string, string> }>('/api/vehicles', body);
    expect(refused).toMatchObject({ status: 400, body: { message } });
    expect(refused.body.errors).toEqual(field ? { [field]: message } : undefined);
    const after = await server.running.database.db.selectFrom('vehicles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses a write that sets another vendor, or points at another vendor's or an unchosen yard, as if they did not exist", async () => {
    const base = { number: 'X2', type: 'bus', seats: 40, wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok' };
    expect(await vendor.post('/api/vehicles', { ...base, vendorId: 2 })).toMatchObject({ status: 400, body: { message: 'vendorId refers to a record that does not exist.' } });
    const foreignYard = await server.running.database.db.selectFrom('yards').select('id').where('vendorId', '=', 2).executeTakeFirstOrThrow();
    expect(await vendor.post('/api/vehicles', { ...base, yardId: foreignYard.id })).toMatchObject({ status: 400, body: { message: 'yardId refers to a record that does not exist.' } });
    expect((await vendor.post('/api/vehicles', { ...base, yardId: 3 })).status).toBe(400);
  });

  it('refuses a save without a version, and a malformed id', async () => {
    const { body } = await vendor.get<{ id: number }[]>(q({ range: '[0,0]' }));
    expect(await vendor.request('PUT', `/api/vehicles/${body[0].id}`, { seats: 50 })).toMatchObject({ status: 400, body: { message: 'version is required: the version of the record the change is based on.' } });
    expect((await vendor.get('/api/vehicles/abc')).status).toBe(400);
    expect((await vendor.get('/api/vehicles/99999999')).status).toBe(404);
  });
});
