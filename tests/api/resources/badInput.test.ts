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

  it.each([
    [{ number: 'X1', type: 'bus', seats: 'many', wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok' }, 'seats must be a number'],
    [{ number: 'X1', type: 'boat', seats: 5, wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok' }, 'type must be one of bus, van, car'],
    [{ number: 'X1', type: 'bus', seats: 5, wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok', secret: 1 }, 'Unknown field: secret'],
    [{ type: 'bus', seats: 5, wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok' }, 'number is required'],
    [{ number: 'X1', type: 'bus', seats: 5, wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok', yardId: 999 }, 'yardId refers to a record that does not exist.'],
  ])('POST %j → 400', async (body, message) => {
    const before = await server.running.database.db.selectFrom('vehicles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(await vendor.post('/api/vehicles', body)).toMatchObject({ status: 400, body: { message } });
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

describe('ride lookup for deeplinks (spec 7.3)', () => {
  it("finds a ride's id by its display number, only within the tenant", async () => {
    const server = await startTestServer();
    try {
      const { db } = server.running.database;
      const own = await db.selectFrom('rides').select(['id', 'displayId']).where('vendorId', '=', 1).executeTakeFirstOrThrow();
      const foreign = await db.selectFrom('rides').select(['displayId']).where('vendorId', '=', 2).executeTakeFirstOrThrow();
      const yard = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
      await yard.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
      expect((await yard.get(`/api/rides/lookup?rideDisplayId=${own.displayId}`)).body).toEqual({ rideId: own.id });
      expect(await yard.get(`/api/rides/lookup?rideDisplayId=${foreign.displayId}`)).toMatchObject({ status: 404, body: { message: `Unable to find ride id for ride #${foreign.displayId}` } });
      expect((await yard.get('/api/rides/lookup?rideDisplayId=abc')).status).toBe(400);
    } finally {
      await server.stop();
    }
  });
});

describe('CSV export', () => {
  it("exports the tenant's rows as an attachment, with formula-like cells neutralised", async () => {
    const server = await startTestServer();
    try {
      const district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
      await district.post('/api/students', { studentNumber: '=HYPERLINK("http://evil")', firstName: '+Ana', lastName: '-Lima', campusId: 2, grade: '@3', status: 'active' });
      const response = await district.get<string>(`/api/students/export?filter=${encodeURIComponent('{"q":"lima"}')}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="students.csv"');
      const [header, ...lines] = response.body.trim().split('\r\n');
      expect(header.startsWith('id,studentNumber,firstName,lastName')).toBe(true);
      const exported = lines.find((line) => line.includes('HYPERLINK'))!;
      expect(exported).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(exported).toContain(`'+Ana,'-Lima`);
      expect(exported).toContain(`'@3`);
      const audit = await server.running.database.db.selectFrom('auditLog').select('action').where('entity', '=', 'students').execute();
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'export']));
      expect((await district.get('/api/students/export?sort=["secret","ASC"]')).status).toBe(400);
    } finally {
      await server.stop();
    }
  });
});

describe('the API document for integrators', () => {
  it('is served at /api/docs and describes every declared resource', async () => {
    const server = await startTestServer({ role: 'admin', demo: false });
    try {
      const response = await fetch(`${server.url}/api/docs`);
      const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { required?: string[] }> } };
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths['/api/vehicles'])).toEqual(['get', 'post']);
      expect(Object.keys(document.paths['/api/vehicles/{id}'])).toEqual(['get', 'put']);
      expect(document.components.schemas['vehicles-input'].required).toEqual(expect.arrayContaining(['number', 'seats', 'status']));
      expect(document.paths['/api/rides']).toBeDefined();
    } finally {
      await server.stop();
    }
  });
});
